import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Floor, Reservation } from '@ristorante/contracts';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard } from './support/admin-api';
import { aReservation, daySheet } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

/** Friday 27 November 2026, 20:10 in Berlin: the evening under way. */
const now = new Date('2026-11-27T19:10:00Z');
const today = '2026-11-27';
const path = '/de/admin/dashboard?tab=reservations&view=timeline';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const room = { id: id(901), name: 'Gastraum', closures: [] };
const terrace = { id: id(902), name: 'Terrasse', closures: [{ from: '2026-11-01', to: '2027-03-31' }] };
const table = (n: number, name: string, areaId: string, maxGuests: number) => ({
  id: id(910 + n),
  name,
  areaId,
  minGuests: 1,
  maxGuests,
  bookableOnline: true,
});
const t3 = table(3, 'T3', room.id, 4);
const t5 = table(5, 'T5', room.id, 4);
const t7 = table(7, 'T7', room.id, 6);
const t8 = table(8, 'T8', room.id, 6);
const a1 = table(21, 'A1', terrace.id, 4);
const floor: Floor = {
  version: 1,
  areas: [room, terrace],
  tables: [t3, t5, t7, t8, a1],
  combinations: [{ id: id(950), name: 'T7+T8', tableIds: [t7.id, t8.id], minGuests: 6, maxGuests: 12 }],
  lateAfterMinutes: 15,
  pacingCoversPerSlot: null,
  tablesShownToGuests: false,
};
const at = (...tables: Array<{ id: string; name: string }>) => tables.map(({ id: tableId, name }) => ({ id: tableId, name }));

/** The booking service for one evening: the day, the floor, and every change the timeline sends, `changes` first. */
function serveEvening(reservations: Reservation[], ...changes: HttpHandler[]) {
  const day = recording(() => HttpResponse.json(daySheet(today, reservations)));
  const change = async ({ request }: { request: Request }) => {
    const reservation = reservations.find((each) => request.url.includes(each.id))!;
    const body = (await request.json()) as { status?: string; tableIds?: string[]; time?: string };
    const tables = body.tableIds && floor.tables.filter((each) => body.tableIds!.includes(each.id));
    Object.assign(reservation, body.status ? { status: body.status } : {}, body.time ? { time: body.time } : {});
    if (tables) reservation.tables = at(...tables);
    reservation.updated_at = new Date().toISOString();
    return HttpResponse.json(reservation);
  };
  const statuses = recording(change);
  const moves = recording(change);
  const walkIns = recording(async ({ request }) => {
    const body = (await request.json()) as { guests: number; name?: string; tableIds: string[] };
    const seated = aReservation({
      date: today,
      time: '20:00',
      guests: body.guests,
      name: body.name ?? '',
      status: 'seated',
      source: 'walk_in',
      tables: floor.tables
        .filter((each) => body.tableIds.includes(each.id))
        .map(({ id: tableId, name }) => ({ id: tableId, name })),
    });
    reservations.push(seated);
    return HttpResponse.json(seated, { status: 201 });
  });
  serveDashboard(
    ...changes,
    http.get('/api/admin/floor', () => HttpResponse.json(floor)),
    http.get('/api/admin/reservations/day', day),
    http.patch('/api/reservations/:id/status', statuses),
    http.patch('/api/reservations/:id/tables', moves),
    http.post('/api/admin/walk-ins', walkIns),
  );
  return { dayReads: day.sent, statuses: statuses.sent, moves: moves.sent, walkIns: walkIns.sent };
}

/** The timeline once its chunk, the day and the floor are in: a busy two-core machine may take a while for the first. */
const opened = (name: string) => screen.findByRole('group', { name: new RegExp(`^${name}( |$)`) }, { timeout: 20_000 });
const rowOf = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}( |$)`) });
const barIn = (row: HTMLElement, name: string) => within(row).getByRole('button', { name: new RegExp(name) });
const panel = (name: string) => screen.findByRole('region', { name });
/** Where a time stands on the axis, in per cent (17:00 to 24:00 here: the last seating, 21:30, ends 23:30). */
const share = (time: string) => ((Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - 17 * 60) / (7 * 60)) * 100;
const leftOf = (bar: HTMLElement) => parseFloat(bar.style.left);
const widthOf = (bar: HTMLElement) => parseFloat(bar.style.width.replace('calc(', ''));

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reservations tab: the timeline', () => {
  it('when opened, then each booking is a bar on each of its tables from its time for the seating, finished ones until they left, and axe finds nothing', async () => {
    serveEvening([
      aReservation({ name: 'Anna Schmidt', date: today, time: '19:00', status: 'seated', tables: at(t3) }),
      aReservation({
        name: 'Firma Krüger',
        date: today,
        time: '21:30',
        guests: 10,
        status: 'confirmed',
        tables: at(t7, t8),
      }),
      aReservation({
        name: 'Bruno Weiß',
        date: today,
        time: '17:00',
        status: 'finished',
        tables: at(t5),
        finishedAt: '2026-11-27T17:45:00.000Z',
      }),
      aReservation({ name: 'Nina Werner', date: today, time: '20:00', status: 'pending', tables: [] }),
      aReservation({ name: 'Heike Vogel', date: today, time: '19:00', status: 'cancelled', tables: at(t5) }),
    ]);
    renderAdmin(path);
    const anna = barIn(await opened('T3'), 'Anna Schmidt');
    expect(anna.getAttribute('aria-label')).toBe('19:00 Uhr, Anna Schmidt, 4 Personen, am Tisch');
    expect(leftOf(anna)).toBeCloseTo(share('19:00'));
    expect(widthOf(anna)).toBeCloseTo(share('21:00') - share('19:00'));
    // The joined tables: one bar on each, each naming the other.
    for (const [name, other] of [
      ['T7', 'T8'],
      ['T8', 'T7'],
    ] as const) {
      const bar = barIn(rowOf(name), 'Firma Krüger');
      expect(leftOf(bar)).toBeCloseTo(share('21:30'));
      expect(bar.textContent).toContain(`+${other}`);
    }
    // Finished at 18:45 Berlin time: the bar ends there, not two hours after 17:00.
    expect(widthOf(barIn(rowOf('T5'), 'Bruno Weiß'))).toBeCloseTo(share('18:45') - share('17:00'));
    expect(within(rowOf('Ohne Tisch')).getByRole('button', { name: /Nina Werner, 2|Nina Werner/ })).toBeTruthy();
    expect(within(rowOf('T5')).queryByRole('button', { name: /Heike Vogel/ })).toBeNull();
    // The closed terrace is named as such and offers no walk-ins; the open tables do, today.
    expect(screen.getByRole('heading', { name: 'Terrasse · an diesem Tag geschlossen' })).toBeTruthy();
    expect(within(rowOf('A1')).queryByRole('button', { name: /ohne Reservierung/ })).toBeNull();
    expect(within(rowOf('T5')).getByRole('button', { name: 'Gäste ohne Reservierung an T5 setzen' })).toBeTruthy();
    // The list: every booking in time order, the cancelled one last.
    const lines = within(screen.getByRole('region', { name: 'Reservierungen des Tages' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.slice(0, 5))).toEqual(['17:00', '19:00', '20:00', '21:30', '19:00']);
    expect(lines[3]!.textContent).toContain('T7+T8');
    await expectNoAxeViolations();
  });

  it('when a confirmed party is past the floor’s lateness, then its bar and line say so and no-show is offered first in red', async () => {
    serveEvening([
      aReservation({ name: 'Familie Wolf', date: today, time: '19:30', status: 'confirmed', tables: at(t3) }),
      aReservation({ name: 'Katrin Meyer', date: today, time: '20:00', status: 'confirmed', tables: at(t5) }),
    ]);
    const app = renderAdmin(path);
    const wolf = barIn(await opened('T3'), 'Familie Wolf');
    expect(wolf.getAttribute('aria-label')).toBe('19:30 Uhr, Familie Wolf, 4 Personen, bestätigt, verspätet');
    expect(wolf.className).toContain('timeline-bar-late');
    // 20:00 at 20:10: begun, not yet late.
    const meyer = barIn(rowOf('T5'), 'Katrin Meyer');
    expect(meyer.getAttribute('aria-label')).not.toContain('verspätet');
    const lines = within(screen.getByRole('region', { name: 'Reservierungen des Tages' })).getAllByRole('listitem');
    expect(lines[0]!.textContent).toContain('verspätet');
    expect(lines[1]!.textContent).not.toContain('verspätet');

    await app.user.click(wolf);
    const wolfPanel = await panel('Familie Wolf');
    const noShow = within(wolfPanel).getByRole('button', { name: 'Nicht erschienen' });
    expect(noShow.className).toContain('button-danger');
    await app.user.click(meyer);
    const meyerPanel = await panel('Katrin Meyer');
    expect(within(meyerPanel).getByRole('button', { name: 'Nicht erschienen' }).className).not.toContain('button-danger');
  });

  it('when staff seat, finish or mark a no-show, then the status is sent and the panel offers what follows in the order of the floor', async () => {
    const { statuses } = serveEvening([
      aReservation({ name: 'Anna Schmidt', date: today, time: '20:00', status: 'confirmed', tables: at(t3) }),
      aReservation({ name: 'Familie Wolf', date: today, time: '19:30', status: 'confirmed', tables: at(t5) }),
      aReservation({ name: 'Später Gast', date: today, time: '21:30', status: 'confirmed', tables: at(t7) }),
    ]);
    const app = renderAdmin(path);
    await app.user.click(barIn(await opened('T3'), 'Anna Schmidt'));
    let anna = await panel('Anna Schmidt');
    expect(
      within(anna)
        .getAllByRole('button')
        .map((button) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(['Schließen', 'Platzieren', 'Nicht erschienen', 'Stornieren', 'Umsetzen']);
    expect(within(anna).getByRole('link', { name: '+49 30 1234567' }).getAttribute('href')).toBe('tel:+49301234567');
    await app.user.click(within(anna).getByRole('button', { name: 'Platzieren' }));
    anna = await panel('Anna Schmidt');
    await within(anna).findByRole('button', { name: 'Beenden' });
    expect(within(anna).queryByRole('button', { name: 'Platzieren' })).toBeNull();
    await app.user.click(within(anna).getByRole('button', { name: 'Beenden' }));
    await waitFor(() => expect(within(anna).queryByRole('button', { name: 'Beenden' })).toBeNull());
    expect(within(anna).queryByRole('button', { name: 'Umsetzen' })).toBeNull();

    await app.user.click(barIn(rowOf('T5'), 'Familie Wolf'));
    await app.user.click(within(await panel('Familie Wolf')).getByRole('button', { name: 'Nicht erschienen' }));
    await waitFor(() => expect(statuses).toHaveLength(3));
    expect(statuses.map((sent) => [sent.path.split('/')[3] === undefined, sent.body])).toEqual([
      [false, { status: 'seated' }],
      [false, { status: 'finished' }],
      [false, { status: 'no_show' }],
    ]);
    // No one is a no-show before their time.
    await app.user.click(barIn(rowOf('T7'), 'Später Gast'));
    const later = await panel('Später Gast');
    expect(within(later).queryByRole('button', { name: 'Nicht erschienen' })).toBeNull();
    expect(within(later).getByRole('button', { name: 'Platzieren' })).toBeTruthy();
  });

  it('when a booking is moved, then its new tables go with the updated_at it was read at, and a refusal’s reason is shown', async () => {
    const anna = aReservation({
      name: 'Anna Schmidt',
      date: today,
      time: '21:00',
      guests: 8,
      status: 'confirmed',
      tables: at(t3),
      updated_at: '2026-11-27T18:00:00.000Z',
    });
    let refuse = true;
    const { moves } = serveEvening(
      [anna],
      http.patch(`/api/reservations/${anna.id}/tables`, () =>
        refuse ? apiError(409, 'Jemand hat die Reservierung inzwischen geändert. Bitte neu laden.') : undefined,
      ),
    );
    const app = renderAdmin(path);
    await app.user.click(barIn(await opened('T3'), 'Anna Schmidt'));
    await app.user.click(within(await panel('Anna Schmidt')).getByRole('button', { name: 'Umsetzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Schmidt umsetzen' });
    // Eight guests: only the combination seats them.
    const place = within(dialog).getByRole('combobox', { name: 'Tisch oder Kombination' });
    expect(
      within(place)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['T7+T8 · bis 12']);
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Uhrzeit' }), '21:30');
    await app.user.click(within(dialog).getByRole('button', { name: 'Umsetzen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Jemand hat die Reservierung inzwischen geändert. Bitte neu laden.',
    );
    refuse = false;
    await app.user.click(within(dialog).getByRole('button', { name: 'Umsetzen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves.at(-1)!.body).toEqual({ tableIds: [t7.id, t8.id], time: '21:30', updatedAt: '2026-11-27T18:00:00.000Z' });
    await waitFor(() => expect(barIn(rowOf('T8'), 'Anna Schmidt')).toBeTruthy());
  });

  it('when staff tap a free part of a table today, then a walk-in of the size they give is seated there', async () => {
    const { walkIns } = serveEvening([
      aReservation({ name: 'Anna Schmidt', date: today, time: '19:00', status: 'seated', tables: at(t3) }),
    ]);
    const app = renderAdmin(path);
    await opened('T5');
    await app.user.click(screen.getByRole('button', { name: 'Gäste ohne Reservierung an T5 setzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gäste ohne Reservierung an T5' });
    const guests = within(dialog).getByRole('spinbutton', { name: 'Personen' });
    await app.user.clear(guests);
    await app.user.type(guests, '3');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name (freiwillig)' }), 'Herr Lindner');
    await app.user.click(within(dialog).getByRole('button', { name: 'Platzieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(walkIns.map((sent) => sent.body)).toEqual([{ guests: 3, tableIds: [t5.id], name: 'Herr Lindner' }]);
    await waitFor(() => expect(barIn(rowOf('T5'), 'Herr Lindner')).toBeTruthy());
  });

  it('when another day is shown, then no walk-ins are offered and there is no now-line', async () => {
    serveEvening([]);
    renderAdmin(`${path}&date=2026-11-28`);
    await opened('T5');
    expect(screen.queryByRole('button', { name: /ohne Reservierung/ })).toBeNull();
    expect(screen.queryByText(/^Jetzt/)).toBeNull();
  });

  it('when staff turn the sound on, then it is remembered on this tablet after a reload', async () => {
    serveEvening([]);
    const first = renderAdmin(path);
    const toggle = await screen.findByRole('button', { name: /Ton bei neuen Anfragen/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await first.user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    first.unmount();
    renderAdmin(path);
    expect((await screen.findByRole('button', { name: /Ton bei neuen Anfragen/ })).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('reservations tab: the timeline while it is open', () => {
  beforeEach(() => {
    vi.useRealTimers();
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
  });

  it('when a new request arrives by the polling, then it is marked as new, and the chime plays if it is on', async () => {
    const tones: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => ({
        connect: () => undefined,
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      });
      createOscillator = () => ({
        type: 'sine',
        frequency: { setValueAtTime: (value: number) => tones.push(value) },
        connect: () => undefined,
        start: () => undefined,
        stop: () => undefined,
      });
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    localStorage.setItem('admin.timeline.sound', 'on');
    const evening = [aReservation({ name: 'Anna Schmidt', date: today, time: '19:00', status: 'seated', tables: at(t3) })];
    serveEvening(evening);
    renderAdmin(path);
    const anna = barIn(await opened('T3'), 'Anna Schmidt');
    expect(anna.getAttribute('aria-label')).not.toContain('neu');
    expect(tones).toEqual([]);

    evening.push(aReservation({ name: 'Nina Werner', date: today, time: '21:00', status: 'pending', tables: [] }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_500);
    });
    const nina = await waitFor(() => barIn(rowOf('Ohne Tisch'), 'Nina Werner'));
    expect(nina.getAttribute('aria-label')).toBe('21:00 Uhr, Nina Werner, 4 Personen, ausstehend, neu');
    expect(nina.className).toContain('timeline-bar-new');
    const line = within(screen.getByRole('region', { name: 'Reservierungen des Tages' })).getAllByRole('listitem')[1]!;
    expect(line.textContent).toContain('neu');
    expect(tones.length).toBeGreaterThan(0);
    expect(barIn(rowOf('T3'), 'Anna Schmidt').className).not.toContain('timeline-bar-new');
  });
});
