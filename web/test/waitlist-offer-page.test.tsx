import type { WaitlistOffer, WaitlistPlace } from '@ristorante/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { apiError, server } from './support/api-server';
import { renderApp } from './support/render-app';

const token = 'Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';
const offer = (overrides: Partial<WaitlistOffer> = {}): WaitlistOffer => ({
  date: '2026-12-04',
  time: '19:00',
  guests: 2,
  name: 'Sofia Marino',
  locale: 'de',
  status: 'offered',
  expiresAt: '2026-12-03T17:00:00.000Z',
  ...overrides,
});

describe("the page a waitlist offer's link opens (/{locale}/waitlist#token, docs/decisions.md 115)", () => {
  it('shows the table and its deadline, claims it with one click (token in a header), and says what comes next', async () => {
    const tokens: Array<string | null> = [];
    server.use(
      http.get(
        '/api/waitlist/offer',
        ({ request }) => (tokens.push(request.headers.get('x-guest-token')), HttpResponse.json(offer())),
      ),
      http.post('/api/waitlist/offer/claim', ({ request }) => {
        tokens.push(request.headers.get('x-guest-token'));
        return HttpResponse.json(offer({ status: 'claimed' }), { status: 201 });
      }),
    );
    const { user } = renderApp(`/de/waitlist#${token}`);
    expect(await screen.findByText('Für 2 Personen ist am Fr., 4. Dez. um 19:00 Uhr ein Tisch frei geworden.')).toBeTruthy();
    expect(screen.getByText(/Reservieren Sie ihn bis Do., 3. Dez. 2026, 18:00/)).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Tisch jetzt reservieren' }));
    expect(await screen.findByText(/Vielen Dank! Ihre Reservierungsanfrage ist eingegangen/)).toBeTruthy();
    expect(tokens).toEqual([token, token]);
  });

  it("an expired offer says so and offers another time; a table taken meanwhile shows the server's sentence", async () => {
    server.use(http.get('/api/waitlist/offer', () => HttpResponse.json(offer({ status: 'expired', locale: 'en' }))));
    const first = renderApp(`/en/waitlist#${token}`);
    expect(await screen.findByText(/This offer has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book another time' }).getAttribute('href')).toBe('/en/reservations');
    first.unmount();

    server.use(
      http.get('/api/waitlist/offer', () => HttpResponse.json(offer({ locale: 'en' }))),
      http.post('/api/waitlist/offer/claim', () =>
        apiError(409, 'Sorry, we are fully booked at 19:00 on 2026-12-04. Please choose another time.'),
      ),
    );
    const { user } = renderApp(`/en/waitlist#${token}`);
    await user.click(await screen.findByRole('button', { name: 'Book the table now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, we are fully booked at 19:00 on 2026-12-04. Please choose another time.',
    );
  });

  it('a wrong link says only that it is not valid', async () => {
    server.use(http.get('/api/waitlist/offer', () => apiError(404, 'This link is not valid.')));
    renderApp(`/en/waitlist#${token}`);
    expect(await screen.findByText('This link is not valid.')).toBeTruthy();
  });
});

describe("the joined mail's link to a waitlist place (/{locale}/waitlist#leave=token, docs/decisions.md 132)", () => {
  const place = (overrides: Partial<WaitlistPlace> = {}): WaitlistPlace => ({
    date: '2026-12-04',
    time: '19:00',
    guests: 2,
    name: 'Sofia Marino',
    status: 'waiting',
    ahead: 1,
    ...overrides,
  });

  it('shows the place and who waits before it, and leaves it with one click (token in a header)', async () => {
    const calls: Array<[string, string | null]> = [];
    server.use(
      http.get('/api/waitlist/entry', ({ request }) => {
        calls.push(['GET', request.headers.get('x-guest-token')]);
        return HttpResponse.json(place());
      }),
      http.post('/api/waitlist/entry/leave', ({ request }) => {
        calls.push(['POST', request.headers.get('x-guest-token')]);
        return HttpResponse.json(place({ status: 'left', ahead: 0 }));
      }),
    );
    const { user } = renderApp(`/de/waitlist#leave=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Platz auf der Warteliste' })).toBeTruthy();
    expect(await screen.findByText('Sie warten auf einen Tisch für 2 Personen am Fr., 4. Dez. um 19:00 Uhr.')).toBeTruthy();
    expect(screen.getByText('Vor Ihnen wartet 1 Gast.')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Von der Warteliste abmelden' }));
    expect(await screen.findByText(/Sie stehen nicht mehr auf der Warteliste/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Eine andere Zeit reservieren' }).getAttribute('href')).toBe('/de/reservations');
    expect(calls).toEqual([
      ['GET', token],
      ['POST', token],
    ]);
  });

  it("an event's place names the event; a place that became a booking has nothing to leave; an unknown link says so", async () => {
    server.use(
      http.get('/api/waitlist/entry', () =>
        HttpResponse.json(
          place({ status: 'claimed', event: { id: crypto.randomUUID(), titleDe: 'Trüffelabend', titleEn: 'Truffle night' } }),
        ),
      ),
    );
    const first = renderApp(`/en/waitlist#leave=${token}`);
    expect(await screen.findByText('You are waiting for 2 seats for "Truffle night" on Fri 4 Dec at 19:00.')).toBeTruthy();
    expect(screen.getByText(/This place has already become your booking/)).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
    first.unmount();

    server.use(http.get('/api/waitlist/entry', () => apiError(404, 'Dieser Link ist nicht gültig.')));
    renderApp(`/de/waitlist#leave=${token}`);
    expect(await screen.findByText('Dieser Link ist nicht gültig.')).toBeTruthy();
  });
});
