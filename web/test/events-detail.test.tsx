import type { EventBooking, RestaurantEvent, SeatHoldRefusal } from '@ristorante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readFreshFor } from '../src/lib/api';
import { formatEuros } from '../src/lib/format';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';
import { apiError, createGate, inTurn, server, testSchedule, type Answer } from './support/api-server';

const eventId = '44444444-4444-4444-8444-444444444444';

// A booking makes this page's reads ask past every cache for a few seconds: no test inherits that from the one before.
afterEach(() => readFreshFor(0));
const eventPath = `/api/events/${eventId}`;
const bookPath = `${eventPath}/book`;

function makeEvent(overrides: Partial<RestaurantEvent> = {}): RestaurantEvent {
  return {
    id: eventId,
    title: 'Weinprobe',
    title_de: 'Weinprobe: Piemont trifft Toskana',
    title_en: 'Wine tasting: Piedmont meets Tuscany',
    description: 'Sechs Weine aus dem Piemont und der Toskana, dazu Antipasti.',
    description_de: null,
    description_en: 'Six wines from Piedmont and Tuscany, with antipasti.',
    event_date: '2030-05-10T17:00:00.000Z',
    price: 55,
    max_attendees: 20,
    duration_minutes: 180,
    exclusive: false,
    advance_payment: 'none',
    current_attendees: 12,
    manual_attendees: 0,
    spots_left: 8,
    image_url: '/api/media/seed/events-wine-tasting.svg',
    picture: null,
    version: 1,
    ...overrides,
  };
}

const booking: EventBooking = {
  id: '55555555-5555-4555-8555-555555555555',
  eventId,
  eventTitleDe: 'Weinprobe: Piemont trifft Toskana',
  eventTitleEn: 'Wine tasting: Piedmont meets Tuscany',
  eventDate: '2030-05-10T17:00:00.000Z',
  name: 'Maria Rossi',
  email: 'maria@example.com',
  phone: '+49 30 1234567',
  guests: 2,
  totalAmount: 110,
  specialRequests: null,
  locale: 'en',
  status: 'pending',
  created_at: '2030-05-01T10:00:00.000Z',
  updated_at: '2030-05-01T10:00:00.000Z',
};

/**
 * The event's routes: GET answers its calls in turn (the last answer repeating), and so does POST …/book when
 * answers are given for it. Returns what each route was sent.
 */
function serveEvent(routes: { event: [Answer, ...Answer[]]; book?: [Answer, ...Answer[]] }) {
  const event = inTurn(...routes.event);
  server.use(http.get(eventPath, event));
  const book = routes.book ? inTurn(...routes.book) : undefined;
  if (book) server.use(http.post(bookPath, book));
  return { reads: event.sent, bookings: book?.sent ?? [] };
}

const eventAnswer = (overrides: Partial<RestaurantEvent> = {}) => HttpResponse.json(makeEvent(overrides));
const booked = () => HttpResponse.json(booking, { status: 201 });
/** The catalog's 409 for seats that do not fit, as the booking route passes it on. */
const refused = (refusal: SeatHoldRefusal) => HttpResponse.json(refusal, { status: 409 });

/** Testing Library collapses the no-break space in '55,00 €' when it reads the page; so does this. */
const euros = (value: number, locale: 'de' | 'en') => formatEuros(value, locale).replace(/\s+/g, ' ');

const texts = {
  en: {
    bookNow: 'Book Now',
    cancel: 'Cancel',
    submit: 'Submit Booking',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    guests: 'Number of guests',
    requests: 'Special requests (optional)',
  },
  de: {
    bookNow: 'Jetzt buchen',
    cancel: 'Abbrechen',
    submit: 'Buchung absenden',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    guests: 'Anzahl der Gäste',
    requests: 'Besondere Wünsche (optional)',
  },
} as const;

async function openForm(user: ReturnType<typeof renderApp>['user'], locale: 'de' | 'en' = 'en') {
  await user.click(await screen.findByRole('button', { name: texts[locale].bookNow }));
  return screen.findByRole('form');
}

function field(form: HTMLElement, name: string, role: 'textbox' | 'combobox' = 'textbox') {
  return within(form).getByRole(role, { name }) as HTMLInputElement;
}

async function fillForm(form: HTMLElement, user: ReturnType<typeof renderApp>['user'], guests = '2') {
  await user.type(field(form, 'Name'), 'Maria Rossi');
  await user.type(field(form, 'Email'), 'maria@example.com');
  await user.type(field(form, 'Phone'), '+49 30 1234567');
  await user.selectOptions(field(form, 'Number of guests', 'combobox'), guests);
}

/** The field's error, found the way a screen reader finds it: through aria-describedby. */
function errorOf(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((element) => element?.className.includes('field-error'))?.textContent ??
    undefined
  );
}

describe('event detail (/{locale}/events/{id})', () => {
  it('when the event is still loading, then a loading state is announced', async () => {
    const gate = createGate();
    serveEvent({
      event: [
        async () => {
          await gate.opened;
          return eventAnswer();
        },
      ],
    });
    renderApp(`/en/events/${eventId}`);

    expect(await screen.findByText('Loading event …')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading event …');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    gate.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wine tasting: Piedmont meets Tuscany' })).toBeTruthy();
    expect(screen.queryByText('Loading event …')).toBeNull();
  });

  it('when loaded in German, then title, fallback description, date, price, attendance and avatars are shown', async () => {
    serveEvent({ event: [() => eventAnswer()] });
    renderApp(`/de/events/${eventId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Weinprobe: Piemont trifft Toskana' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Weinprobe: Piemont trifft Toskana | Trattoria La Sosta'));
    // No German description: the plain one stands in.
    expect(screen.getByText('Sechs Weine aus dem Piemont und der Toskana, dazu Antipasti.')).toBeTruthy();
    // From its start for its three hours, on Berlin's clock.
    expect(screen.getByText('Fr., 10. Mai 2030, 19:00–22:00 Uhr')).toBeTruthy();
    expect(screen.getByText(`${euros(55, 'de')} pro Person`)).toBeTruthy();
    expect(screen.getByTestId('event-attendance').textContent).toBe('12 von 20 Plätzen vergeben');
    expect(screen.getByText('Noch 8 Plätze frei')).toBeTruthy();
    expect(screen.getByText('Verfügbar')).toBeTruthy();
    expect(screen.getAllByTestId('attendee-avatar')).toHaveLength(5);
    expect(within(screen.getByTestId('attendee-avatars')).getByText('+7')).toBeTruthy();
    // Anonymous: nothing in the avatars but figures and the count.
    expect(screen.getByTestId('attendee-avatars').textContent).toBe('+7');
    const image = document.querySelector('.event-detail-image');
    expect(image?.getAttribute('width')).toBe('800');
    expect(image?.getAttribute('height')).toBe('600');
    expect(screen.getByRole('link', { name: /Alle Veranstaltungen/ }).getAttribute('href')).toBe('/de/events');
    expect(screen.getByRole('button', { name: 'Jetzt buchen' })).toBeTruthy();

    await expectNoAxeViolations();
  });

  it('when loaded in English with few attendees, then English texts and one avatar each, no +N', async () => {
    serveEvent({ event: [() => eventAnswer({ current_attendees: 17, spots_left: 3, manual_attendees: 0 })] });
    renderApp(`/en/events/${eventId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Wine tasting: Piedmont meets Tuscany' })).toBeTruthy();
    expect(screen.getByText('Six wines from Piedmont and Tuscany, with antipasti.')).toBeTruthy();
    expect(screen.getByText('Fri, 10 May 2030, 19:00–22:00')).toBeTruthy();
    expect(screen.getByText(`${euros(55, 'en')} per person`)).toBeTruthy();
    expect(screen.getByTestId('event-attendance').textContent).toBe('17 of 20 places taken');
    expect(screen.getByText('Almost Full!')).toBeTruthy();
    expect(screen.getByText('3 spots left')).toBeTruthy();
    expect(screen.getAllByTestId('attendee-avatar')).toHaveLength(5);
    expect(screen.getByTestId('attendee-avatars').textContent).toBe('+12');
    await expectNoAxeViolations();
  });

  it.each([
    [0, 0, 'no count'],
    [3, 3, 'no count'],
    [5, 5, 'no count'],
    [6, 5, '+1'],
  ])('when %i guests attend, then %i avatars are shown and %s', async (attendees, avatars, more) => {
    serveEvent({ event: [() => eventAnswer({ current_attendees: attendees, spots_left: 20 - attendees })] });
    renderApp(`/en/events/${eventId}`);

    await screen.findByRole('heading', { level: 1, name: 'Wine tasting: Piedmont meets Tuscany' });
    expect(screen.queryAllByTestId('attendee-avatar')).toHaveLength(avatars);
    if (attendees === 0) expect(screen.getByText('Be the first guest!')).toBeTruthy();
    else expect(screen.getByTestId('attendee-avatars').textContent).toBe(more === 'no count' ? '' : more);
  });

  it('when the event is sold out, then it says so and offers no Book Now', async () => {
    serveEvent({ event: [() => eventAnswer({ current_attendees: 20, spots_left: 0 })] });
    renderApp(`/en/events/${eventId}`);

    expect(await screen.findByText('Sorry, this event is fully booked.')).toBeTruthy();
    expect(screen.getByText('Sold Out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    await expectNoAxeViolations();
  });

  it.each([
    ['/en', 'Event Not Found'],
    ['/de', 'Veranstaltung nicht gefunden'],
  ])('when the event is unknown (404) on %s, then %s is shown without a retry', async (prefix, heading) => {
    const api = serveEvent({ event: [() => apiError(404, heading)] });
    renderApp(`${prefix}/events/${eventId}`);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${heading} | Trattoria La Sosta`));
    expect(screen.queryByRole('button', { name: /Try Again|Erneut versuchen/ })).toBeNull();
    expect(api.reads).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('when loading fails, then Failed to fetch event offers Try Again, and clicking it recovers', async () => {
    serveEvent({
      event: [() => apiError(503, 'Service Unavailable'), () => apiError(503, 'Service Unavailable'), () => eventAnswer()],
    });
    const { user } = renderApp(`/en/events/${eventId}`);

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('Failed to fetch event')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wine tasting: Piedmont meets Tuscany' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('event booking form', () => {
  it('when Book Now is clicked, then the form opens on its first field; Cancel closes it and returns to Book Now', async () => {
    serveEvent({ event: [() => eventAnswer()] });
    const { user } = renderApp(`/en/events/${eventId}`);

    expect(screen.queryByRole('form')).toBeNull();
    const form = await openForm(user);

    expect(form.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(form, 'Name')));
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect((field(form, 'Number of guests', 'combobox') as unknown as HTMLSelectElement).value).toBe('1');
    await expectNoAxeViolations();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form')).toBeNull();
    const bookNow = screen.getByRole('button', { name: 'Book Now' });
    await waitFor(() => expect(document.activeElement).toBe(bookNow));
  });

  it.each([
    [3, ['1 guest', '2 guests', '3 guests']],
    [8, ['1 guest', '2 guests', '3 guests', '4 guests', '5 guests', '6 guests', '7 guests', '8 guests']],
    [15, ['1 guest', '2 guests', '3 guests', '4 guests', '5 guests', '6 guests', '7 guests', '8 guests']],
  ])('when %i spots are left, then the guests offered are 1 to min(spots, 8)', async (spots, labels) => {
    serveEvent({ event: [() => eventAnswer({ spots_left: spots, current_attendees: 20 - spots, max_attendees: 20 })] });
    const { user } = renderApp(`/en/events/${eventId}`);

    const form = await openForm(user);
    const options = within(field(form, 'Number of guests', 'combobox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(labels);
    expect(options.map((option) => option.getAttribute('value'))).toEqual(labels.map((_, index) => String(index + 1)));
  });

  it('when the guest count changes, then the live total shows price × guests', async () => {
    serveEvent({ event: [() => eventAnswer({ price: 19.99 })] });
    const { user } = renderApp(`/de/events/${eventId}`);

    const form = await openForm(user, 'de');
    const total = within(form).getByTestId('event-total');
    expect(total.getAttribute('aria-live')).toBe('polite');
    expect(total.textContent).toContain(`Gesamt: ${formatEuros(19.99, 'de')}`);

    await user.selectOptions(field(form, 'Anzahl der Gäste', 'combobox'), '3');

    expect(total.textContent).toContain(`Gesamt: ${formatEuros(59.97, 'de')}`);
    expect(total.textContent).toContain('3 Gäste');
  });

  const messages = {
    en: {
      nameRequired: 'Name is required',
      nameShort: 'Name must be at least 2 characters long',
      nameLong: 'Please shorten the name to at most 120 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      phoneRequired: 'Phone number is required',
      phoneInvalid: 'Please enter a valid phone number',
      requestsLong: 'Please keep your special requests under 1000 characters',
    },
    de: {
      nameRequired: 'Name ist erforderlich',
      nameShort: 'Der Name muss mindestens 2 Zeichen lang sein',
      nameLong: 'Bitte kürzen Sie den Namen auf höchstens 120 Zeichen',
      emailRequired: 'E-Mail ist erforderlich',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      phoneRequired: 'Telefonnummer ist erforderlich',
      phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein',
      requestsLong: 'Bitte fassen Sie Ihre besonderen Wünsche in weniger als 1000 Zeichen',
    },
  } as const;

  it.each(['en', 'de'] as const)(
    'when the form is sent empty or wrong (%s), then each field shows its error until edited',
    async (locale) => {
      // The booking route answers, should the page send what it must not.
      const api = serveEvent({ event: [() => eventAnswer()], book: [booked] });
      const { user } = renderApp(`/${locale}/events/${eventId}`);
      const t = texts[locale];
      const m = messages[locale];

      const form = await openForm(user, locale);
      const name = field(form, t.name);
      const email = field(form, t.email);
      const phone = field(form, t.phone);
      const requests = field(form, t.requests);

      // Empty: every required field says so, and focus goes to the first one.
      await user.click(within(form).getByRole('button', { name: t.submit }));

      expect(errorOf(name)).toBe(m.nameRequired);
      expect(errorOf(email)).toBe(m.emailRequired);
      expect(errorOf(phone)).toBe(m.phoneRequired);
      expect(errorOf(requests)).toBeUndefined();
      for (const input of [name, email, phone]) expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(requests.getAttribute('aria-invalid')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(name));
      await expectNoAxeViolations();

      // Editing a field clears its error only.
      await user.type(name, 'A');
      expect(errorOf(name)).toBeUndefined();
      expect(name.getAttribute('aria-invalid')).toBeNull();
      expect(errorOf(email)).toBe(m.emailRequired);

      // Wrong: too short a name, an e-mail without a domain, a phone number that is no number.
      await user.type(email, 'maria@');
      await user.type(phone, '12ab');
      await user.click(within(form).getByRole('button', { name: t.submit }));

      expect(errorOf(name)).toBe(m.nameShort);
      expect(errorOf(email)).toBe(m.emailInvalid);
      expect(errorOf(phone)).toBe(m.phoneInvalid);

      // Too long: a name over 120 characters, special requests over 1000.
      fireEvent.change(name, { target: { value: 'M'.repeat(121) } });
      fireEvent.change(requests, { target: { value: 'x'.repeat(1001) } });
      await user.click(within(form).getByRole('button', { name: t.submit }));

      expect(errorOf(name)).toBe(m.nameLong);
      expect(errorOf(requests)).toBe(m.requestsLong);

      await user.clear(phone);
      expect(errorOf(phone)).toBeUndefined();
      await user.type(requests, '!');
      expect(errorOf(requests)).toBeUndefined();

      // Nothing was sent while the form was wrong.
      expect(api.bookings).toHaveLength(0);
    },
  );

  it('when the booking succeeds, then the form closes, the pending notice shows and the event is reloaded', async () => {
    const api = serveEvent({
      event: [() => eventAnswer(), () => eventAnswer({ current_attendees: 14, spots_left: 6 })],
      book: [booked],
    });
    const { user } = renderApp(`/en/events/${eventId}`);

    const form = await openForm(user);
    await fillForm(form, user);
    await user.type(field(form, 'Special requests (optional)'), '  ');
    expect(within(form).getByTestId('event-total').textContent).toContain(`Total: ${formatEuros(110, 'en')}`);
    await user.click(within(form).getByRole('button', { name: 'Submit Booking' }));

    const notice = await screen.findByText(
      'Booking submitted successfully! Your reservation is pending confirmation by our staff. You will receive a confirmation email once approved.',
    );
    expect(notice.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('event-attendance').textContent).toBe('14 of 20 places taken'));
    expect(screen.getByText('6 spots left')).toBeTruthy();
    expect(api.reads).toHaveLength(2);
    // The first read may come from a second-long copy; the one after the guest's booking asks past every cache.
    expect(api.reads[0]!.headers['cache-control']).toBeUndefined();
    expect(api.reads[1]!.headers['cache-control']).toBe('no-cache');

    expect(api.bookings).toHaveLength(1);
    const post = api.bookings[0]!;
    expect(post.body).toEqual({
      name: 'Maria Rossi',
      email: 'maria@example.com',
      phone: '+49 30 1234567',
      guests: 2,
      specialRequests: null,
      rememberWishes: false,
      locale: 'en',
    });
    expect(post.body).not.toHaveProperty('totalAmount');
    const headers = post.headers;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['accept-language']).toBe('en');
    await expectNoAxeViolations();

    // A second booking is a new submission with a key of its own.
    const again = await openForm(user);
    await fillForm(again, user, '1');
    await user.click(within(again).getByRole('button', { name: 'Submit Booking' }));
    await waitFor(() => expect(api.bookings).toHaveLength(2));
    const second = api.bookings[1]!.headers;
    expect(second['idempotency-key']).not.toBe(headers['idempotency-key']);
  });

  it('when the night asks a deposit, then the form says how much before booking and the notice when and how to pay', async () => {
    // The owner's account and €20 a person (docs/decisions.md 166): at €55 a seat, two pay €40 in advance.
    const deposits = {
      fromGuests: null,
      amountPerPersonCents: 2000,
      daysToPay: 3,
      holder: 'Trattoria',
      iban: 'DE89370400440532013000',
      bic: '',
    };
    const schedule = { ...testSchedule, deposits };
    const deposit = {
      status: 'awaiting' as const,
      amountCents: 4000,
      dueAt: '2030-05-04T10:00:00.000Z',
      reference: 'Anzahlung E-55555555',
    };
    const api = serveEvent({
      event: [() => eventAnswer({ advance_payment: 'deposit' })],
      book: [() => HttpResponse.json({ ...booking, deposit }, { status: 201 })],
    });
    const { user } = renderApp(`/en/events/${eventId}`, { schedule });
    const form = await openForm(user);
    await fillForm(form, user);
    expect(within(form).getByText(/Paid in advance by bank transfer: a deposit of/).textContent).toBe(
      `Paid in advance by bank transfer: a deposit of ${formatEuros(40, 'en')}. The account details come by email.`,
    );
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Submit Booking' }));
    const notice = await screen.findByText(/For this evening we ask for a deposit/);
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain(`we ask for a deposit of ${formatEuros(40, 'en')} by`);
    expect(notice.textContent).toContain('your places are confirmed as soon as the deposit has arrived');
    // The remember box ticked is sent with the booking (docs/decisions.md 163).
    expect(api.bookings[0]!.body).toMatchObject({ rememberWishes: true });
    await expectNoAxeViolations();
  });

  it('when the server refuses with 409, then its own sentence is shown and the event is reloaded', async () => {
    const sentence = 'Sorry, only 1 place is left for this event.';
    const api = serveEvent({
      event: [() => eventAnswer(), () => eventAnswer({ current_attendees: 19, spots_left: 1 })],
      book: [() => refused({ error: sentence, reason: 'not_enough_seats', spotsLeft: 1 })],
    });
    const { user } = renderApp(`/en/events/${eventId}`);

    const form = await openForm(user);
    await fillForm(form, user, '4');
    await user.click(within(form).getByRole('button', { name: 'Submit Booking' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(sentence);
    // Reloaded: only the place really left can be chosen now.
    await waitFor(() => expect(within(field(form, 'Number of guests', 'combobox')).getAllByRole('option')).toHaveLength(1));
    expect(within(form).getByTestId('event-total').textContent).toContain(`Total: ${formatEuros(55, 'en')}`);
    expect(api.reads).toHaveLength(2);
    expect(screen.queryByText(/Booking submitted successfully/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('when the server says 409 and the event is now sold out, then the form gives way to the fully-booked notice', async () => {
    const sentence = 'Leider ist diese Veranstaltung ausgebucht.';
    serveEvent({
      event: [() => eventAnswer(), () => eventAnswer({ current_attendees: 20, spots_left: 0 })],
      book: [() => refused({ error: sentence, reason: 'sold_out', spotsLeft: 0 })],
    });
    const { user } = renderApp(`/de/events/${eventId}`);

    const form = await openForm(user, 'de');
    await user.type(field(form, 'Name'), 'Maria Rossi');
    await user.type(field(form, 'E-Mail'), 'maria@example.com');
    await user.type(field(form, 'Telefon'), '+49 30 1234567');
    await user.click(within(form).getByRole('button', { name: 'Buchung absenden' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const notice = screen.getByText('Leider ist diese Veranstaltung ausgebucht.');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.getByText('Ausverkauft')).toBeTruthy();
  });

  it('when the server is unavailable (503), then its own sentence is shown', async () => {
    const sentence = 'Booking events is unavailable right now. Please try again in a few minutes.';
    serveEvent({ event: [() => eventAnswer()], book: [() => apiError(503, sentence)] });
    const { user } = renderApp(`/en/events/${eventId}`);

    const form = await openForm(user);
    await fillForm(form, user);
    await user.click(within(form).getByRole('button', { name: 'Submit Booking' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(sentence);
    expect(screen.getByRole('form')).toBeTruthy();
  });

  it('when the network fails, then Failed to book event is shown, and a retry sends the same key', async () => {
    const api = serveEvent({ event: [() => eventAnswer()], book: [() => HttpResponse.error(), booked] });
    const { user } = renderApp(`/en/events/${eventId}`);

    const form = await openForm(user);
    await fillForm(form, user);
    await user.click(within(form).getByRole('button', { name: 'Submit Booking' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('Failed to book event');

    // The same details sent again may have been booked already: the same key lets the server book them once.
    await user.click(within(form).getByRole('button', { name: 'Submit Booking' }));
    expect(await screen.findByText(/Booking submitted successfully!/)).toBeTruthy();
    const keys = api.bookings.map((post) => post.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('when the server names bad fields (400), then each is shown beside its field with the sentence on top', async () => {
    serveEvent({
      event: [() => eventAnswer()],
      book: [() => apiError(400, 'Bitte prüfen Sie Ihre Angaben.', { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' })],
    });
    const { user } = renderApp(`/de/events/${eventId}`);

    const form = await openForm(user, 'de');
    await user.type(field(form, 'Name'), 'Maria Rossi');
    await user.type(field(form, 'E-Mail'), 'maria@example.com');
    await user.type(field(form, 'Telefon'), '+49 30 1234567');
    await user.click(within(form).getByRole('button', { name: 'Buchung absenden' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('Bitte prüfen Sie Ihre Angaben.');
    const email = field(form, 'E-Mail');
    expect(errorOf(email)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});
