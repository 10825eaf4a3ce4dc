import type { WaitlistOffer } from '@ristorante/contracts';
import { screen } from '@testing-library/react';
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
