import type { GuestBooking } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from './support/api-server';
import { renderApp } from './support/render-app';

// The QR encoder's chunk cannot be loaded (offline, or a release replaced it): its import rejects.
vi.mock('qrcode', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const deposit = {
  status: 'awaiting' as const,
  amountCents: 24_000,
  dueAt: '2026-11-30T17:00:00.000Z',
  reference: 'Anzahlung R-1A2B3C4D',
  holder: 'Trattoria La Sosta GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

describe("a deposit's GiroCode on the guest's page (docs/decisions.md 165)", () => {
  it('when the encoder cannot be loaded, the payment details stay and the empty code goes', async () => {
    const booking = {
      kind: 'reservation',
      date: '2026-12-04',
      time: '19:30',
      status: 'pending',
      state: 'open',
      name: 'Anna Schmidt',
      guests: 12,
      specialRequests: null,
      locale: 'en',
      startsAt: '2026-12-04T18:30:00.000Z',
      changeableUntil: '2026-12-04T16:30:00.000Z',
      deposit,
    } satisfies GuestBooking;
    server.use(http.get('/api/guest-booking', () => HttpResponse.json(booking)));
    renderApp('/en/booking#Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo');
    const section = await screen.findByRole('region', { name: 'Deposit' });
    // No frame left asking the guest to scan a code that never comes.
    await waitFor(() => expect(section.querySelector('.manage-booking-girocode')).toBeNull());
    expect(within(section).queryByText(/Scan with your banking app/)).toBeNull();
    expect(within(section).getByText(/Please transfer €240.00 by/)).toBeTruthy();
    expect(within(section).getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    expect(within(section).getByText('Anzahlung R-1A2B3C4D')).toBeTruthy();
    // The page itself still stands: what the guest may do is there.
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });
});
