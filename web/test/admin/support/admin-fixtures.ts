import type {
  ContactMessage,
  CoversByDay,
  EventBooking,
  Feedback,
  GalleryImage,
  MenuItem,
  Reservation,
  ReservationDay,
  RestaurantEvent,
} from '@ristorante/contracts';

/** What the dashboard's services hold, as the contracts describe it: one builder per kind, defaults overridable. */

export function emptyCovers(days: number, from = '2026-11-23'): CoversByDay {
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(`${from}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index);
    return { date: day.toISOString().slice(0, 10), pending: 0, confirmed: 0 };
  });
}

const slots = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A day sheet as the booking service answers it, built from the reservations given: each seating at table for
 * two hours from its time.
 */
export function daySheet(date: string, reservations: Reservation[], roomCapacity = 40): ReservationDay {
  const guests = (list: Reservation[], status: string) =>
    list.filter((r) => r.status === status).reduce((sum, r) => sum + r.guests, 0);
  return {
    date,
    hours: { open: '17:00', close: '22:30' },
    roomCapacity,
    events: [],
    slots: slots.map((time) => {
      const inSlot = reservations.filter((reservation) => reservation.time === time);
      const atTable = reservations.filter((r) => minutes(r.time) <= minutes(time) && minutes(time) < minutes(r.time) + 120);
      // The busiest moment of a two-hour seating from `time`: its start, or a later arrival within it.
      const busiest = Math.max(
        ...[time, ...slots.filter((other) => minutes(other) > minutes(time) && minutes(other) < minutes(time) + 120)].map(
          (moment) =>
            reservations
              .filter(
                (r) => r.status !== 'cancelled' && minutes(r.time) <= minutes(moment) && minutes(moment) < minutes(r.time) + 120,
              )
              .reduce((sum, r) => sum + r.guests, 0),
        ),
      );
      return {
        time,
        covers: { pending: guests(inSlot, 'pending'), confirmed: guests(inSlot, 'confirmed') },
        seated: { pending: guests(atTable, 'pending'), confirmed: guests(atTable, 'confirmed') },
        eventCovers: 0,
        left: Math.max(0, roomCapacity - busiest),
        reservations: inSlot,
      };
    }),
  };
}

export const emptyDay = (date: string) => daySheet(date, []);

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function aReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: nextId(),
    name: 'Anna Schmidt',
    email: 'anna@example.org',
    phone: '+49 30 1234567',
    date: '2026-11-27',
    time: '19:00',
    guests: 4,
    specialRequests: null,
    locale: 'de',
    status: 'pending',
    source: 'online',
    created_at: new Date(Date.now() - 30 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 30 * 60_000).toISOString(),
    ...overrides,
  };
}

export function aBooking(overrides: Partial<EventBooking> = {}): EventBooking {
  return {
    id: nextId(),
    eventId: '11111111-1111-4111-8111-111111111111',
    eventTitleDe: 'Sizilianischer Weinabend',
    eventTitleEn: 'Sicilian Wine Evening',
    eventDate: '2026-12-04T18:00:00.000Z',
    name: 'Luca Bianchi',
    email: 'luca@example.org',
    phone: '+49 170 1234567',
    guests: 2,
    totalAmount: 98,
    specialRequests: null,
    locale: 'en',
    status: 'pending',
    created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    updated_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    ...overrides,
  };
}

export function anEvent(overrides: Partial<RestaurantEvent> = {}): RestaurantEvent {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Sizilianischer Weinabend',
    title_en: 'Sicilian Wine Evening',
    title_de: 'Sizilianischer Weinabend',
    description: 'Sechs Weine vom Ätna',
    description_en: 'Six wines from Etna',
    description_de: 'Sechs Weine vom Ätna',
    event_date: '2099-12-04T18:00:00.000Z',
    price: 49,
    max_attendees: 40,
    duration_minutes: 180,
    exclusive: false,
    advance_payment: 'none',
    current_attendees: 12,
    manual_attendees: 0,
    spots_left: 28,
    image_url: null,
    picture: null,
    version: 1,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: nextId(),
    name: 'Carla Rossi',
    email: 'carla@example.org',
    subject: 'Geburtstagsfeier',
    message: 'Können wir am Samstag mit 20 Personen feiern?',
    status: 'unread',
    replied: false,
    locale: 'de',
    createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    repliedAt: null,
    ...overrides,
  };
}

export function aFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: nextId(),
    name: 'Dieter Braun',
    email: 'dieter@example.org',
    rating: 4,
    experience: 'Sehr gute Pasta, freundlicher Service.',
    suggestions: null,
    consentToPublish: true,
    approved: false,
    locale: 'de',
    created_at: new Date(Date.now() - 86_400_000).toISOString(),
    ...overrides,
  };
}

export function aMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: nextId(),
    title: 'Tagliatelle al ragù',
    titleDe: 'Tagliatelle al ragù',
    titleEn: 'Tagliatelle with ragù',
    description: 'Hausgemacht',
    descriptionDe: 'Hausgemacht',
    descriptionEn: 'Homemade',
    category: 'pasta',
    categoryDe: 'Pasta',
    categoryEn: 'Pasta',
    price: 16.5,
    imageUrl: null,
    picture: null,
    isAvailable: true,
    allergens: [],
    allergensNote: null,
    isDrink: false,
    isAlcoholic: false,
    vegetarian: false,
    vegan: false,
    glutenFree: false,
    spicy: false,
    sortOrder: 0,
    version: 1,
    ...overrides,
  };
}

export function aGalleryImage(overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id: nextId(),
    imageUrl: '/api/media/seed/interior-dining-room.svg',
    title: 'Speisesaal',
    titleDe: 'Speisesaal',
    titleEn: 'Dining room',
    description: null,
    descriptionDe: null,
    descriptionEn: null,
    altText: 'Gedeckte Tische im Speisesaal',
    altTextDe: 'Gedeckte Tische im Speisesaal',
    altTextEn: 'Laid tables in the dining room',
    category: 'interior',
    picture: { width: 800, height: 600, placeholder: null },
    sortOrder: 10,
    version: 1,
    ...overrides,
  };
}
