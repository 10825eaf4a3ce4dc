import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  berlinDate,
  berlinLocalToInstant,
  daysAfter,
  type Floor,
  type Reservation,
  type StaffWaitlistEntry,
} from '@ristorante/contracts';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { csrfToken, serveDashboard } from './support/admin-api';
import { aReservation, daySheet } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

const today = berlinDate(new Date());
const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The toasts: successes in the status region, failures in the alert region (both always present). */
const toasts = () => screen.getByRole('region', { name: /^(Meldungen|Messages)$/ });
const toastText = (region: HTMLElement) =>
  [...region.querySelectorAll('.toast-text')].map((toast) => toast.textContent).join(' | ');
const successToast = () => ({ textContent: toastText(within(toasts()).getByRole('status')) });
const failureToast = () => ({ textContent: toastText(within(toasts()).getByRole('alert')) });

/**
 * A booking service that keeps its reservations and answers the day sheet, the list and the changes to each,
 * `changes` in front. Returns what each of its routes was sent.
 */
function serveReservations(reservations: Reservation[], ...changes: HttpHandler[]) {
  const reservationIn = (request: Request) =>
    reservations.find((reservation) => new URL(request.url).pathname.split('/')[3] === reservation.id)!;
  const day = recording(({ request }) => {
    const date = new URL(request.url).searchParams.get('date')!;
    return HttpResponse.json(
      daySheet(
        date,
        reservations.filter((reservation) => reservation.date === date),
      ),
    );
  });
  const list = recording(({ request }) => {
    const query = new URL(request.url).searchParams;
    const status = query.get('status');
    const found = reservations.filter((reservation) => !status || reservation.status === status);
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('pageSize') ?? 50);
    return HttpResponse.json(found.slice((page - 1) * size, page * size), {
      headers: { 'x-total-count': String(found.length) },
    });
  });
  const change = async ({ request }: { request: Request }) => {
    const reservation = reservationIn(request);
    Object.assign(reservation, await request.json());
    return HttpResponse.json(reservation);
  };
  const statusChanges = recording(change);
  const edits = recording(change);
  const deletions = recording(({ request }) => {
    reservations.splice(reservations.indexOf(reservationIn(request)), 1);
    return new HttpResponse(null, { status: 204 });
  });
  // The phone form's times: every one open unless a test says otherwise (in `changes`).
  const availability = recording(({ request }) => {
    const query = new URL(request.url).searchParams;
    const slots = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
    return HttpResponse.json({
      date: query.get('date'),
      guests: Number(query.get('guests')),
      open: true,
      note: null,
      events: [],
      slots: slots.map((time) => ({ time, state: 'open', left: 40 })),
      nextOpen: [],
    });
  });
  serveDashboard(
    ...changes,
    http.get('/api/admin/floor', () => HttpResponse.json(floor)),
    http.get('/api/admin/availability', availability),
    http.get('/api/admin/reservations/day', day),
    http.get('/api/reservations', list),
    http.patch('/api/reservations/:id/status', statusChanges),
    http.put('/api/reservations/:id', edits),
    http.delete('/api/reservations/:id', deletions),
  );
  return {
    dayReads: day.sent,
    listReads: list.sent,
    statusChanges: statusChanges.sent,
    edits: edits.sent,
    deletions: deletions.sent,
  };
}

/** The floor the day sheet judges lateness by (docs/decisions.md 159): a party is late 15 minutes past its time. */
const floor: Floor = {
  version: 1,
  areas: [{ id: '44444444-4444-4444-8444-444444444444', name: 'Gastraum', closures: [] }],
  tables: [],
  combinations: [],
  lateAfterMinutes: 15,
  pacingCoversPerSlot: null,
  tablesShownToGuests: false,
};

/** The phone booking as the service stores it: confirmed, taken by phone, with what was sent. */
const created = async (request: Request, overrides: Partial<Reservation> = {}) =>
  aReservation({ ...((await request.json()) as Partial<Reservation>), status: 'confirmed', source: 'phone', ...overrides });

/**
 * Early afternoon in Berlin today, for every test here: this evening's bookings have not begun, so no party is late
 * or a no-show candidate whatever the hour the suite runs at (the floor's clock is `admin-day-sheet-floor`'s).
 */
beforeEach(() => vi.useFakeTimers({ now: berlinLocalToInstant(`${today}T14:00`)!, toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The actions in the open 'More' menu, by their visible words. */
const menuItems = () =>
  [...document.querySelectorAll('.admin-more-menu button')].map((button) => button.childNodes[0]!.textContent);

/**
 * Opens the 'More' menu of the row of `name` (the first row when not given), where a row keeps cancel, edit, delete
 * and a no-show not yet due (docs/decisions.md 159).
 */
async function openMore(app: { user: { click: (element: Element) => Promise<void> } }, name = '') {
  const toggles = await screen.findAllByRole('button', { name: /^(Weitere Aktionen|More actions) / });
  const toggle = toggles.find((button) => button.textContent!.includes(name))!;
  await app.user.click(toggle);
  return toggle;
}

describe('reservations tab: the day sheet', () => {
  it("when opened, then today's evening by slot: covers against capacity, pending marked, and axe finds nothing", async () => {
    serveReservations([
      aReservation({ name: 'Anna Schmidt', date: today, time: '19:00', guests: 4, status: 'confirmed' }),
      aReservation({ name: 'Bruno Weiß', date: today, time: '19:00', guests: 2, specialRequests: 'Kinderstuhl' }),
      aReservation({
        name: 'Dora Telefon',
        date: today,
        time: '20:30',
        guests: 6,
        status: 'confirmed',
        source: 'phone',
        email: null,
      }),
      aReservation({ name: 'Morgen Gast', date: addDays(today, 1) }),
    ]);
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');
    const slot19 = await screen.findByRole('region', { name: '19:00' });
    expect(within(slot19).getByText('6 von 40 Plätzen')).toBeTruthy();
    expect(within(slot19).getByText(/2 davon ausstehend/)).toBeTruthy();
    const [anna, bruno] = within(slot19).getAllByRole('listitem');
    const cells = (row: HTMLElement, selector: string) => row.querySelector(selector)!.textContent;
    expect(cells(anna!, '.admin-booking-name')).toBe('Anna Schmidt');
    expect(cells(anna!, '.admin-booking-guests-long')).toBe('4 Personen');
    expect(cells(anna!, '.admin-booking-status')).toBe('Bestätigt');
    expect(cells(bruno!, '.admin-booking-name')).toBe('Bruno Weiß');
    expect(cells(bruno!, '.admin-booking-status')).toBe('Ausstehend');
    expect(bruno!.textContent).toContain('Wünsche: Kinderstuhl');
    expect(within(bruno!).getByRole('link', { name: '+49 30 1234567' }).getAttribute('href')).toBe('tel:+49301234567');
    const slot2030 = screen.getByRole('region', { name: '20:30' });
    expect(slot2030.textContent).toContain('Telefonisch');
    // The e-mail (here: none) is one tap away, with the whole of the notes.
    const details = within(slot2030).getByRole('button', { name: /alle Angaben zu Dora Telefon/ });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(slot2030.textContent).toContain('keine E-Mail');
    expect(screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === '17:00: 40 frei')).toBeTruthy();
    // At 20:30 the 19:00 guests are still at table; at 21:00 only Dora's six (docs/decisions.md 108).
    expect(within(slot2030).getByText('12 von 40 Plätzen')).toBeTruthy();
    expect(screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === '21:00: 34 frei')).toBeTruthy();
    // Free as a booking would find it: from 17:30 a two-hour seating meets the 19:00 arrivals.
    expect(screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === '17:30: 34 frei')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '17:00' })).toBeNull();
    expect(screen.queryByText('Morgen Gast')).toBeNull();
    expect(screen.getByText(/12 Gäste reserviert \(10 bestätigt, 2 ausstehend\)/)).toBeTruthy();
    expect(screen.getByText(/1 Anfrage wartet auf Bestätigung/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when an event takes covers that evening, then the sheet names it with its hours and bookings, and each slot shows its covers and any over the room', async () => {
    const reservations = [
      aReservation({ name: 'Anna Schmidt', date: today, time: '19:00', guests: 12, status: 'confirmed' }),
      aReservation({ name: 'Bruno Weiß', date: today, time: '19:30', guests: 2, status: 'confirmed' }),
    ];
    const at = (time: string) => berlinLocalToInstant(`${today}T${time}`)!.toISOString();
    const sheet = daySheet(today, reservations, 20);
    // An event from 19:30 to 22:30 with 10 places, saved after the tables were booked (docs/decisions.md 111).
    sheet.events = [
      {
        eventId: '33333333-3333-4333-8333-333333333333',
        title_de: 'Weinprobe',
        title_en: 'Wine tasting',
        starts_at: at('19:30'),
        ends_at: at('22:30'),
        places: 10,
        exclusive: false,
      },
    ];
    sheet.slots = sheet.slots.map((slot) => ({ ...slot, eventCovers: slot.time >= '19:30' ? 10 : 0 }));
    serveReservations(
      reservations,
      http.get('/api/admin/reservations/day', () => HttpResponse.json(sheet)),
    );
    renderAdmin('/de/admin/dashboard?tab=reservations');
    const event = await screen.findByText((_, element) => element?.tagName === 'LI' && element.className === 'admin-day-event');
    expect(event.textContent).toBe('Veranstaltung 19:30–22:30 Uhr: Weinprobe, belegt 10 Plätze');
    expect(within(event).getByRole('link', { name: 'Weinprobe' }).getAttribute('href')).toBe(
      '/de/admin/dashboard?tab=bookings&event=33333333-3333-4333-8333-333333333333',
    );
    expect(within(screen.getByRole('region', { name: '19:00' })).queryByText(/für die Veranstaltung/)).toBeNull();
    const slot1930 = screen.getByRole('region', { name: '19:30' });
    expect(slot1930.textContent).toContain('14 von 20 Plätzen · 10 für die Veranstaltung · 4 mehr, als der Raum fasst');
    await expectNoAxeViolations();
  });

  it('when an exclusive event has the room, then its slots say the whole room is the event’s, not a count of guests', async () => {
    const reservations = [aReservation({ name: 'Carla Neri', date: today, time: '19:30', guests: 2, status: 'confirmed' })];
    const at = (time: string) => berlinLocalToInstant(`${today}T${time}`)!.toISOString();
    const sheet = daySheet(today, reservations, 40);
    sheet.events = [
      {
        eventId: '55555555-5555-4555-8555-555555555555',
        title_de: 'Hochzeit Rossi',
        title_en: 'Rossi wedding',
        starts_at: at('19:00'),
        ends_at: at('23:00'),
        places: 12,
        exclusive: true,
      },
    ];
    sheet.slots = sheet.slots.map((slot) => ({ ...slot, eventCovers: slot.time >= '19:00' ? 40 : 0 }));
    serveReservations(
      reservations,
      http.get('/api/admin/reservations/day', () => HttpResponse.json(sheet)),
    );
    renderAdmin('/en/admin/dashboard?tab=reservations');
    const slot = await screen.findByRole('region', { name: '19:30' });
    expect(slot.textContent).toContain('2 of 40 covers · the whole room for the event · 2 more than the room seats');
    expect(screen.getByText(/Event 19:00–23:00: .*, exclusive – no tables during these hours/)).toBeTruthy();
  });

  it("when a large party's request waits, then it is marked to confirm personally; once confirmed, no longer", async () => {
    serveReservations([
      aReservation({ name: 'Hochzeit Rossi', date: today, time: '19:00', guests: 15 }),
      aReservation({ name: 'Familie Berg', date: today, time: '20:00', guests: 15, status: 'confirmed' }),
      aReservation({ name: 'Telefon Gruppe', date: today, time: '21:00', guests: 20, source: 'phone' }),
    ]);
    renderAdmin('/en/admin/dashboard?tab=reservations');
    const waiting = await screen.findByRole('region', { name: '19:00' });
    // The online limit is the owner's setting: the tag shows once the schedule is read.
    expect(await within(waiting).findByText('Large party: confirm personally')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '20:00' })).queryByText('Large party: confirm personally')).toBeNull();
    // Staff took the phone group themselves: nothing to confirm.
    expect(within(screen.getByRole('region', { name: '21:00' })).queryByText('Large party: confirm personally')).toBeNull();
    await expectNoAxeViolations();
  });

  it('when the guest is new or asks again what was remembered, then the row says nothing twice: no first-visit mark, no repeated wish', async () => {
    serveReservations([
      aReservation({
        name: 'Neu Hier',
        date: today,
        time: '19:00',
        guest: { id: '52222222-2222-4222-8222-222222222222', visits: 0, noShows: 0, tags: [], preferences: null },
      }),
      aReservation({
        name: 'Wieder Da',
        date: today,
        time: '19:00',
        specialRequests: 'Nussallergie',
        guest: {
          id: '53333333-3333-4333-8333-333333333333',
          visits: 1,
          noShows: 0,
          tags: ['Stammgast'],
          preferences: 'Nussallergie',
        },
      }),
    ]);
    renderAdmin('/en/admin/dashboard?tab=reservations');
    const slot = await screen.findByRole('region', { name: '19:00' });
    const rowOf = (name: string) => within(slot).getByText(name).closest('li')!;
    expect(rowOf('Neu Hier').querySelectorAll('.admin-tag, .admin-remembered')).toHaveLength(0);
    // Her own wish is shown with the booking; the remembered one, the same words, is not repeated beside it.
    expect(within(rowOf('Wieder Da')).queryByText('Remembered: Nussallergie')).toBeNull();
    expect(within(rowOf('Wieder Da')).getByText('2nd visit')).toBeTruthy();
    expect(within(rowOf('Wieder Da')).getByText('Stammgast')).toBeTruthy();
  });

  it("when a request awaits its deposit, then the sheet says how much until when, and 'Deposit received' marks it and confirms (docs/decisions.md 165)", async () => {
    const waiting = aReservation({
      name: 'Gruppe Valli',
      date: today,
      time: '19:00',
      guests: 12,
      deposit: { status: 'awaiting', amountCents: 24_000, dueAt: '2026-12-04T16:00:00.000Z', reference: 'Anzahlung R-1A2B3C4D' },
      guest: { id: '51111111-1111-4111-8111-111111111111', visits: 2, noShows: 1, tags: ['VIP'], preferences: 'Nussallergie' },
    });
    const marks = recording(async ({ request }) => {
      const { status } = (await request.json()) as { status: 'received' };
      Object.assign(waiting, { status: 'confirmed', deposit: { ...waiting.deposit!, status } });
      return HttpResponse.json(waiting);
    });
    const sent = serveReservations([waiting], http.patch('/api/reservations/:id/deposit', marks));
    const app = renderAdmin('/en/admin/dashboard?tab=reservations');
    const slot = await screen.findByRole('region', { name: '19:00' });
    expect(within(slot).getByText('Deposit €240 due 04/12')).toBeTruthy();
    // The guest at a glance: her no-show, her remembered allergy, her third visit, the team's tag.
    expect(within(slot).getByText('1 no-show')).toBeTruthy();
    expect(within(slot).getByText('Remembered: Nussallergie')).toBeTruthy();
    expect(within(slot).getByText('3rd visit')).toBeTruthy();
    expect(within(slot).getByText('VIP')).toBeTruthy();
    // Confirming waits for the deposit: its button is the row's; confirming without it is in the menu.
    expect(within(slot).queryByRole('button', { name: /^Confirm/ })).toBeNull();
    await app.user.click(within(slot).getByRole('button', { name: /^Deposit received/ }));
    await waitFor(() => expect(marks.sent).toHaveLength(1));
    expect(marks.sent[0]!.body).toEqual({ status: 'received' });
    expect(successToast().textContent).toContain("Deposit received: Gruppe Valli's reservation is confirmed.");
    expect(await within(slot).findByText('Deposit €240 received')).toBeTruthy();
    expect(sent.statusChanges).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('when a request awaiting its deposit was cancelled or confirmed without it, then nothing is due: no amount until when, no "Deposit received" (docs/decisions.md 165)', async () => {
    const deposit = (status: 'awaiting' | 'released') =>
      ({ status, amountCents: 24_000, dueAt: '2026-12-04T16:00:00.000Z', reference: 'Anzahlung R-1A2B3C4D' }) as const;
    serveReservations([
      aReservation({
        name: 'Storniert Offen',
        date: today,
        time: '19:00',
        guests: 12,
        status: 'cancelled',
        deposit: deposit('awaiting'),
      }),
      aReservation({
        name: 'Ohne Anzahlung',
        date: today,
        time: '20:00',
        guests: 12,
        status: 'confirmed',
        deposit: deposit('awaiting'),
      }),
      aReservation({
        name: 'Verfallen',
        date: today,
        time: '21:00',
        guests: 12,
        status: 'cancelled',
        deposit: deposit('released'),
      }),
    ]);
    const app = renderAdmin('/en/admin/dashboard?tab=reservations');
    const cancelled = await screen.findByRole('region', { name: '19:00' });
    const confirmed = screen.getByRole('region', { name: '20:00' });
    for (const [slot, name] of [
      [cancelled, 'Storniert Offen'],
      [confirmed, 'Ohne Anzahlung'],
    ] as const) {
      const tag = within(slot).getByText('Deposit €240 not received');
      // Nothing to chase: not marked as needing attention, and no time to pay by.
      expect(tag.className).not.toContain('admin-tag-attention');
      expect(within(slot).queryByText(/^Deposit €240 due/)).toBeNull();
      expect(within(slot).queryByRole('button', { name: /^Deposit received/ })).toBeNull();
      await openMore(app, name);
      // A deposit never received cannot be refunded either (the service refuses it).
      expect(menuItems()).not.toContain('Deposit received');
      expect(menuItems()).not.toContain('Deposit refunded');
      await app.user.keyboard('{Escape}');
    }
    // Released unpaid: cancelled for want of it; one paid after all may be marked refunded.
    const released = screen.getByRole('region', { name: '21:00' });
    expect(within(released).getByText('Cancelled – deposit €240 not received')).toBeTruthy();
    await openMore(app, 'Verfallen');
    expect(menuItems()).toContain('Deposit refunded');
    expect(menuItems()).not.toContain('Deposit received');
    await expectNoAxeViolations();
  });

  it('when a request is overdue or the guest changed it through their link, then the sheet says so, with what changed and when', async () => {
    serveReservations([
      aReservation({ name: 'Wartet Lange', date: today, time: '19:00', overdue: true }),
      aReservation({
        name: 'Anna Geändert',
        date: today,
        time: '20:00',
        guests: 4,
        guestChange: {
          action: 'changed',
          at: '2026-11-25T21:40:00.000Z',
          changes: { guests: { from: 2, to: 4 }, specialRequests: { from: null, to: 'Kinderstuhl' } },
        },
      }),
      aReservation({
        name: 'Storniert Selbst',
        date: today,
        time: '21:00',
        status: 'cancelled',
        guestChange: { action: 'cancelled', at: '2026-11-25T21:45:00.000Z', changes: {} },
      }),
    ]);
    renderAdmin('/de/admin/dashboard?tab=reservations');
    expect(await within(await screen.findByRole('region', { name: '19:00' })).findByText('Antwort überfällig')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '20:00' })).getByText(
        'Vom Gast geändert (25.11., 22:40): Personen 2 → 4, Notiz – → Kinderstuhl',
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '21:00' })).getByText('Vom Gast storniert (25.11., 22:45)')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when the next and previous day are chosen, then the sheet and the address follow; Today comes back', async () => {
    serveReservations([aReservation({ name: 'Morgen Gast', date: addDays(today, 1) })]);
    const app = renderAdmin('/en/admin/dashboard?tab=reservations');
    await screen.findByText('17:00');
    await app.user.click(screen.getByRole('button', { name: /Next day/ }));
    expect(await screen.findByText('Morgen Gast')).toBeTruthy();
    expect(app.currentPath()).toBe(`/en/admin/dashboard?tab=reservations&date=${addDays(today, 1)}`);
    await app.user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.queryByText('Morgen Gast')).toBeNull());
    expect(app.currentPath()).toBe('/en/admin/dashboard?tab=reservations');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2027-01-15' } });
    await waitFor(() => expect(app.currentPath()).toBe('/en/admin/dashboard?tab=reservations&date=2027-01-15'));
    expect(screen.getByRole('heading', { level: 2, name: 'Friday, 15 January 2027' })).toBeTruthy();
    expect(await screen.findByText('No reservations for this day yet.')).toBeTruthy();
  });

  it('when Print is pressed, then the browser prints the day sheet', async () => {
    serveReservations([]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const app = renderAdmin('/en/admin/dashboard?tab=reservations');
    await app.user.click(await screen.findByRole('button', { name: 'Print day sheet' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('when the day sheet cannot be loaded, then an error with Try Again, which loads it', async () => {
    let down = true;
    serveReservations(
      [],
      http.get('/api/admin/reservations/day', ({ request }) =>
        down
          ? apiError(503, 'The booking service is unavailable right now.')
          : HttpResponse.json(daySheet(new URL(request.url).searchParams.get('date')!, [])),
      ),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');
    expect(await screen.findByText('Die Daten konnten nicht geladen werden.', {}, { timeout: 5_000 })).toBeTruthy();
    down = false;
    await app.user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('17:00')).toBeTruthy();
  });
});

describe('reservations tab: confirm, cancel, delete', () => {
  it.each([
    ['de', 'Bestätigen', 'Reservierungsstatus auf „bestätigt“ geändert!'],
    ['en', 'Confirm', 'Reservation status updated to confirmed!'],
  ] as const)(
    'when a pending reservation is confirmed (%s), then the change is sent with the CSRF token and the success message shows',
    async (locale, button, message) => {
      const reservation = aReservation({ name: 'Bruno Weiß', date: today, time: '19:00' });
      const api = serveReservations([reservation]);
      const app = renderAdmin(`/${locale}/admin/dashboard?tab=reservations`);
      const row = (await screen.findByText('Bruno Weiß')).closest('li')!;
      await app.user.click(within(row).getByRole('button', { name: new RegExp(`^${button}`) }));
      await waitFor(() => expect(successToast().textContent).toBe(message));
      const patch = api.statusChanges.filter((call) => call.path === `/api/reservations/${reservation.id}/status`);
      expect(patch.map((call) => [call.body, call.headers['x-csrf-token']])).toEqual([[{ status: 'confirmed' }, csrfToken]]);
      await waitFor(() => expect(within(row).queryByRole('button', { name: new RegExp(`^${button}`) })).toBeNull());
      // The button pressed went with the change: keyboard users are kept in the page, not dropped to its body.
      await waitFor(() => expect(document.activeElement?.id).toBe('admin-main'));
    },
  );

  it('when a reservation is confirmed, then Cancel, Edit and Delete but no Confirm; a cancelled one only Edit and Delete', async () => {
    // Tomorrow's: no party of it can be a no-show yet, whatever the hour the test runs at (docs/decisions.md 156).
    const tomorrow = daysAfter(today, 1);
    serveReservations([
      aReservation({ date: tomorrow, status: 'confirmed' }),
      aReservation({ date: tomorrow, time: '20:00', status: 'cancelled' }),
    ]);
    const app = renderAdmin(`/en/admin/dashboard?tab=reservations&date=${tomorrow}`);
    await openMore(app, 'at 19:00');
    expect(menuItems()).toEqual(['Cancel', 'Edit', 'Delete']);
    await openMore(app, 'at 20:00');
    // One menu open at a time: the first closed as the second opened.
    expect(menuItems()).toEqual(['Edit', 'Delete']);
    expect(screen.queryByRole('button', { name: /^Confirm / })).toBeNull();
  });

  it('when Cancel is pressed, then a dialog asks first (saying the guest is told), and only its confirm cancels', async () => {
    const reservation = aReservation({ name: 'Bruno Weiß', date: today });
    const api = serveReservations([reservation]);
    const app = renderAdmin('/en/admin/dashboard?tab=reservations');
    const more = await openMore(app, 'Bruno Weiß');
    await app.user.click(await screen.findByRole('button', { name: /^Cancel reservation of Bruno Weiß/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    expect(dialog.textContent).toContain('The guest will be told by email.');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep reservation' })));
    await expectNoAxeViolations();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.statusChanges).toEqual([]);
    // Kept: the focus is back on the menu's button, the menu closed.
    expect(document.activeElement).toBe(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');

    await app.user.click(more);
    await app.user.click(screen.getByRole('button', { name: /^Cancel reservation of Bruno Weiß/ }));
    await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(successToast().textContent).toBe('Reservation status updated to cancelled!'));
    expect(api.statusChanges[0]!.path).toBe(`/api/reservations/${reservation.id}/status`);
    expect(api.statusChanges[0]!.body).toEqual({ status: 'cancelled' });
  });

  it('when the server refuses a status move (409), then its message shows and the row is read again', async () => {
    const reservation = aReservation({ name: 'Bruno Weiß', date: today });
    const api = serveReservations(
      [reservation],
      http.patch(`/api/reservations/${reservation.id}/status`, () => {
        reservation.status = 'cancelled';
        return apiError(409, 'Eine Buchung im Status „storniert“ kann nicht „bestätigt“ werden.');
      }),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');
    const dayCalls = () => api.dayReads.length;
    await app.user.click(await screen.findByRole('button', { name: /^Bestätigen/ }));
    const before = dayCalls();
    await waitFor(() =>
      expect(failureToast().textContent).toContain(
        'Reservierung konnte nicht aktualisiert werdenEine Buchung im Status „storniert“ kann nicht „bestätigt“ werden.',
      ),
    );
    await waitFor(() => expect(dayCalls()).toBeGreaterThan(before - 1));
    await waitFor(() => expect(screen.getByText('Storniert')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Bestätigen/ })).toBeNull();
  });

  it.each([
    ['de', /^Löschen/, 'Endgültig löschen', 'Reservierung erfolgreich gelöscht!'],
    ['en', /^Delete/, 'Delete for good', 'Reservation deleted successfully!'],
  ] as const)(
    'when a reservation is deleted (%s), then only after the dialog, with the success message',
    async (locale, button, confirm, message) => {
      const reservation = aReservation({ name: 'Bruno Weiß', date: today });
      const api = serveReservations([reservation]);
      const app = renderAdmin(`/${locale}/admin/dashboard?tab=reservations`);
      await openMore(app);
      await app.user.click(await screen.findByRole('button', { name: button }));
      const dialog = screen.getByRole('alertdialog');
      // Deleting is for mistakes, and the question says so: no mail, no record, cancel instead if the guest called.
      expect(dialog.textContent).toMatch(
        /aus Versehen.*keine E-Mail.*stornieren Sie sie stattdessen|by mistake.*no email.*cancel it instead/,
      );
      await app.user.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(successToast().textContent).toBe(message));
      expect(api.deletions.filter((call) => call.path === `/api/reservations/${reservation.id}`)).toHaveLength(1);
      await waitFor(() => expect(screen.queryByText('Bruno Weiß')).toBeNull());
    },
  );

  it.each([
    ['de', 'Reservierung konnte nicht gelöscht werden'],
    ['en', 'Failed to delete reservation'],
  ] as const)('when deleting fails (%s), then the failure message', async (locale, message) => {
    const reservation = aReservation({ date: today });
    serveReservations(
      [reservation],
      http.delete(`/api/reservations/${reservation.id}`, () => apiError(500, 'oops')),
    );
    const app = renderAdmin(`/${locale}/admin/dashboard?tab=reservations`);
    await openMore(app);
    await app.user.click(await screen.findByRole('button', { name: /^(Löschen|Delete)/ }));
    await app.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: /Endgültig löschen|Delete for good/ }),
    );
    await waitFor(() => expect(failureToast().textContent).toContain(message));
  });
});

describe('reservations tab: editing', () => {
  it('when staff change the party size, then the whole reservation is sent and the success message shows', async () => {
    const reservation = aReservation({ name: 'Bruno Weiß', date: today, time: '19:00', guests: 2 });
    const api = serveReservations([reservation]);
    const app = renderAdmin('/en/admin/dashboard?tab=reservations');
    await openMore(app);
    await app.user.click(await screen.findByRole('button', { name: /^Edit reservation of Bruno Weiß/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit reservation' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Bruno Weiß');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Name')));
    await expectNoAxeViolations();
    const guests = within(dialog).getByLabelText('Guests');
    await app.user.clear(guests);
    await app.user.type(guests, '5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(successToast().textContent).toBe('Reservation updated successfully!'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.edits[0]!.path).toBe(`/api/reservations/${reservation.id}`);
    expect(api.edits[0]!.body).toEqual({
      name: 'Bruno Weiß',
      phone: '+49 30 1234567',
      email: 'anna@example.org',
      date: today,
      time: '19:00',
      guests: 5,
      specialRequests: null,
      locale: 'de',
    });
  });

  it('when the slot is full (409), then the form says so in place and keeps what was typed', async () => {
    const reservation = aReservation({ date: today });
    serveReservations(
      [reservation],
      http.put(`/api/reservations/${reservation.id}`, () =>
        apiError(409, 'Leider haben wir am 27.11.2026 um 19:00 Uhr nur noch Platz für 2 Gäste.'),
      ),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');
    await openMore(app);
    await app.user.click(await screen.findByRole('button', { name: /^Bearbeiten/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reservierung bearbeiten' });
    const guests = within(dialog).getByLabelText('Personen');
    await app.user.clear(guests);
    await app.user.type(guests, '12');
    await app.user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Reservierung konnte nicht aktualisiert werdenLeider haben wir am 27.11.2026 um 19:00 Uhr nur noch Platz für 2 Gäste.',
    );
    expect((guests as HTMLInputElement).value).toBe('12');
  });

  it('when the server names bad fields, then each shows beside its field and the first gets focus', async () => {
    const reservation = aReservation({ date: today });
    serveReservations(
      [reservation],
      http.put(`/api/reservations/${reservation.id}`, () =>
        apiError(400, 'Please check the fields.', { phone: 'Please enter a valid phone number' }),
      ),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=reservations');
    await openMore(app);
    await app.user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const phone = within(dialog).getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter a valid phone number',
    );
    await waitFor(() => expect(document.activeElement).toBe(phone));
  });

  it("when the shared schema finds a field wrong, then nothing is sent and the message is the guest form's", async () => {
    const reservation = aReservation({ date: today });
    const api = serveReservations([reservation]);
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');
    await openMore(app);
    await app.user.click(await screen.findByRole('button', { name: /^Bearbeiten/ }));
    const dialog = screen.getByRole('dialog');
    await app.user.clear(within(dialog).getByLabelText('Name'));
    await app.user.type(within(dialog).getByLabelText('Name'), 'A');
    await app.user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Der Name muss mindestens 2 Zeichen lang sein')).toBeTruthy();
    expect(api.edits).toEqual([]);
  });
});

describe('reservations tab: a booking taken by phone', () => {
  async function openPhoneForm(locale: 'de' | 'en') {
    const app = renderAdmin(`/${locale}/admin/dashboard?tab=reservations`);
    await app.user.click(
      await screen.findByRole('button', { name: locale === 'de' ? 'Telefonische Reservierung' : 'Phone booking' }),
    );
    const dialog = screen.getByRole('dialog');
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    return { app, dialog, field };
  }

  it('when sent empty, then the shared schema names name, phone and time in German, and nothing is sent', async () => {
    const phone = recording(async ({ request }) => HttpResponse.json(await created(request), { status: 201 }));
    serveReservations([], http.post('/api/admin/reservations', phone));
    const { app, dialog } = await openPhoneForm('de');
    await app.user.click(within(dialog).getByRole('button', { name: 'Speichern und bestätigen' }));
    expect(within(dialog).getByText('Name ist erforderlich')).toBeTruthy();
    expect(within(dialog).getByText('Telefonnummer ist erforderlich')).toBeTruthy();
    expect(within(dialog).getByText('Uhrzeit ist erforderlich')).toBeTruthy();
    expect(within(dialog).queryByText('E-Mail ist erforderlich')).toBeNull();
    expect(phone.sent).toEqual([]);
    await expectNoAxeViolations();
  });

  it('when staff tap beside the form, then it stays open with what they typed; Cancel closes it', async () => {
    serveReservations([]);
    const { app, dialog, field } = await openPhoneForm('en');
    await app.user.type(field(/^Name/), 'Herr Brandt');
    await app.user.click(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((field(/^Name/) as HTMLInputElement).value).toBe('Herr Brandt');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when filled without an e-mail, then it is sent once with its key, confirmed, and the day shows it', async () => {
    const reservations: Reservation[] = [];
    const phone = recording(async ({ request }) => {
      const booking = await created(request);
      reservations.push(booking);
      return HttpResponse.json(booking, { status: 201 });
    });
    serveReservations(reservations, http.post('/api/admin/reservations', phone));
    const { app, dialog, field } = await openPhoneForm('en');
    await app.user.type(field(/^Name/), 'Herr Brandt');
    await app.user.type(field(/^Phone/), '030 98765432');
    // Tomorrow: today's slots pass during the day, and the test must hold at any hour.
    fireEvent.change(field(/^Date/), { target: { value: addDays(today, 1) } });
    await app.user.selectOptions(field(/^Time/), '20:00');
    await app.user.clear(field(/^Guests/));
    await app.user.type(field(/^Guests/), '3');
    await app.user.selectOptions(field(/language/), 'de');
    await app.user.type(field(/^Special requests/), 'Stammgast');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save and confirm' }));
    await waitFor(() => expect(successToast().textContent).toBe('Phone booking saved and confirmed!'));
    const [post] = phone.sent;
    expect(post!.body).toEqual({
      name: 'Herr Brandt',
      phone: '030 98765432',
      email: '',
      date: addDays(today, 1),
      time: '20:00',
      guests: 3,
      specialRequests: 'Stammgast',
      locale: 'de',
      // Unticked: the guest was not asked, or said no (docs/decisions.md 163).
      rememberWishes: false,
    });
    expect(post!.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(post!.headers['x-csrf-token']).toBe(csrfToken);
    expect(await screen.findByText('Herr Brandt')).toBeTruthy();
  });

  it('when a time is full for the party, then the list and the form say so with the covers left; saving needs a knowing overbook, which is sent and shown on the day', async () => {
    const reservations: Reservation[] = [];
    const phone = recording(async ({ request }) => {
      const booking = await created(request, { overbookedBy: 'Giulia' });
      reservations.push(booking);
      return HttpResponse.json(booking, { status: 201 });
    });
    const full = http.get('/api/admin/availability', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const guests = Number(query.get('guests'));
      const slot = (time: string, left: number) => ({ time, state: guests > left ? 'full' : left <= 10 ? 'few' : 'open', left });
      return HttpResponse.json({
        date: query.get('date'),
        guests,
        open: true,
        note: null,
        events: [],
        slots: [slot('19:30', 40), slot('20:00', 2), { time: '20:30', state: 'closed', left: 0 }],
        nextOpen: [],
      });
    });
    serveReservations(reservations, full, http.post('/api/admin/reservations', phone));
    const { app, dialog, field } = await openPhoneForm('en');
    await app.user.type(field(/^Name/), 'Herr Stammgast');
    await app.user.type(field(/^Phone/), '030 98765432');
    fireEvent.change(field(/^Date/), { target: { value: addDays(today, 1) } });
    await app.user.clear(field(/^Guests/));
    await app.user.type(field(/^Guests/), '3');
    const time = field(/^Time/) as HTMLSelectElement;
    const labelled = () =>
      [...time.options]
        .filter((option) => ['19:30', '20:00', '20:30'].includes(option.value))
        .map((option) => [option.textContent, option.disabled]);
    await waitFor(() =>
      expect(labelled()).toEqual([
        ['19:30 – 40 free', false],
        ['20:00 – full (2 free)', false],
        ['20:30 – not bookable', true],
      ]),
    );
    await app.user.selectOptions(time, '20:00');
    expect(within(dialog).getByText('At 20:00 there is no room for 3 guests: 2 seats free.')).toBeTruthy();

    await app.user.click(within(dialog).getByRole('button', { name: 'Save and confirm' }));
    expect(within(dialog).getByText('This time is full. Choose another, or knowingly overbook.')).toBeTruthy();
    expect(phone.sent).toEqual([]);

    await app.user.click(within(dialog).getByRole('checkbox', { name: /^Book anyway: I am knowingly overbooking/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save and confirm' }));
    await waitFor(() => expect(phone.sent).toHaveLength(1));
    expect(phone.sent[0]!.body).toMatchObject({ time: '20:00', guests: 3, overbook: true });
    expect(await screen.findByText('Overbooked by Giulia')).toBeTruthy();
  });

  it('when the time chosen has room, then no overbooking is offered and none is sent', async () => {
    const phone = recording(async ({ request }) => HttpResponse.json(await created(request), { status: 201 }));
    serveReservations([], http.post('/api/admin/reservations', phone));
    const { app, dialog, field } = await openPhoneForm('de');
    await app.user.type(field(/^Name/), 'Frau Platz');
    await app.user.type(field(/^Telefon/), '030 98765432');
    fireEvent.change(field(/^Datum/), { target: { value: addDays(today, 1) } });
    await waitFor(() => expect((field(/^Uhrzeit/) as HTMLSelectElement).options[1]!.textContent).toBe('17:00 – 40 frei'));
    await app.user.selectOptions(field(/^Uhrzeit/), '19:00');
    expect(within(dialog).queryByRole('checkbox', { name: /^Trotzdem eintragen/ })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Speichern und bestätigen' }));
    await waitFor(() => expect(phone.sent).toHaveLength(1));
    expect(phone.sent[0]!.body).not.toHaveProperty('overbook');
  });

  it('when the guest says yes on the phone, then the box staff tick sends their consent to remember the wishes (docs/decisions.md 163)', async () => {
    const phone = recording(async ({ request }) => HttpResponse.json(await created(request), { status: 201 }));
    serveReservations([], http.post('/api/admin/reservations', phone));
    const { app, dialog, field } = await openPhoneForm('de');
    const box = within(dialog).getByRole('checkbox', {
      name: /^Der Gast ist einverstanden, dass wir seine Wünsche und Allergien für künftige Besuche merken/,
    }) as HTMLInputElement;
    // Unticked until the guest says yes.
    expect(box.checked).toBe(false);
    await app.user.type(field(/^Name/), 'Frau Nuss');
    await app.user.type(field(/^Telefon/), '030 98765432');
    fireEvent.change(field(/^Datum/), { target: { value: addDays(today, 1) } });
    await app.user.selectOptions(field(/^Uhrzeit/), '19:00');
    await app.user.type(field(/^Besondere Wünsche/), 'Nussallergie');
    await app.user.click(box);
    await app.user.click(within(dialog).getByRole('button', { name: 'Speichern und bestätigen' }));
    await waitFor(() => expect(phone.sent).toHaveLength(1));
    expect(phone.sent[0]!.body).toMatchObject({ specialRequests: 'Nussallergie', rememberWishes: true });
    await expectNoAxeViolations();
  });

  it('when staff correct a reservation, then no consent is asked or sent: the profile keeps what the guest agreed', async () => {
    const reservation = aReservation({ name: 'Frau Nuss', date: today, time: '19:00', specialRequests: 'Nussallergie' });
    const api = serveReservations([reservation]);
    const app = renderAdmin('/en/admin/dashboard?tab=reservations');
    await openMore(app, 'Frau Nuss');
    await app.user.click(screen.getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit reservation' });
    expect(within(dialog).queryByRole('checkbox', { name: /wishes and allergies/ })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.edits).toHaveLength(1));
    expect(api.edits[0]!.body).not.toHaveProperty('rememberWishes');
  });

  it('when the overview sends staff here for a phone booking (?new=phone), then its form is open; closing it tidies the address', async () => {
    serveReservations([]);
    const app = renderAdmin('/en/admin/dashboard?tab=reservations&new=phone');
    const dialog = await screen.findByRole('dialog', { name: 'Phone booking' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.currentPath()).toBe('/en/admin/dashboard?tab=reservations'));
  });

  it('when a booking for another day is saved, then the day sheet shows that day with it', async () => {
    const reservations: Reservation[] = [];
    serveReservations(
      reservations,
      http.post('/api/admin/reservations', async ({ request }) => {
        const booking = await created(request);
        reservations.push(booking);
        return HttpResponse.json(booking, { status: 201 });
      }),
    );
    const { app, dialog, field } = await openPhoneForm('en');
    await app.user.type(field(/^Name/), 'Frau Später');
    await app.user.type(field(/^Phone/), '030 98765432');
    fireEvent.change(field(/^Date/), { target: { value: addDays(today, 3) } });
    await app.user.selectOptions(field(/^Time/), '18:00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save and confirm' }));
    expect(await screen.findByText('Frau Später')).toBeTruthy();
    expect(app.currentPath()).toBe(`/en/admin/dashboard?tab=reservations&date=${addDays(today, 3)}`);
  });

  it('when an e-mail is given, then the message says the guest gets the confirmation', async () => {
    serveReservations(
      [],
      http.post('/api/admin/reservations', async ({ request }) => HttpResponse.json(await created(request), { status: 201 })),
    );
    const { app, dialog, field } = await openPhoneForm('de');
    await app.user.type(field(/^Name/), 'Frau Kühn');
    await app.user.type(field(/^Telefon/), '030 98765432');
    await app.user.type(field(/^E-Mail/), 'kuehn@example.org');
    fireEvent.change(field(/^Datum/), { target: { value: addDays(today, 1) } });
    await app.user.selectOptions(field(/^Uhrzeit/), '21:30');
    await app.user.click(within(dialog).getByRole('button', { name: 'Speichern und bestätigen' }));
    await waitFor(() =>
      expect(successToast().textContent).toBe(
        'Telefonische Reservierung gespeichert und bestätigt! Der Gast erhält eine Bestätigung per E-Mail.',
      ),
    );
  });

  it('when the server cannot be reached, then the form says so, keeps every value, and a second try sends the same key', async () => {
    // The first try never reaches the server; the second does.
    const phone = recording(async ({ request, calls }) =>
      calls === 1 ? HttpResponse.error() : HttpResponse.json(await created(request, { email: null }), { status: 201 }),
    );
    serveReservations([], http.post('/api/admin/reservations', phone));
    const { app, dialog, field } = await openPhoneForm('en');
    await app.user.type(field(/^Name/), 'Herr Brandt');
    await app.user.type(field(/^Phone/), '030 98765432');
    // Tomorrow: today's slots pass during the day, and the test must hold at any hour.
    fireEvent.change(field(/^Date/), { target: { value: addDays(today, 1) } });
    await app.user.selectOptions(field(/^Time/), '20:00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save and confirm' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to save reservationThe server cannot be reached right now. Please try again in a moment. What you entered is kept.',
    );
    expect((field(/^Name/) as HTMLInputElement).value).toBe('Herr Brandt');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save and confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const keys = phone.sent.map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("when the gateway says the booking service is down (503), then the staff language says so, not the gateway's English", async () => {
    serveReservations(
      [],
      http.post('/api/admin/reservations', () =>
        apiError(503, 'The booking service is unavailable right now. Please try again in a moment.'),
      ),
    );
    const { app, dialog, field } = await openPhoneForm('de');
    await app.user.type(field(/^Name/), 'Herr Brandt');
    await app.user.type(field(/^Telefon/), '030 98765432');
    fireEvent.change(field(/^Datum/), { target: { value: addDays(today, 1) } });
    await app.user.selectOptions(field(/^Uhrzeit/), '20:00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Speichern und bestätigen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Reservierung konnte nicht gespeichert werdenDieser Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
    );
  });
});

describe('reservations tab: who waits (docs/decisions.md 132)', () => {
  const place = (overrides: Partial<StaffWaitlistEntry>): StaffWaitlistEntry => ({
    id: crypto.randomUUID(),
    date: addDays(today, 2),
    time: '19:00',
    guests: 2,
    name: 'Erna Erst',
    email: 'erna@example.org',
    phone: '+49 30 1234567',
    specialRequests: null,
    status: 'waiting',
    position: 1,
    offerExpiresAt: null,
    event: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  });

  it("when opened, then tables and events apart, each slot's guests in line with an open offer's deadline; Remove asks, sends, and says no mail goes", async () => {
    const entries = [
      place({ status: 'offered', offerExpiresAt: `${addDays(today, 1)}T17:30:00.000Z` }),
      place({ name: 'Dora Dann', guests: 4, position: 2 }),
      place({
        name: 'Franz Fest',
        date: addDays(today, 9),
        time: '19:30',
        event: { id: crypto.randomUUID(), titleDe: 'Trüffelabend', titleEn: 'Truffle night' },
      }),
    ];
    const dora = entries[1]!.id;
    const removals = recording(({ request }) => {
      const id = new URL(request.url).pathname.split('/').at(-1);
      entries.splice(
        entries.findIndex((entry) => entry.id === id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    });
    serveReservations(
      [],
      http.get('/api/admin/waitlist', () => HttpResponse.json({ entries })),
      http.delete('/api/admin/waitlist/:id', removals),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=reservations&view=waitlist');
    const tables = await screen.findByRole('region', { name: 'Tables (2)' });
    expect(screen.getByRole('button', { name: 'Waitlist', pressed: true })).toBeTruthy();
    const rows = within(tables).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.admin-booking-name')!.textContent)).toEqual([
      '1.Erna Erst2 guestsOffer until 18:30',
      '2.Dora Dann4 guestsWaiting',
    ]);
    const events = screen.getByRole('region', { name: 'Events (1)' });
    expect(within(events).getByRole('heading', { level: 3 }).textContent).toMatch(/· Truffle night$/);
    await expectNoAxeViolations();

    await app.user.click(within(rows[1]!).getByRole('button', { name: /^Remove Dora Dann/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Take off the waitlist?' });
    expect(dialog.textContent).toContain('the guest gets no email');
    await app.user.click(within(dialog).getByRole('button', { name: 'Take off the waitlist' }));
    await waitFor(() => expect(successToast().textContent).toBe('Dora Dann is no longer on the waitlist.'));
    expect(removals.sent.map((call) => call.path)).toEqual([`/api/admin/waitlist/${dora}`]);
    expect(await screen.findByRole('region', { name: 'Tables (1)' })).toBeTruthy();
  });

  it('when nobody waits, then it says so and how a waitlist fills', async () => {
    serveReservations(
      [],
      http.get('/api/admin/waitlist', () => HttpResponse.json({ entries: [] })),
    );
    renderAdmin('/de/admin/dashboard?tab=reservations&view=waitlist');
    expect(await screen.findByText('Niemand steht auf der Warteliste.')).toBeTruthy();
  });
});

describe('reservations tab: the list', () => {
  const many = Array.from({ length: 23 }, (_, index) =>
    aReservation({ name: `Gast ${String(index + 1).padStart(2, '0')}`, date: addDays(today, index % 5) }),
  );

  it('when opened, then ten a page with the total, and the next page on request', async () => {
    const api = serveReservations([...many]);
    const app = renderAdmin('/de/admin/dashboard?tab=reservations&view=list');
    const table = await screen.findByRole('table', { name: 'Reservierungen' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 von 23')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByText('11–20 von 23')).toBeTruthy());
    expect(within(table).getByText('Gast 11')).toBeTruthy();
    expect(app.currentPath()).toBe('/de/admin/dashboard?tab=reservations&view=list&page=2');
    const last = api.listReads.at(-1)!;
    expect(last.query).toEqual({ sort: 'newest', page: '2', pageSize: '10' });
    await expectNoAxeViolations();
  });

  it('when filters are set, then they go to the service and into the address, and back to page one', async () => {
    const api = serveReservations([...many]);
    const app = renderAdmin('/en/admin/dashboard?tab=reservations&view=list&page=2');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-31' } });
    await app.user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await app.user.selectOptions(screen.getByLabelText('Sort by'), 'date_asc');
    await app.user.type(screen.getByLabelText('Search'), 'schmidt');
    await waitFor(() =>
      expect(app.currentPath()).toBe(
        '/en/admin/dashboard?tab=reservations&view=list&from=2026-12-01&to=2026-12-31&status=pending&sort=date_asc&q=schmidt',
      ),
    );
    await waitFor(() =>
      expect(api.listReads.at(-1)!.query).toEqual({
        from: '2026-12-01',
        to: '2026-12-31',
        status: 'pending',
        q: 'schmidt',
        sort: 'date_asc',
        page: '1',
        pageSize: '10',
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.currentPath()).toBe('/en/admin/dashboard?tab=reservations&view=list'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('when the address names a page past the end, then the last page there is', async () => {
    serveReservations([...many]);
    const app = renderAdmin('/de/admin/dashboard?tab=reservations&view=list&page=7');
    expect(await screen.findByText('21–23 von 23')).toBeTruthy();
    expect(app.currentPath()).toBe('/de/admin/dashboard?tab=reservations&view=list&page=3');
  });

  it('when nothing matches, then the empty state', async () => {
    serveReservations([]);
    renderAdmin('/en/admin/dashboard?tab=reservations&view=list');
    expect(await screen.findByText('No reservations found.')).toBeTruthy();
  });

  it('when Export CSV is pressed, then the filtered list is fetched as CSV in the staff language and saved under its name', async () => {
    const csv = recording(
      () =>
        new HttpResponse('\uFEFF"Datum";"Uhrzeit"\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="reservierungen-2026-11-23.csv"',
          },
        }),
    );
    serveReservations([...many], http.get('/api/admin/reservations/export', csv));
    const created: Blob[] = [];
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:csv'), revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const app = renderAdmin('/de/admin/dashboard?tab=reservations&view=list&status=confirmed');
    await screen.findByText('Keine Reservierungen gefunden.');
    await app.user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(saved).toEqual(['reservierungen-2026-11-23.csv blob:csv']));
    expect(csv.sent[0]!.query).toEqual({
      locale: 'de',
      status: 'confirmed',
      sort: 'newest',
    });
    // The byte-order mark arrives as sent (Blob.text() would strip it when decoding).
    expect([...new Uint8Array(await created[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
