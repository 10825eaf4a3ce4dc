import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventBooking } from '@ristorante/contracts';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { bookingsPage, csrfToken, events, serveDashboard } from './support/admin-api';
import { aBooking, anEvent } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

const wine = anEvent({ current_attendees: 12, max_attendees: 40, spots_left: 28 });
const pasta = anEvent({
  id: '22222222-2222-4222-8222-222222222222',
  title_de: 'Pasta-Kurs',
  title_en: 'Pasta class',
  event_date: '2099-12-12T10:00:00.000Z',
  current_attendees: 12,
  max_attendees: 12,
  spots_left: 0,
});

const toastText = (role: 'status' | 'alert') =>
  [
    ...within(screen.getByRole('region', { name: /^(Meldungen|Messages)$/ }))
      .getByRole(role)
      .querySelectorAll('.toast-text'),
  ]
    .map((toast) => toast.textContent)
    .join(' | ');

/**
 * A booking service that keeps its bookings and answers the list and the changes to each, `changes` in front.
 * Returns what the list, the status changes and the deletions were sent.
 */
function serveBookings(bookings: EventBooking[], ...changes: HttpHandler[]) {
  const bookingIn = (request: Request) => bookings.find((booking) => new URL(request.url).pathname.includes(booking.id))!;
  const reads = recording(bookingsPage(bookings));
  const statusChanges = recording(async ({ request }) => {
    const booking = bookingIn(request);
    booking.status = ((await request.json()) as { status: EventBooking['status'] }).status;
    return HttpResponse.json(booking);
  });
  const deletions = recording(({ request }) => {
    bookings.splice(bookings.indexOf(bookingIn(request)), 1);
    return new HttpResponse(null, { status: 204 });
  });
  serveDashboard(
    ...changes,
    http.get('/api/admin/bookings', reads),
    events([wine, pasta]),
    http.patch('/api/admin/bookings/:id/status', statusChanges),
    http.delete('/api/admin/bookings/:id', deletions),
  );
  return { reads: reads.sent, statusChanges: statusChanges.sent, deletions: deletions.sent };
}

afterEach(() => vi.restoreAllMocks());

describe('bookings tab', () => {
  it('when opened, then every booking across events with seats and total, each event with seats taken of capacity, and axe finds nothing', async () => {
    serveBookings([
      aBooking({ name: 'Luca Bianchi', guests: 2, totalAmount: 98 }),
      aBooking({
        name: 'Maria Conti',
        eventId: pasta.id,
        eventTitleDe: 'Pasta-Kurs',
        eventTitleEn: 'Pasta class',
        status: 'confirmed',
      }),
    ]);
    renderAdmin('/de/admin/dashboard?tab=bookings');
    const events = await screen.findByRole('table', { name: 'Kommende Veranstaltungen und ihre Plätze' });
    expect(
      within(events)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^Sizilianischer Weinabend.*12 von 40 Plätzen vergeben · noch 28 Plätze frei/),
      expect.stringMatching(/^Pasta-Kurs.*12 von 12 Plätzen vergeben · ausgebucht/),
    ]);
    const list = await screen.findByRole('table', { name: 'Buchungen' });
    const [, luca, maria] = within(list).getAllByRole('row');
    expect(luca!.textContent).toContain('Luca Bianchi');
    expect(luca!.textContent).toMatch(/98,00\s€/);
    expect(luca!.textContent).toContain('Ausstehend');
    expect(maria!.textContent).toContain('Pasta-Kurs');
    expect(screen.getByText('1–2 von 2')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when an event is chosen, then only its bookings, its seats at the top, and the address keeps it', async () => {
    const api = serveBookings([aBooking({ name: 'Luca Bianchi' }), aBooking({ name: 'Maria Conti', eventId: pasta.id })]);
    const app = renderAdmin('/en/admin/dashboard?tab=bookings');
    await screen.findByRole('table', { name: 'Upcoming events and their seats' });
    await app.user.click(screen.getByRole('button', { name: 'See bookings Pasta class' }));
    await screen.findByRole('heading', { level: 2, name: 'Pasta class' });
    expect(screen.getByText(/12 of 12 seats taken/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Luca Bianchi')).toBeNull());
    expect(screen.getByText('Maria Conti')).toBeTruthy();
    expect(app.currentPath()).toBe(`/en/admin/dashboard?tab=bookings&event=${pasta.id}`);
    expect(api.reads.at(-1)!.query.eventId).toBe(pasta.id);
    await app.user.selectOptions(screen.getByLabelText('Event'), '');
    await screen.findByText('Luca Bianchi');
  });

  it('when the actions are shown, then exactly the moves allowed for each status', async () => {
    serveBookings([
      aBooking({ name: 'Pending Guest' }),
      aBooking({ name: 'Confirmed Guest', status: 'confirmed' }),
      aBooking({ name: 'Cancelled Guest', status: 'cancelled' }),
    ]);
    renderAdmin('/en/admin/dashboard?tab=bookings');
    const list = await screen.findByRole('table', { name: 'Bookings' });
    const actionsOf = (name: string) =>
      within(within(list).getByText(name).closest('tr')!)
        .queryAllByRole('button')
        .map((button) => button.textContent!.split(' ')[0]);
    expect(actionsOf('Pending Guest')).toEqual(['Confirm', 'Cancel']);
    expect(actionsOf('Confirmed Guest')).toEqual(['Cancel', 'Delete']);
    expect(actionsOf('Cancelled Guest')).toEqual([]);
    expect(within(within(list).getByText('Cancelled Guest').closest('tr')!).getByText('No actions')).toBeTruthy();
  });

  it('when a night is paid in advance, then its tag says how the payment stands and "Payment received" confirms it (docs/decisions.md 166)', async () => {
    const deposit = {
      amountCents: 9800,
      dueAt: '2099-12-08T11:00:00.000Z',
      reference: 'Zahlung E-1A2B3C4D',
      prepayment: true as const,
    };
    const awaiting = aBooking({ name: 'Awaiting Guest', deposit: { ...deposit, status: 'awaiting' } });
    const marks = recording(({ request }) => {
      const booking = [awaiting].find((each) => new URL(request.url).pathname.includes(each.id))!;
      booking.status = 'confirmed';
      booking.deposit = { ...deposit, status: 'received' };
      return HttpResponse.json(booking);
    });
    serveBookings(
      [
        awaiting,
        aBooking({ name: 'Released Guest', status: 'cancelled', deposit: { ...deposit, status: 'released' } }),
        aBooking({ name: 'Gone Guest', status: 'cancelled', deposit: { ...deposit, status: 'awaiting' } }),
      ],
      http.patch('/api/admin/bookings/:id/deposit', marks),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=bookings');
    const list = await screen.findByRole('table', { name: 'Bookings' });
    const rowOf = (name: string) => within(list).getByText(name).closest('tr')!;
    const actionsOf = (name: string) =>
      within(rowOf(name))
        .queryAllByRole('button')
        .filter((button) => !button.classList.contains('guest-profile-button'))
        .map((button) => button.textContent!.replace(/ booking of .*$/, ''));
    expect(rowOf('Awaiting Guest').textContent).toContain('Payment €98 due 08/12');
    expect(actionsOf('Awaiting Guest')).toEqual(['Payment received', 'Confirm', 'Cancel']);
    // Released unpaid: only a refund, should it arrive after all; cancelled before it was paid: nothing to chase.
    expect(rowOf('Released Guest').textContent).toContain('Cancelled – payment €98 not received');
    expect(actionsOf('Released Guest')).toEqual(['Payment refunded']);
    expect(rowOf('Gone Guest').textContent).toContain('Payment €98 not received');
    expect(actionsOf('Gone Guest')).toEqual([]);
    await app.user.click(within(rowOf('Awaiting Guest')).getByRole('button', { name: /^Payment received/ }));
    await waitFor(() => expect(toastText('status')).toBe("Payment received: Awaiting Guest's booking is confirmed."));
    expect(marks.sent[0]!.body).toEqual({ status: 'received' });
    await waitFor(() => expect(rowOf('Awaiting Guest').textContent).toContain('Payment €98 received'));
    await expectNoAxeViolations();
  });

  it.each([
    ['de', /^Bestätigen/, 'Buchungsstatus auf „bestätigt“ geändert!'],
    ['en', /^Confirm/, 'Booking status updated to confirmed!'],
  ] as const)(
    'when a booking is confirmed (%s), then it is sent with the CSRF token and the success message shows',
    async (locale, button, message) => {
      const booking = aBooking();
      const api = serveBookings([booking]);
      const app = renderAdmin(`/${locale}/admin/dashboard?tab=bookings`);
      await app.user.click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(toastText('status')).toBe(message));
      const [patch] = api.statusChanges.filter((change) => change.path === `/api/admin/bookings/${booking.id}/status`);
      expect([patch!.body, patch!.headers['x-csrf-token']]).toEqual([{ status: 'confirmed' }, csrfToken]);
    },
  );

  it('when a booking is cancelled, then the dialog says its seats are freed and the guest is told', async () => {
    const booking = aBooking({ name: 'Luca Bianchi', guests: 3 });
    const api = serveBookings([booking]);
    const app = renderAdmin('/en/admin/dashboard?tab=bookings');
    await app.user.click(await screen.findByRole('button', { name: /^Cancel booking of Luca Bianchi/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain(
      'The booking of Luca Bianchi (3 seats) for “Sicilian Wine Evening” will be cancelled and its seats freed.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(toastText('status')).toBe('Booking status updated to cancelled!'));
    const [patch] = api.statusChanges.filter((change) => change.path === `/api/admin/bookings/${booking.id}/status`);
    expect(patch!.body).toEqual({ status: 'cancelled' });
  });

  it.each([
    ['de', 'Buchung konnte nicht aktualisiert werden: Eine Buchung im Status „storniert“ kann nicht „bestätigt“ werden.'],
    ['en', 'Failed to update booking: Eine Buchung im Status „storniert“ kann nicht „bestätigt“ werden.'],
  ] as const)(
    "when the server refuses a move (409, %s), then 'Failed to update booking: {message}' and the list is read again",
    async (locale, message) => {
      const booking = aBooking();
      serveBookings(
        [booking],
        http.patch(`/api/admin/bookings/${booking.id}/status`, () => {
          booking.status = 'cancelled';
          return apiError(409, 'Eine Buchung im Status „storniert“ kann nicht „bestätigt“ werden.');
        }),
      );
      const app = renderAdmin(`/${locale}/admin/dashboard?tab=bookings`);
      await app.user.click(await screen.findByRole('button', { name: /^(Bestätigen|Confirm)/ }));
      await waitFor(() => expect(toastText('alert')).toBe(message));
      await waitFor(() => expect(screen.queryByRole('button', { name: /^(Bestätigen|Confirm)/ })).toBeNull());
    },
  );

  it.each([
    ['de', 'Buchung erfolgreich gelöscht!'],
    ['en', 'Booking deleted successfully!'],
  ] as const)(
    'when a confirmed booking is deleted (%s), then the dialog says it is for mistakes and cannot be undone, then the success message',
    async (locale, message) => {
      const booking = aBooking({ status: 'confirmed' });
      const api = serveBookings([booking]);
      const app = renderAdmin(`/${locale}/admin/dashboard?tab=bookings`);
      await app.user.click(await screen.findByRole('button', { name: /^(Löschen|Delete)/ }));
      const dialog = screen.getByRole('alertdialog');
      expect(dialog.textContent).toMatch(
        /aus Versehen.*keine E-Mail.*Das Löschen kann nicht rückgängig gemacht werden\.|by mistake.*no email.*Deleting cannot be undone\./,
      );
      await app.user.click(within(dialog).getByRole('button', { name: /Endgültig löschen|Delete for good/ }));
      await waitFor(() => expect(toastText('status')).toBe(message));
      expect(api.deletions.filter((deletion) => deletion.path === `/api/admin/bookings/${booking.id}`)).toHaveLength(1);
    },
  );

  it.each([
    ['de', 'Buchung konnte nicht gelöscht werden'],
    ['en', 'Failed to delete booking'],
  ] as const)('when deleting fails (%s), then the failure message', async (locale, message) => {
    const booking = aBooking({ status: 'confirmed' });
    serveBookings(
      [booking],
      http.delete(`/api/admin/bookings/${booking.id}`, () => apiError(500, 'boom')),
    );
    const app = renderAdmin(`/${locale}/admin/dashboard?tab=bookings`);
    await app.user.click(await screen.findByRole('button', { name: /^(Löschen|Delete)/ }));
    await app.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: /Endgültig löschen|Delete for good/ }),
    );
    await waitFor(() => expect(toastText('alert')).toContain(message));
  });

  it('when there are no bookings, then the empty state; when the list fails, then Try Again', async () => {
    let down = true;
    serveDashboard(
      http.get('/api/admin/bookings', () =>
        down ? apiError(503, 'down') : HttpResponse.json([], { headers: { 'x-total-count': '0' } }),
      ),
    );
    const app = renderAdmin('/en/admin/dashboard?tab=bookings');
    expect(await screen.findByText('The data could not be loaded.')).toBeTruthy();
    down = false;
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No bookings found.')).toBeTruthy();
  });

  it('when Export CSV is pressed for one event, then its bookings are fetched as CSV in the staff language', async () => {
    const csv = recording(
      () =>
        new HttpResponse('\uFEFF"Event"\r\n', {
          headers: { 'content-disposition': 'attachment; filename="event-bookings-2026-11-23.csv"' },
        }),
    );
    serveBookings([aBooking()], http.get('/api/admin/bookings/export', csv));
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const app = renderAdmin(`/en/admin/dashboard?tab=bookings&event=${wine.id}&status=pending`);
    await screen.findByRole('table', { name: 'Bookings' });
    await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['event-bookings-2026-11-23.csv']));
    expect(csv.sent[0]!.query).toEqual({
      locale: 'en',
      eventId: wine.id,
      status: 'pending',
    });
  });
});
