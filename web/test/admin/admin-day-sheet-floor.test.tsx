import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reservationStatuses, type Floor, type Reservation, type ReservationDay } from '@ristorante/contracts';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard } from './support/admin-api';
import { aReservation, daySheet } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

/**
 * The day sheet and the list on the floor (docs/decisions.md 159): a dense row per booking with its tables, what a
 * slot still seats, the floor's status moves in their order, late parties and new requests marked.
 */

/** Friday 4 December 2026, 19:40 in Berlin: the 19:00 parties are 40 minutes in, the 19:30 ones 10. */
const friday = '2026-12-04';
const now = new Date('2026-12-04T18:40:00.000Z');

const floor: Floor = {
  version: 1,
  areas: [{ id: '44444444-4444-4444-8444-444444444444', name: 'Gastraum', closures: [] }],
  tables: [],
  combinations: [],
  lateAfterMinutes: 15,
  pacingCoversPerSlot: null,
  tablesShownToGuests: false,
};

const table = (name: string, n: number) => ({ id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`, name });

/** A booking service holding `reservations`: the day sheet (`shape` may change it), the list and status moves. */
function serveFloor(reservations: Reservation[], shape: (day: ReservationDay) => ReservationDay = (day) => day) {
  const moves = recording(async ({ request }) => {
    const id = new URL(request.url).pathname.split('/')[3];
    const reservation = reservations.find((each) => each.id === id)!;
    Object.assign(reservation, await request.json());
    return HttpResponse.json(reservation);
  });
  const list = recording(({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    const found = reservations.filter((reservation) => !status || reservation.status === status);
    return HttpResponse.json(found, { headers: { 'x-total-count': String(found.length) } });
  });
  const dayReads = recording(({ request }) =>
    HttpResponse.json(shape(daySheet(new URL(request.url).searchParams.get('date')!, reservations))),
  );
  serveDashboard(
    http.get('/api/admin/floor', () => HttpResponse.json(floor)),
    http.get('/api/admin/reservations/day', dayReads),
    http.get('/api/reservations', list),
    http.patch('/api/reservations/:id/status', moves),
  );
  return { moves: moves.sent, listReads: list.sent, dayReads: dayReads.sent };
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: '.admin-booking-name' })).closest('li')!;
/** A row's actions by their visible words: the row's own buttons, then its 'More' menu's. */
async function actionsOf(app: ReturnType<typeof renderAdmin>, row: HTMLElement) {
  const words = (buttons: Iterable<Element>) => [...buttons].map((button) => button.childNodes[0]!.textContent);
  const inRow = words(row.querySelectorAll('.admin-actions > button'));
  const toggle = within(row).getByRole('button', { name: /^(Weitere Aktionen|More actions) / });
  await app.user.click(toggle);
  const inMenu = words(row.querySelectorAll('.admin-more-menu button'));
  await app.user.keyboard('{Escape}');
  return { inRow, inMenu };
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, now }));
afterEach(() => vi.useRealTimers());

describe('the day sheet on the floor', () => {
  it('when opened, then one row per booking: time, name, phone, party, its tables, status and notes; print keeps the tables', async () => {
    serveFloor([
      aReservation({
        name: 'Hannah Müller-Lüdenscheidt',
        phone: '+49 170 12345678',
        date: friday,
        time: '20:00',
        guests: 6,
        status: 'confirmed',
        tables: [table('T4', 4), table('T5', 5)],
        specialRequests: 'Geburtstag – bitte eine Kerze zum Dessert',
      }),
      aReservation({ name: 'Ohne Tisch', date: friday, time: '20:00', guests: 2, tables: [] }),
    ]);
    renderAdmin('/de/admin/dashboard?tab=reservations');
    const row = await rowOf('Hannah Müller-Lüdenscheidt');
    const cell = (selector: string) => row.querySelector(selector)!.textContent;
    expect(cell('.admin-booking-time')).toBe('20:00');
    expect(cell('.admin-booking-phone')).toBe('+49 170 12345678');
    expect(cell('.admin-booking-guests-long')).toBe('6 Personen');
    expect(cell('.admin-booking-tables')).toBe('Tisch T4 + T5');
    expect(cell('.admin-booking-status')).toBe('Bestätigt');
    expect(row.textContent).toContain('Wünsche: Geburtstag – bitte eine Kerze zum Dessert');
    expect((await rowOf('Ohne Tisch')).querySelector('.admin-booking-tables')!.textContent).toBe('–kein Tisch');
    // On paper: the heads name the tables' column, a box to tick comes in place of the buttons, and the tables'
    // cell is nothing the printout hides.
    const heads = document.querySelector('.admin-day-columns')!;
    expect(heads.textContent).toContain('Tisch');
    expect(heads.querySelector('.admin-print-only')!.textContent).toBe('Da');
    expect(row.querySelector('.admin-print-only.admin-booking-tick')).not.toBeNull();
    expect(row.querySelector('.admin-booking-tables')!.closest('.admin-no-print, .admin-actions')).toBeNull();
    await expectNoAxeViolations();
  });

  it.each([
    ['de', 'Tisch frei bis 6 Personen', 'Kein Tisch frei', '17:00: Tisch bis 4 Personen', '17:30: kein Tisch frei'],
    ['en', 'Tables free for up to 6', 'No table free', '17:00: a table for up to 4', '17:30: no table free'],
  ] as const)(
    'when the sheet says the largest party a table seats (%s), then each slot says that, not covers',
    async (locale, free, none, freeLater, noneLater) => {
      const largest: Record<string, number> = { '17:00': 4, '17:30': 0, '19:00': 6, '20:00': 0 };
      serveFloor(
        [
          aReservation({ name: 'Anna Schmidt', date: friday, time: '19:00', status: 'seated' }),
          aReservation({ name: 'Bruno Weiß', date: friday, time: '20:00', status: 'confirmed' }),
        ],
        (day) => ({ ...day, slots: day.slots.map((slot) => ({ ...slot, largestParty: largest[slot.time] ?? 2 })) }),
      );
      renderAdmin(`/${locale}/admin/dashboard?tab=reservations`);
      const at19 = await screen.findByRole('region', { name: '19:00' });
      expect(at19.querySelector('.admin-slot-covers')!.textContent).toBe(free);
      expect(screen.getByRole('region', { name: '20:00' }).querySelector('.admin-slot-covers')!.textContent).toBe(none);
      expect(screen.queryByText(/von 40 Plätzen|of 40 covers/)).toBeNull();
      const freeSlots = [...document.querySelectorAll('.admin-free-slots li')].map((item) => item.textContent);
      expect(freeSlots.slice(0, 2)).toEqual([freeLater, noneLater]);
    },
  );

  it('when a confirmed booking is on another day, then it cannot be seated yet: the server takes only today’s', async () => {
    serveFloor([aReservation({ name: 'Nächste Woche', date: '2026-12-11', time: '19:00', status: 'confirmed' })]);
    const app = renderAdmin('/de/admin/dashboard?tab=reservations&date=2026-12-11');
    expect(await actionsOf(app, await rowOf('Nächste Woche'))).toEqual({
      inRow: [],
      inMenu: ['Stornieren', 'Bearbeiten', 'Löschen'],
    });
  });

  it("when a slot's largest party is not given, then it says the covers at table against the room", async () => {
    serveFloor([aReservation({ name: 'Anna Schmidt', date: friday, time: '19:00', guests: 4, status: 'confirmed' })]);
    renderAdmin('/de/admin/dashboard?tab=reservations');
    const at19 = await screen.findByRole('region', { name: '19:00' });
    expect(at19.querySelector('.admin-slot-covers')!.textContent).toBe('4 von 40 Plätzen');
  });

  it('when each status is shown, then its moves come in their order: no finish before seat, no no-show before its time', async () => {
    serveFloor([
      aReservation({ name: 'Anfrage', date: friday, time: '20:00', status: 'pending' }),
      aReservation({ name: 'Später', date: friday, time: '20:00', status: 'confirmed' }),
      aReservation({ name: 'Gerade', date: friday, time: '19:30', status: 'confirmed' }),
      aReservation({ name: 'Zu spät', date: friday, time: '19:00', status: 'confirmed' }),
      aReservation({ name: 'Am Tisch', date: friday, time: '18:30', status: 'seated' }),
      aReservation({ name: 'Gegangen', date: friday, time: '17:00', status: 'finished' }),
      aReservation({ name: 'Nie gekommen', date: friday, time: '17:30', status: 'no_show' }),
      aReservation({ name: 'Abgesagt', date: friday, time: '18:00', status: 'cancelled' }),
    ]);
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');
    const expected: Record<string, { inRow: string[]; inMenu: string[] }> = {
      Anfrage: { inRow: ['Bestätigen'], inMenu: ['Stornieren', 'Bearbeiten', 'Löschen'] },
      // Its time has not come: seat it, or cancel; no no-show yet.
      Später: { inRow: ['Platzieren'], inMenu: ['Stornieren', 'Bearbeiten', 'Löschen'] },
      // Ten minutes in, not yet late: a no-show may be marked, from the menu.
      Gerade: { inRow: ['Platzieren'], inMenu: ['Nicht erschienen', 'Stornieren', 'Bearbeiten', 'Löschen'] },
      // Forty minutes in: late, and the no-show is in the row.
      'Zu spät': { inRow: ['Platzieren', 'Nicht erschienen'], inMenu: ['Stornieren', 'Bearbeiten', 'Löschen'] },
      'Am Tisch': { inRow: ['Beenden'], inMenu: ['Bearbeiten', 'Löschen'] },
      Gegangen: { inRow: [], inMenu: ['Bearbeiten', 'Löschen'] },
      'Nie gekommen': { inRow: ['Platzieren'], inMenu: ['Bearbeiten', 'Löschen'] },
      Abgesagt: { inRow: [], inMenu: ['Bearbeiten', 'Löschen'] },
    };
    for (const [name, actions] of Object.entries(expected)) {
      expect({ name, ...(await actionsOf(app, await rowOf(name))) }).toEqual({ name, ...actions });
    }
    // The late party's no-show is the emphasised button.
    const late = await rowOf('Zu spät');
    expect(within(late).getByRole('button', { name: /^Nicht erschienen/ }).className).toContain('button-primary');
    expect(within(late).getByRole('button', { name: /^Platzieren/ }).className).toContain('button-secondary');
  });

  it('when Seat, Finish and No-show are pressed, then each sends its status, and finishing says the table is free', async () => {
    const coming = aReservation({ name: 'Carla Neri', date: friday, time: '20:00', status: 'confirmed' });
    const eating = aReservation({
      name: 'Bruno Weiß',
      date: friday,
      time: '18:30',
      status: 'seated',
      tables: [table('T7', 7)],
    });
    const missing = aReservation({ name: 'Dora Fehlt', date: friday, time: '19:00', status: 'confirmed' });
    const api = serveFloor([coming, eating, missing]);
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');

    await app.user.click(within(await rowOf('Carla Neri')).getByRole('button', { name: /^Platzieren/ }));
    await waitFor(() => expect(api.moves).toHaveLength(1));
    expect(api.moves[0]).toMatchObject({ path: `/api/reservations/${coming.id}/status`, body: { status: 'seated' } });
    // Seated now: the row offers Finish in Seat's place.
    expect(await within(await rowOf('Carla Neri')).findByRole('button', { name: /^Beenden/ })).toBeTruthy();

    await app.user.click(within(await rowOf('Bruno Weiß')).getByRole('button', { name: /^Beenden/ }));
    await waitFor(() => expect(api.moves).toHaveLength(2));
    expect(api.moves[1]).toMatchObject({ path: `/api/reservations/${eating.id}/status`, body: { status: 'finished' } });
    expect(await screen.findByText('Bruno Weiß ist gegangen: T7 ist wieder frei.')).toBeTruthy();

    await app.user.click(within(await rowOf('Dora Fehlt')).getByRole('button', { name: /^Nicht erschienen/ }));
    await waitFor(() => expect(api.moves).toHaveLength(3));
    expect(api.moves[2]).toMatchObject({ path: `/api/reservations/${missing.id}/status`, body: { status: 'no_show' } });
  });

  it('when the server refuses a move (409), then its sentence is shown', async () => {
    const missing = aReservation({ name: 'Dora Fehlt', date: friday, time: '19:00', status: 'confirmed' });
    serveDashboard(
      http.get('/api/admin/floor', () => HttpResponse.json(floor)),
      http.get('/api/admin/reservations/day', () => HttpResponse.json(daySheet(friday, [missing]))),
      http.patch('/api/reservations/:id/status', () => apiError(409, 'Die Reservierung von Dora Fehlt wurde schon platziert.')),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=reservations');
    await app.user.click(within(await rowOf('Dora Fehlt')).getByRole('button', { name: /^Nicht erschienen/ }));
    const alert = within(screen.getByRole('region', { name: 'Meldungen' })).getByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Die Reservierung von Dora Fehlt wurde schon platziert.'));
  });

  it('when a party is late, then its row says so in words beside its status; a party on time does not', async () => {
    serveFloor([
      aReservation({ name: 'Zu spät', date: friday, time: '19:00', status: 'confirmed' }),
      aReservation({ name: 'Gerade', date: friday, time: '19:30', status: 'confirmed' }),
      aReservation({ name: 'Schon da', date: friday, time: '19:00', status: 'seated' }),
    ]);
    renderAdmin('/de/admin/dashboard?tab=reservations');
    const late = await rowOf('Zu spät');
    expect(late.querySelector('.admin-booking-status')!.textContent).toBe('BestätigtVerspätet (40 Min.)');
    expect(late.className).toContain('admin-booking-late');
    for (const name of ['Gerade', 'Schon da']) {
      const row = await rowOf(name);
      expect(row.textContent).not.toContain('Verspätet');
      expect(row.className).not.toContain('admin-booking-late');
    }
    await expectNoAxeViolations();
  });

  it('when a new request arrives by polling, then it is marked new and highlighted; what was there is not', async () => {
    const reservations = [aReservation({ name: 'Schon Da', date: friday, time: '20:00' })];
    const api = serveFloor(reservations);
    renderAdmin('/de/admin/dashboard?tab=reservations');
    const first = await rowOf('Schon Da');
    expect(first.className).not.toContain('admin-booking-new');
    reservations.push(aReservation({ name: 'Neu Angefragt', date: friday, time: '20:30' }));
    const reads = api.dayReads.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_500);
    });
    await waitFor(() => expect(api.dayReads.length).toBeGreaterThan(reads));
    const fresh = await rowOf('Neu Angefragt');
    expect(fresh.className).toContain('admin-booking-new');
    expect(within(fresh).getByText('Neu')).toBeTruthy();
    expect((await rowOf('Schon Da')).className).not.toContain('admin-booking-new');
    // Two minutes on (and the sheet's half-minute clock past them), it is no longer new; the highlight faded long before.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(151_000);
    });
    await waitFor(async () => expect((await rowOf('Neu Angefragt')).className).not.toContain('admin-booking-new'));
  });
});

describe('the list on the floor', () => {
  it('when a status of the floor is chosen, then the six are offered and the list asks for it', async () => {
    const api = serveFloor([
      aReservation({ name: 'Am Tisch', date: friday, time: '19:00', status: 'seated', tables: [table('T2', 2)] }),
      aReservation({ name: 'Bestätigte', date: friday, time: '20:00', status: 'confirmed' }),
    ]);
    const app = renderAdmin('/de/admin/dashboard?tab=reservations&view=list');
    await screen.findByText('Bestätigte');
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((option) => option.value)).toEqual(['', ...reservationStatuses]);
    expect([...status.options].map((option) => option.textContent)).toEqual([
      'Alle',
      'Ausstehend',
      'Bestätigt',
      'Am Tisch',
      'Beendet',
      'Nicht erschienen',
      'Storniert',
    ]);
    await app.user.selectOptions(status, 'seated');
    await waitFor(() => expect(app.currentPath()).toContain('status=seated'));
    await waitFor(() => expect(screen.queryByText('Bestätigte')).toBeNull());
    expect(api.listReads.at(-1)!.query.status).toBe('seated');
    const row = screen.getByText('Am Tisch', { selector: 'th' }).closest('tr')!;
    expect(row.textContent).toContain('Tisch T2');
  });

  it('when a party is late or came without a booking, then the list says so in words', async () => {
    serveFloor([
      aReservation({ name: 'Zu spät', date: friday, time: '19:00', status: 'confirmed' }),
      aReservation({ name: 'Laufkundschaft', date: friday, time: '19:30', status: 'seated', source: 'walk_in' }),
    ]);
    renderAdmin('/en/admin/dashboard?tab=reservations&view=list');
    const late = (await screen.findByText('Zu spät', { selector: 'th' })).closest('tr')!;
    expect(await within(late).findByText('Late (40 min)')).toBeTruthy();
    expect(late.className).toContain('admin-row-late');
    const walkIn = screen.getByText('Laufkundschaft', { selector: 'th' }).closest('tr')!;
    expect(within(walkIn).getByText('Walk-in')).toBeTruthy();
    expect(walkIn.className).not.toContain('admin-row-late');
  });
});
