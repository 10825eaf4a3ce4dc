import type { ContactMessage, EventBooking, Feedback, Reservation, RestaurantEvent } from '@ristorante/contracts';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The signed-in person: an owner, who sees every tab (docs/decisions.md 86); `signedInAs('staff')` for the rest. */
export const staff = { firstName: 'Giulia', email: 'giulia@trattoria.test', role: 'owner' as 'owner' | 'staff' };
export const csrfToken = 'csrf-token-of-this-session';

/**
 * The API as the dashboard sees it, for component tests: `fetch` answered by handlers per method and path,
 * with a signed-in session and empty lists to start from. A call no handler answers fails the test (as MSW's
 * `onUnhandledRequest: 'error'`), so a screen cannot quietly ask for something the test did not expect.
 * The browser journeys (web/e2e) drive the real stack.
 */
export class FakeAdminApi {
  readonly calls: FakeRequest[] = [];
  private readonly handlers = new Map<string, Handler>();
  readonly unhandled: string[] = [];

  constructor() {
    this.on('GET', '/api/admin/session', () => json({ authenticated: true, user: staff }));
    this.on('GET', '/api/admin/csrf', () => json({ csrfToken }));
    this.on('POST', '/api/admin/logout', () => json({ ok: true }));
    this.reservations([]);
    this.bookings([]);
    this.messages([]);
    this.feedback([]);
    this.on('GET', '/api/menu', () => json([]));
    this.on('GET', '/api/gallery', () => json([]));
    this.on('GET', '/api/events', () => json([]));
    this.on('GET', '/api/reviews', () => json({ reviews: [], averageRating: null, count: 0 }));
    this.on('GET', '/api/admin/reservations/covers', () => json(emptyCovers(14)));
    this.on('GET', '/api/admin/reservations/day', (request) => json(emptyDay(request.query.get('date')!)));
  }

  /** Signs the fake session in with another role. */
  signedInAs(role: 'owner' | 'staff'): this {
    return this.on('GET', '/api/admin/session', () => json({ authenticated: true, user: { ...staff, role } }));
  }

  on(method: string, path: string, handler: Handler): this {
    this.handlers.set(`${method} ${path}`, handler);
    return this;
  }

  /** Staff lists as the services answer them: filtered by status, paged, with the totals in headers. */
  reservations(items: Reservation[]): this {
    return this.on('GET', '/api/reservations', (request) => page(items, request));
  }

  bookings(items: EventBooking[]): this {
    return this.on('GET', '/api/admin/bookings', (request) =>
      page(
        items.filter((item) => !request.query.get('eventId') || item.eventId === request.query.get('eventId')),
        request,
      ),
    );
  }

  messages(items: ContactMessage[]): this {
    return this.on('GET', '/api/contact', (request) =>
      page(items, request, { 'x-unread-count': String(items.filter((item) => item.status === 'unread').length) }),
    );
  }

  feedback(items: Feedback[]): this {
    return this.on('GET', '/api/feedback', (request) =>
      page(items, request, { 'x-pending-count': String(items.filter((item) => !item.approved).length) }),
    );
  }

  events(items: RestaurantEvent[]): this {
    return this.on('GET', '/api/events', () => json(items));
  }

  /** The calls made to one method and path. */
  callsTo(method: string, path: string): FakeRequest[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  install(): this {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = new URL(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
          'http://localhost',
        );
        const headers = Object.fromEntries(new Headers(init.headers).entries());
        const request: FakeRequest = {
          method: init.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers,
          body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
        };
        this.calls.push(request);
        const handler = this.handlers.get(`${request.method} ${request.path}`);
        if (!handler) {
          this.unhandled.push(`${request.method} ${url.pathname}${url.search}`);
          throw new Error(`FakeAdminApi: no handler for ${request.method} ${url.pathname}`);
        }
        return handler(request);
      }),
    );
    return this;
  }
}

function page<T>(items: T[], request: FakeRequest, headers: Record<string, string> = {}): Response {
  const status = request.query.get('status');
  const filtered = status ? items.filter((item) => (item as { status?: string }).status === status) : items;
  const pageNumber = Number(request.query.get('page') ?? 1);
  const size = Number(request.query.get('pageSize') ?? 50);
  return json(filtered.slice((pageNumber - 1) * size, pageNumber * size), 200, {
    'x-total-count': String(filtered.length),
    ...headers,
  });
}

export function emptyCovers(days: number, from = '2026-11-23') {
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(`${from}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index);
    return { date: day.toISOString().slice(0, 10), pending: 0, confirmed: 0 };
  });
}

const slots = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];

/** A day sheet as the booking service answers it, built from the reservations given. */
export function daySheet(date: string, reservations: Reservation[], slotCapacity = 40) {
  return {
    date,
    hours: { open: '17:00', close: '22:30' },
    slotCapacity,
    slots: slots.map((time) => {
      const inSlot = reservations.filter((reservation) => reservation.time === time);
      const covers = (status: string) => inSlot.filter((r) => r.status === status).reduce((sum, r) => sum + r.guests, 0);
      return { time, covers: { pending: covers('pending'), confirmed: covers('confirmed') }, reservations: inSlot };
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
    current_attendees: 12,
    manual_attendees: 0,
    spots_left: 28,
    image_url: null,
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
