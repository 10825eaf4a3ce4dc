import type { PersonalData } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { apiError, server } from './support/api-server';
import { renderApp } from './support/render-app';

const token = 'Gq3h5xLw0cJm9TzPq2VfR8sYb1NkD4eA6uHiOj7WlXo';
const booking = (erased = false): PersonalData => ({
  service: 'booking',
  email: 'anna@example.org',
  erased,
  records: erased
    ? { reservations: [], eventBookings: [], waitlist: [], guestProfile: [] }
    : {
        reservations: [
          { date: '2026-12-04', time: '19:00' },
          { date: '2026-12-11', time: '20:00' },
        ],
        eventBookings: [],
        waitlist: [{}],
        guestProfile: [{ name: 'Anna Schmidt', notes: 'Fensterplatz' }],
      },
});
const inbox = (erased = false): PersonalData => ({
  service: 'inbox',
  email: 'anna@example.org',
  erased,
  records: { contactMessages: erased ? [] : [{ subject: 'Geburtstag' }], feedback: [] },
});

describe("a guest's data (/{locale}/my-data#token, docs/decisions.md 116)", () => {
  it('shows what each service stores, downloads it as one file, and erases it after asking once more', async () => {
    let erased = false;
    const tokens: Array<string | null> = [];
    server.use(
      http.get(
        '/api/personal-data/booking',
        ({ request }) => (tokens.push(request.headers.get('x-guest-token')), HttpResponse.json(booking(erased))),
      ),
      http.get('/api/personal-data/inbox', () => HttpResponse.json(inbox(erased))),
      http.post('/api/personal-data/erase', () => {
        erased = true;
        return HttpResponse.json(inbox(true));
      }),
    );
    const created = vi.fn(() => 'blob:my-data');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    // jsdom does not download: the click on the file's link is what the browser would act on.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('meine-daten-trattoria-la-sosta.json');
    });
    const { user } = renderApp(`/de/my-data#${token}`);

    const lead = await screen.findByText(/Das speichern wir zur E-Mail-Adresse/);
    expect(within(lead).getByText('anna@example.org')).toBeTruthy();
    const counts = Object.fromEntries(
      [...document.querySelectorAll('.my-data-counts > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    expect(counts).toEqual({
      Tischreservierungen: '2',
      Veranstaltungsbuchungen: 'keine',
      'Plätze auf Wartelisten': '1',
      'Ihr Gästeprofil (mit Notizen unseres Teams)': '1',
      'Nachrichten über das Kontaktformular': '1',
      'Feedback und Bewertungen': 'keine',
    });
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Alles als Datei herunterladen (JSON)' }));
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    clicked.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Meine Daten löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByText('Ihre Daten sind gelöscht. Sie erhalten eine Bestätigung per E-Mail.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Zu dieser Adresse speichern wir nichts (mehr).')).toBeTruthy());
    expect(tokens.every((each) => each === token)).toBe(true);
  });

  it('an expired link says so and leads to the privacy page', async () => {
    server.use(
      http.get('/api/personal-data/booking', () => apiError(410, 'expired')),
      http.get('/api/personal-data/inbox', () => apiError(410, 'expired')),
    );
    renderApp(`/en/my-data#${token}`);
    expect(await screen.findByText(/This link has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the privacy page' }).getAttribute('href')).toBe('/en/legal?tab=privacy');
  });
});

describe('the privacy page asks for the link (docs/decisions.md 116)', () => {
  it("sends the address in the page's language and says only that a link went to it; a bad address is named", async () => {
    const sent: unknown[] = [];
    let answer = () => apiError(400, 'Invalid request', { email: 'Please enter a valid email address' });
    server.use(
      http.post('/api/data-requests', async ({ request }) => {
        sent.push(await request.json());
        return answer();
      }),
    );
    const { user } = renderApp('/en/legal?tab=privacy');
    const field = await screen.findByLabelText('Email address');
    await user.type(field, 'anna@');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    answer = () => HttpResponse.json({ accepted: true }, { status: 202 });
    await user.type(field, 'example.org');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText(/We have sent a link to anna@example.org/)).toBeTruthy();
    expect(sent.at(-1)).toEqual({ email: 'anna@example.org', locale: 'en' });
  });
});
