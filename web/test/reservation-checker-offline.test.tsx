import { berlinDate } from '@ristorante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/render-app';
import { watchRequests } from './support/api-server';
import { serveAvailability } from './support/availability';

// The form's checker (with zod) is a chunk of its own, fetched once the guest starts on the form. Here that
// fetch fails, as it does when the connection drops after the page has loaded.
vi.mock('../src/features/reservations/utils/check-reservation', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('reservation form without its checker', () => {
  it('when the checker cannot be loaded, then the guest is told to try again and nothing is sent', async () => {
    serveAvailability();
    const requests = watchRequests();
    const { user } = renderApp('/en/reservations');
    const form = await screen.findByRole('form');
    // Details the checker would pass, so only the missing checker can stop the sending.
    await user.type(within(form).getByLabelText(/^Name/), 'Anna Schmidt');
    await user.type(within(form).getByLabelText(/^Phone/), '+49 30 1234567');
    await user.type(within(form).getByLabelText(/^Email/), 'anna@example.org');
    fireEvent.change(within(form).getByLabelText(/^Date/), {
      target: { value: berlinDate(new Date(Date.now() + 5 * 86_400_000)) },
    });
    await user.selectOptions(within(form).getByLabelText(/^Time/), '19:30');

    await user.click(within(form).getByRole('button', { name: 'Make Reservation' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('There was an error with your reservation. Please try again.'),
    );
    // The form asked which times are free; it sent nothing.
    expect(requests.filter((request) => !request.startsWith('GET /api/availability?'))).toEqual([]);
  });
});
