import type { GuestBooking } from '@ristorante/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { apiError, server } from './support/api-server';
import { renderApp } from './support/render-app';

const token = 'Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';

/** A reservation on Friday 4 December 2026 at 19:30, changeable until 17:30. */
const reservation = (overrides: Partial<GuestBooking> = {}): GuestBooking =>
  ({
    kind: 'reservation',
    date: '2026-12-04',
    time: '19:30',
    status: 'confirmed',
    state: 'open',
    name: 'Anna Schmidt',
    guests: 2,
    specialRequests: null,
    locale: 'de',
    startsAt: '2026-12-04T18:30:00.000Z',
    changeableUntil: '2026-12-04T16:30:00.000Z',
    ...overrides,
  }) as GuestBooking;

/** What the page sent: the token's header on every call, never the token in an address. */
const sent: Array<{ method: string; url: string; token: string | null; language: string | null; body: unknown }> = [];
function serve(answers: { get: () => Response; put?: () => Response; cancel?: () => Response }) {
  sent.length = 0;
  const record = async (request: Request) =>
    sent.push({
      method: request.method,
      url: request.url,
      token: request.headers.get('x-guest-token'),
      language: request.headers.get('accept-language'),
      body:
        request.method === 'GET'
          ? undefined
          : await request
              .clone()
              .json()
              .catch(() => undefined),
    });
  server.use(
    http.get('/api/guest-booking', async ({ request }) => (await record(request), answers.get())),
    http.put('/api/guest-booking', async ({ request }) => (await record(request), answers.put!())),
    http.post('/api/guest-booking/cancel', async ({ request }) => (await record(request), answers.cancel!())),
  );
}

describe("the page a guest's personal link opens (/{locale}/booking#token, docs/decisions.md 113)", () => {
  it('names the table only when the service sends it (the owner lets guests see it, docs/decisions.md 154)', async () => {
    serve({ get: () => HttpResponse.json(reservation({ tables: ['T1', 'T2'] })) });
    renderApp(`/en/booking#${token}`);
    expect(await screen.findByText('Your tables')).toBeTruthy();
    expect(screen.getByText('T1 + T2')).toBeTruthy();
    cleanup();
    serve({ get: () => HttpResponse.json(reservation()) });
    renderApp(`/de/booking#${token}`);
    expect(await screen.findByText('Anna Schmidt')).toBeTruthy();
    expect(screen.queryByText(/Ihr Tisch/)).toBeNull();
  });

  it('a deposit awaited: the amount, the time, the account and a GiroCode the browser draws; received, a thank-you (docs/decisions.md 165)', async () => {
    const deposit = {
      status: 'awaiting' as const,
      amountCents: 24_000,
      dueAt: '2026-11-30T17:00:00.000Z',
      reference: 'Anzahlung R-1A2B3C4D',
      holder: 'Trattoria La Sosta GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    };
    serve({ get: () => HttpResponse.json(reservation({ status: 'pending', guests: 12, deposit })) });
    renderApp(`/de/booking#${token}`);
    const section = await screen.findByRole('region', { name: 'Anzahlung' });
    expect(within(section).getByText(/Bitte überweisen Sie 240,00\s€ bis/)).toBeTruthy();
    expect(within(section).getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    expect(within(section).getByText('Anzahlung R-1A2B3C4D')).toBeTruthy();
    const image = (await within(section).findByRole('img', {
      name: 'GiroCode für die Überweisung der Anzahlung',
    })) as HTMLImageElement;
    // The QR code of the EPC payload, drawn as SVG: its dark modules are paths.
    expect(decodeURIComponent(image.src)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg .*<path/s);
    await expectNoAxeViolations();
    cleanup();
    serve({ get: () => HttpResponse.json(reservation({ guests: 12, deposit: { ...deposit, status: 'received' } })) });
    renderApp(`/en/booking#${token}`);
    const paid = await screen.findByRole('region', { name: 'Deposit' });
    expect(within(paid).getByText(/Your deposit of €240.00 has arrived/)).toBeTruthy();
    expect(within(paid).queryByText('IBAN')).toBeNull();
  });

  it('an event night paid in advance: its payment, account and GiroCode, said of places (docs/decisions.md 166)', async () => {
    const {
      date: _date,
      time: _time,
      ...shared
    } = reservation({ locale: 'en', guests: 2, status: 'pending' }) as GuestBooking & {
      date: string;
      time: string;
    };
    const deposit = {
      status: 'awaiting' as const,
      amountCents: 9800,
      dueAt: '2026-11-30T17:00:00.000Z',
      reference: 'Zahlung E-1A2B3C4D',
      prepayment: true as const,
      holder: 'Trattoria La Sosta GmbH',
      iban: 'DE89370400440532013000',
      bic: null,
    };
    const booking = {
      ...shared,
      kind: 'eventBooking',
      eventId: '7b0f6c36-3c4b-4b8e-9d1c-6d1c4e7c9a10',
      eventTitleDe: 'Toskanischer Weinabend',
      eventTitleEn: 'Tuscan Wine Evening',
      totalAmountCents: 9800,
      deposit,
    } as GuestBooking;
    serve({ get: () => HttpResponse.json(booking) });
    renderApp(`/en/booking#${token}`);
    const section = await screen.findByRole('region', { name: 'Payment in advance' });
    expect(
      within(section).getByText(/Please transfer €98.00 by .*Your places are confirmed as soon as the payment has arrived/),
    ).toBeTruthy();
    expect(within(section).getByText('Zahlung E-1A2B3C4D')).toBeTruthy();
    expect(await within(section).findByRole('img', { name: 'GiroCode for transferring the deposit' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('a deposit no longer due: cancelled unpaid, the page says nothing is owed, with no account or GiroCode; confirmed without it, no deposit at all', async () => {
    const deposit = {
      status: 'awaiting' as const,
      amountCents: 24_000,
      dueAt: '2026-11-30T17:00:00.000Z',
      reference: 'Anzahlung R-1A2B3C4D',
      holder: 'Trattoria La Sosta GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    };
    let current = reservation({ status: 'pending', guests: 12, locale: 'en', deposit });
    serve({
      get: () => HttpResponse.json(current),
      cancel: () => HttpResponse.json((current = { ...current, status: 'cancelled', state: 'cancelled' })),
    });
    const { user } = renderApp(`/en/booking#${token}`);
    expect(within(await screen.findByRole('region', { name: 'Deposit' })).getByText('Reference')).toBeTruthy();
    // The guest cancels before paying: the deposit the service still calls awaited is owed no more.
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(/Your reservation is cancelled, so no deposit is due any more/)).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Deposit' });
    for (const gone of ['Please transfer', 'IBAN', 'DE89 3704 0044 0532 0130 00', 'Anzahlung R-1A2B3C4D']) {
      expect(within(section).queryByText(new RegExp(gone))).toBeNull();
    }
    expect(section.querySelector('.manage-booking-girocode')).toBeNull();
    await expectNoAxeViolations();
    cleanup();

    // Staff confirmed it without waiting for the deposit: the page asks for none and claims nothing about it.
    serve({ get: () => HttpResponse.json(reservation({ status: 'confirmed', guests: 12, deposit })) });
    renderApp(`/de/booking#${token}`);
    expect(await screen.findByText('Bestätigt')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Anzahlung' })).toBeNull();
    expect(screen.queryByText(/Bitte überweisen Sie/)).toBeNull();
    cleanup();

    // Released unpaid: said plainly, in German as in English.
    serve({
      get: () =>
        HttpResponse.json(
          reservation({ status: 'cancelled', state: 'cancelled', guests: 12, deposit: { ...deposit, status: 'released' } }),
        ),
    });
    renderApp(`/de/booking#${token}`);
    const released = await screen.findByRole('region', { name: 'Anzahlung' });
    expect(
      within(released).getByText(/Ihre Reservierung ist storniert – die Anzahlung von 240,00\s€ ist nicht rechtzeitig/),
    ).toBeTruthy();
    expect(within(released).queryByText('IBAN')).toBeNull();
  });

  it('shows the reservation, sends the token in a header only, and changes the party size', async () => {
    let current = reservation();
    serve({
      get: () => HttpResponse.json(current),
      put: () => HttpResponse.json((current = reservation({ guests: 4, status: 'pending' }))),
    });
    const { user } = renderApp(`/de/booking#${token}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Reservierung' })).toBeTruthy();
    expect(screen.getByText('Bestätigt')).toBeTruthy();
    expect(screen.getByText('Anna Schmidt')).toBeTruthy();
    expect(screen.getByText(/Kostenlos ändern oder stornieren können Sie bis/)).toBeTruthy();
    await expectNoAxeViolations();

    // The booking form's party sizes in its words: '15+ Personen (große Gruppe)', never '15 Personen' (issue 36).
    expect(
      within(screen.getByLabelText('Personen'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 Person', ...Array.from({ length: 11 }, (_, index) => `${index + 2} Personen`), '15+ Personen (große Gruppe)']);
    await user.selectOptions(screen.getByLabelText('Personen'), '4');
    await user.click(screen.getByRole('button', { name: 'Änderung senden' }));
    expect(await screen.findByText('Ihre Änderung ist eingegangen. Sie erhalten eine E-Mail.')).toBeTruthy();
    expect(screen.getByText('Angefragt – wartet auf unsere Bestätigung')).toBeTruthy();
    expect(sent.map(({ method, token: header }) => [method, header])).toEqual([
      ['GET', token],
      ['PUT', token],
    ]);
    expect(sent.every(({ url }) => !url.includes(token))).toBe(true);
    expect(sent[1]!.body).toEqual({ date: '2026-12-04', time: '19:30', guests: 4, specialRequests: null });
    expect(sent[1]!.language).toBe('de');
  });

  it("shows the server's 409 when the change no longer fits, and field errors beside their fields", async () => {
    let attempt = 0;
    serve({
      get: () => HttpResponse.json(reservation({ locale: 'en' })),
      put: () =>
        ++attempt === 1
          ? apiError(409, 'Sorry, at 19:30 on 2026-12-04 we only have room for 1 more guest. Please choose another time.')
          : apiError(400, 'Invalid request', { date: 'Please select a future date' }),
    });
    const { user } = renderApp(`/en/booking#${token}`);
    await user.selectOptions(await screen.findByLabelText('Guests'), '6');
    await user.click(screen.getByRole('button', { name: 'Send change' }));
    expect((await screen.findByRole('alert')).textContent).toContain('we only have room for 1 more guest');

    await user.click(screen.getByRole('button', { name: 'Send change' }));
    expect(await screen.findByText('Please select a future date')).toBeTruthy();
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');

    // A cleared date names no day: the page stays, with no times to offer until one is chosen.
    await user.clear(screen.getByLabelText('Date'));
    expect(
      within(screen.getByLabelText('Time'))
        .queryAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['19:30']);
  });

  it('cancels after asking once more; then offers to book again', async () => {
    let current = reservation();
    serve({
      get: () => HttpResponse.json(current),
      cancel: () => HttpResponse.json((current = reservation({ status: 'cancelled', state: 'cancelled' }))),
    });
    const { user } = renderApp(`/de/booking#${token}`);
    await user.click(await screen.findByRole('button', { name: 'Buchung stornieren' }));
    expect(screen.getByText(/Möchten Sie wirklich stornieren/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByText('Ihre Buchung ist storniert. Sie erhalten eine Bestätigung per E-Mail.')).toBeTruthy();
    expect(screen.getByText('Storniert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neuen Tisch reservieren' }).getAttribute('href')).toBe('/de/reservations');
    expect(screen.queryByRole('button', { name: 'Änderung senden' })).toBeNull();
    expect(sent.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('within the free-cancellation hours it sends the guest to the phone, with no buttons', async () => {
    serve({ get: () => HttpResponse.json(reservation({ state: 'late' })) });
    renderApp(`/de/booking#${token}`);
    const notice = await screen.findByText(/Bitte rufen Sie uns jetzt an/);
    expect(within(notice).getByRole('link', { name: '+49 30 1234 5678' }).getAttribute('href')).toBe('tel:+493012345678');
    expect(within(document.querySelector<HTMLElement>('.manage-booking-page')!).queryByRole('button')).toBeNull();
  });

  it('a wrong link, a missing token and a visit that is over each say so, and nothing more', async () => {
    serve({ get: () => apiError(404, 'Dieser Link ist nicht gültig.') });
    const first = renderApp(`/de/booking#${token}`);
    expect(await screen.findByRole('heading', { name: 'Dieser Link ist nicht gültig.' })).toBeTruthy();
    first.unmount();

    const second = renderApp('/de/booking');
    expect(await screen.findByRole('heading', { name: 'Dieser Link ist nicht gültig.' })).toBeTruthy();
    second.unmount();

    serve({ get: () => apiError(410, 'This visit is over; the link is no longer valid.') });
    renderApp(`/en/booking#${token}`);
    expect(await screen.findByRole('heading', { name: 'This visit is over; the link is no longer valid.' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Book a table' })).toBeTruthy());
  });

  it('an event booking shows its event and total; its seats (1 to 8) and its note can change (docs/decisions.md 117)', async () => {
    const {
      date: _date,
      time: _time,
      ...shared
    } = reservation({ locale: 'en', guests: 3 }) as GuestBooking & {
      date: string;
      time: string;
    };
    const booking = {
      ...shared,
      kind: 'eventBooking',
      eventId: '7b0f6c36-3c4b-4b8e-9d1c-6d1c4e7c9a10',
      eventTitleDe: 'Toskanischer Weinabend',
      eventTitleEn: 'Tuscan Wine Evening',
      totalAmountCents: 14850,
    };
    serve({
      get: () => HttpResponse.json(booking),
      put: () => HttpResponse.json({ ...booking, specialRequests: 'Vegetarian' }),
    });
    const { user } = renderApp(`/en/booking#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking: Tuscan Wine Evening' })).toBeTruthy();
    expect(screen.getByText('€148.50')).toBeTruthy();
    const seats = screen.getByLabelText<HTMLSelectElement>('Guests');
    expect([...seats.options].map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(seats.value).toBe('3');
    await user.type(screen.getByLabelText('Note to the restaurant (optional)'), 'Vegetarian');
    await user.click(screen.getByRole('button', { name: 'Send change' }));
    expect(await screen.findByText('Your note is saved.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { guests: 3, specialRequests: 'Vegetarian' } });

    await user.selectOptions(screen.getByLabelText('Guests'), '5');
    await user.click(screen.getByRole('button', { name: 'Send change' }));
    expect(await screen.findByText('We have received your change. You will get an email.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { guests: 5, specialRequests: 'Vegetarian' } });
  });
});
