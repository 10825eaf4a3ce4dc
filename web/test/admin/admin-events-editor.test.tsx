import type { EventRoom, RestaurantEvent } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard } from './support/admin-api';
import { aReservation, anEvent } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

// 19:30 in Berlin (summer time) on 1 July 2031.
const wineEvening = anEvent({
  title_en: 'Sicilian Wine Evening',
  event_date: '2031-07-01T17:30:00.000Z',
  current_attendees: 12,
  manual_attendees: 2,
  max_attendees: 40,
  price: 49.9,
  version: 5,
});
const summerNight = anEvent({
  id: '22222222-2222-4222-8222-222222222222',
  title_en: 'Summer night',
  title_de: 'Sommernacht',
  event_date: '2020-07-01T18:00:00.000Z',
});

/** An empty room of 40: every event fits (GET /api/admin/event-room, docs/decisions.md 111). */
const roomFits = { roomCapacity: 40, over: 0, reservations: [], events: [] };

/**
 * The catalog with `events`, `changes` in front, and a room every event fits; `replace` swaps what it holds, as
 * another device's save would.
 */
function serveEvents(events: RestaurantEvent[], ...changes: HttpHandler[]) {
  let items = events;
  serveDashboard(
    ...changes,
    http.get('/api/events', () => HttpResponse.json(items)),
    http.get('/api/admin/event-room', () => HttpResponse.json(roomFits)),
  );
  return { replace: (next: RestaurantEvent[]) => (items = next) };
}
const both = [wineEvening, summerNight];

describe('the events editor (docs/decisions.md 86, 87)', () => {
  it.each([
    ['en', 'Upcoming events', '12 of 40 seats taken', 'See bookings Sicilian Wine Evening', 'Past events'],
    [
      'de',
      'Kommende Veranstaltungen',
      '12 von 40 Plätzen vergeben',
      'Buchungen ansehen Sizilianischer Weinabend',
      'Vergangene Veranstaltungen',
    ],
  ] as const)(
    'when it opens (%s), then upcoming and past events with seats, each one tap from its bookings',
    async (locale, upcoming, seats, bookings, past) => {
      serveEvents(both);
      renderAdmin(`/${locale}/admin/dashboard?tab=events`);
      const section = await screen.findByRole('region', { name: upcoming });
      expect(within(section).getByText(seats)).toBeTruthy();
      expect(within(section).getByRole('link', { name: bookings }).getAttribute('href')).toBe(
        `/${locale}/admin/dashboard?tab=bookings&event=11111111-1111-4111-8111-111111111111`,
      );
      expect(screen.getByRole('region', { name: past })).toBeTruthy();
      await expectNoAxeViolations();
    },
  );

  it('when there are no events, then the empty state invites the first', async () => {
    serveEvents([]);
    renderAdmin('/de/admin/dashboard?tab=events');
    expect(await screen.findByText('Noch keine Veranstaltungen. Legen Sie die erste an.')).toBeTruthy();
  });

  it('when a new event is entered with mistakes, then each field says why; corrected, it is created with Berlin’s time', async () => {
    const create = recording(async ({ request }) =>
      HttpResponse.json({ ...wineEvening, ...((await request.json()) as object), id: 'new', version: 1 }, { status: 201 }),
    );
    serveEvents([], http.post('/api/events', create));
    const app = renderAdmin('/en/admin/dashboard?tab=events');
    await app.user.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New event' }));
    await app.user.type(dialog.getByLabelText('Places in all'), '0');
    await app.user.click(dialog.getByRole('button', { name: 'Save event' }));
    expect(dialog.getByText('The German title is required')).toBeTruthy();
    expect(dialog.getByText('The English title is required')).toBeTruthy();
    expect(dialog.getByText('The English description is required')).toBeTruthy();
    expect(dialog.getByText('Date and time are required')).toBeTruthy();
    expect(dialog.getByText('Price is required')).toBeTruthy();
    expect(dialog.getByText('The number of places must be a whole number from 1 to 1000')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Title (German)')));
    await expectNoAxeViolations();
    await app.user.type(dialog.getByLabelText('Title (German)'), 'Trüffelabend');
    await app.user.type(dialog.getByLabelText('Title (English)'), 'Truffle night');
    await app.user.type(dialog.getByLabelText('Description (English)'), 'Five courses with white truffle.');
    await app.user.type(dialog.getByLabelText('Date and time'), '2031-11-20T19:00');
    await app.user.type(dialog.getByLabelText('Price per person in euros'), '89');
    await app.user.clear(dialog.getByLabelText('Places in all'));
    await app.user.type(dialog.getByLabelText('Places in all'), '24');
    // Paid in advance (docs/decisions.md 166): without the owner's account the form says nothing is asked yet.
    const advance = dialog.getByLabelText('Paid in advance by bank transfer');
    expect((advance as HTMLSelectElement).value).toBe('none');
    expect(advance.getAttribute('aria-describedby')).toBe('event-advance_payment-hint');
    expect(dialog.getByText(/This needs the account under Settings/)).toBeTruthy();
    await app.user.selectOptions(advance, 'A deposit per person');
    await app.user.click(dialog.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Truffle night created.')).toBeTruthy();
    expect(create.sent[0]?.body).toMatchObject({
      title_de: 'Trüffelabend',
      event_date: '2031-11-20T19:00',
      price: '89',
      max_attendees: 24,
      manual_attendees: 0,
      advance_payment: 'deposit',
    });
  });

  it('when an edit would leave fewer places than guests already in, then the server’s sentence stands at the capacity', async () => {
    const save = recording(() =>
      apiError(409, 'Die Veranstaltung hat bereits mehr Gäste als so viele Plätze', {
        max_attendees: 'Die Veranstaltung hat bereits mehr Gäste als so viele Plätze',
      }),
    );
    serveEvents(both, http.put(`/api/events/${wineEvening.id}`, save));
    const app = renderAdmin('/de/admin/dashboard?tab=events');
    await app.user.click(await screen.findByRole('button', { name: 'Sizilianischer Weinabend bearbeiten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sizilianischer Weinabend bearbeiten' }));
    expect((dialog.getByLabelText('Datum und Uhrzeit') as HTMLInputElement).value).toBe('2031-07-01T19:30');
    expect((dialog.getByLabelText('Preis pro Person in Euro') as HTMLInputElement).value).toBe('49,90');
    expect(dialog.getByText('12 Plätze sind schon vergeben: weniger Plätze gehen nicht.')).toBeTruthy();
    await app.user.clear(dialog.getByLabelText('Plätze insgesamt'));
    await app.user.type(dialog.getByLabelText('Plätze insgesamt'), '10');
    await app.user.click(dialog.getByRole('button', { name: 'Veranstaltung speichern' }));
    const error = await dialog.findByText('Die Veranstaltung hat bereits mehr Gäste als so viele Plätze');
    // The form kit's order: the error first, then the hint (docs/decisions.md 142).
    expect(dialog.getByLabelText('Plätze insgesamt').getAttribute('aria-describedby')).toBe(
      `${error.id} event-max_attendees-hint`,
    );
    expect(save.sent[0]?.headers['if-match']).toBe('"5"');
    await expectNoAxeViolations();
  });

  it('when someone saved the event meanwhile, then 412 offers Reload, which reopens the form with their values', async () => {
    const { replace } = serveEvents(
      both,
      http.put(`/api/events/${wineEvening.id}`, () =>
        apiError(
          412,
          'Someone else saved a change here since you opened it. Please reload to see it, then make your change again.',
        ),
      ),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=events');
    await app.user.click(await screen.findByRole('button', { name: 'Edit Sicilian Wine Evening' }));
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.click(dialog.getByRole('button', { name: 'Save event' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('The event could not be saved. Someone else saved a change here');
    replace([{ ...wineEvening, title_en: 'Sicilian Wine Night', version: 6 }, summerNight]);
    await app.user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText('Title (English)') as HTMLInputElement).value).toBe('Sicilian Wine Night'));
  });

  it('when an event is deleted, then the warning says its bookings go too and guests are told, then it is gone', async () => {
    const { replace } = serveEvents(
      both,
      http.delete(`/api/events/${wineEvening.id}`, () => {
        replace([summerNight]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=events');
    await app.user.click(await screen.findByRole('button', { name: 'Delete Sicilian Wine Evening' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Sicilian Wine Evening?' });
    expect(dialog.textContent).toContain(
      'deleting the event also deletes all its bookings (10 seats booked). Guests with a booking are told by e-mail',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sicilian Wine Evening deleted. Guests with a booking are told by e-mail.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Upcoming events' })).toBeNull());
  });

  it('when an event would not fit beside the tables already booked, then the form names them and saves only when the owner says so', async () => {
    const meeting = aReservation({ name: 'Anna Schmidt', date: '2031-11-20', time: '18:30', guests: 8 });
    const room = recording(() =>
      HttpResponse.json<EventRoom>({
        roomCapacity: 40,
        over: 6,
        reservations: [meeting],
        events: [
          {
            eventId: '66666666-6666-4666-8666-666666666666',
            title_de: 'Weinprobe',
            title_en: 'Wine tasting',
            starts_at: '2031-11-20T19:30:00.000Z',
            ends_at: '2031-11-20T22:30:00.000Z',
            places: 10,
            exclusive: false,
          },
        ],
      }),
    );
    const create = recording(async ({ request }) =>
      HttpResponse.json({ ...wineEvening, ...((await request.json()) as object), id: 'new', version: 1 }, { status: 201 }),
    );
    serveEvents([], http.get('/api/admin/event-room', room), http.post('/api/events', create));
    const app = renderAdmin('/en/admin/dashboard?tab=events');
    await app.user.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New event' }));
    await app.user.type(dialog.getByLabelText('Title (German)'), 'Trüffelabend');
    await app.user.type(dialog.getByLabelText('Title (English)'), 'Truffle night');
    await app.user.type(dialog.getByLabelText('Description (English)'), 'Five courses with white truffle.');
    await app.user.type(dialog.getByLabelText('Date and time'), '2031-11-20T19:00');
    await app.user.type(dialog.getByLabelText('Price per person in euros'), '89');
    await app.user.type(dialog.getByLabelText('Places in all'), '24');
    await app.user.selectOptions(dialog.getByLabelText('Length'), '4 hours');
    expect(dialog.getByText('Ends at 23:00 (Berlin time).')).toBeTruthy();
    await app.user.click(dialog.getByRole('button', { name: 'Save event' }));

    const notice = await dialog.findByRole('alert');
    expect(notice.textContent).toContain(
      'at the busiest moment, with 24 places for the event, there would be 6 guests more than the restaurant seats (40 covers)',
    );
    expect(
      within(notice)
        .getByRole('link', { name: /Anna Schmidt, 8 guests/ })
        .getAttribute('href'),
    ).toBe('/en/admin/dashboard?tab=reservations&date=2031-11-20');
    expect(notice.textContent).toContain('At the same time: Wine tasting.');
    expect(create.sent).toEqual([]);
    // 19:00 in Berlin's winter is 18:00 UTC.
    expect(room.sent[0]?.query).toEqual({
      starts_at: '2031-11-20T18:00:00.000Z',
      duration_minutes: '240',
      places: '24',
      exclusive: 'false',
    });
    await expectNoAxeViolations();

    // Made exclusive, the event would take the whole room: the notice says who is booked then.
    await app.user.click(dialog.getByLabelText('Exclusive: the whole restaurant for the event'));
    expect(dialog.queryByRole('button', { name: 'Save anyway' })).toBeNull();
    await app.user.click(dialog.getByRole('button', { name: 'Save event' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toContain(
        'during its hours up to 6 guests are already booked, at tables or at other events',
      ),
    );
    expect(room.sent[1]?.query.exclusive).toBe('true');
    await app.user.click(dialog.getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Truffle night created.')).toBeTruthy();
    expect(create.sent[0]?.body).toMatchObject({ duration_minutes: 240, exclusive: true, max_attendees: 24 });
    expect(room.sent).toHaveLength(2);
  });

  it('when the event is made exclusive and the room cannot be checked, then the form says so and the owner may still save', async () => {
    const save = recording(async ({ request }) =>
      HttpResponse.json({ ...wineEvening, ...((await request.json()) as object), version: 6 }),
    );
    serveEvents(
      both,
      http.get('/api/admin/event-room', () => apiError(503, 'Service Unavailable')),
      http.put(`/api/events/${wineEvening.id}`, save),
    );
    const app = renderAdmin('/de/admin/dashboard?tab=events');
    await app.user.click(await screen.findByRole('button', { name: 'Sizilianischer Weinabend bearbeiten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sizilianischer Weinabend bearbeiten' }));
    expect((dialog.getByLabelText('Dauer') as HTMLSelectElement).value).toBe('180');
    expect(dialog.getByText('Endet um 22:30 Uhr (Berliner Zeit).')).toBeTruthy();
    await app.user.click(dialog.getByLabelText('Exklusiv: das ganze Restaurant für die Veranstaltung'));
    expect(dialog.getByText('In dieser Zeit nimmt das Restaurant keine Tischreservierungen an.')).toBeTruthy();
    await app.user.click(dialog.getByRole('button', { name: 'Veranstaltung speichern' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('Ob der Raum reicht, konnte gerade nicht geprüft werden');
    expect(save.sent).toEqual([]);
    await app.user.click(dialog.getByRole('button', { name: 'Trotzdem speichern' }));
    expect(await screen.findByText('Sizilianischer Weinabend gespeichert.')).toBeTruthy();
    expect(save.sent[0]?.body).toMatchObject({ exclusive: true, duration_minutes: 180 });
  });

  it('when only an event’s texts or price change, then the room is not asked about again', async () => {
    const room = recording(() => HttpResponse.json(roomFits));
    const save = recording(async ({ request }) =>
      HttpResponse.json({ ...wineEvening, ...((await request.json()) as object), version: 6 }),
    );
    serveEvents(both, http.get('/api/admin/event-room', room), http.put(`/api/events/${wineEvening.id}`, save));
    const app = renderAdmin('/en/admin/dashboard?tab=events');
    await app.user.click(await screen.findByRole('button', { name: 'Edit Sicilian Wine Evening' }));
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.clear(dialog.getByLabelText('Price per person in euros'));
    await app.user.type(dialog.getByLabelText('Price per person in euros'), '55');
    await app.user.click(dialog.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Sicilian Wine Evening saved.')).toBeTruthy();
    expect(save.sent).toHaveLength(1);
    expect(room.sent).toEqual([]);
  });

  it('when an event that is over is edited, then the room is not asked about', async () => {
    const room = recording(() => HttpResponse.json(roomFits));
    const save = recording(async ({ request }) =>
      HttpResponse.json({ ...summerNight, ...((await request.json()) as object), version: 2 }),
    );
    serveEvents(both, http.get('/api/admin/event-room', room), http.put(`/api/events/${summerNight.id}`, save));
    const app = renderAdmin('/en/admin/dashboard?tab=events');
    await app.user.click(await screen.findByRole('button', { name: 'Edit Summer night' }));
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.click(dialog.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Summer night saved.')).toBeTruthy();
    expect(room.sent).toEqual([]);
  });
});
