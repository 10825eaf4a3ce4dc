import { screen, waitFor, within } from '@testing-library/react';
import type { GoLive, ReviewsResponse } from '@ristorante/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../src/admin/features/overview/utils/time-ago';
import { apiError } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { bookings, events, messages, reservations, serveDashboard, signedInAs } from './support/admin-api';
import { aBooking, aGalleryImage, aMenuItem, aMessage, aReservation, anEvent, emptyCovers } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const menu = [aMenuItem(), aMenuItem(), aMenuItem({ isAvailable: false })];

/** A restaurant with something in every list; `changes` in front, each replacing its route's answer. */
function serveBusyRestaurant(...changes: HttpHandler[]) {
  const covers = emptyCovers(14);
  covers[0] = { ...covers[0]!, confirmed: 12, pending: 4 };
  covers[5] = { ...covers[5]!, confirmed: 30, pending: 0 };
  serveDashboard(
    ...changes,
    reservations([
      aReservation({ name: 'Anna Schmidt', created_at: ago(0.2), date: '2026-11-27', time: '19:30', guests: 4 }),
      aReservation({ name: 'Bruno Weiß', created_at: ago(5), status: 'confirmed' }),
      aReservation({ name: 'Carla Rossi', created_at: ago(30) }),
      aReservation({ name: 'Dora Alt', created_at: ago(90) }),
    ]),
    bookings([
      aBooking({ name: 'Luca Bianchi', created_at: ago(3), guests: 2 }),
      aBooking({ created_at: ago(200), status: 'confirmed' }),
    ]),
    messages([aMessage({ name: 'Carla Rossi', subject: 'Geburtstag', createdAt: ago(50) })]),
    events([anEvent(), anEvent({ id: 'e2' })]),
    http.get('/api/menu', () => HttpResponse.json(menu)),
    http.get('/api/gallery', () => HttpResponse.json([aGalleryImage(), aGalleryImage(), aGalleryImage(), aGalleryImage()])),
    http.get('/api/reviews', () => HttpResponse.json<ReviewsResponse>({ reviews: [], averageRating: 4.7, count: 6 })),
    http.get('/api/admin/reservations/covers', () => HttpResponse.json(covers)),
  );
}

const stat = (name: RegExp) => within(screen.getByRole('list', { name: /^(Zahlen|Figures)$/ })).getByRole('link', { name });

describe('the overview tab', () => {
  it('when the restaurant has data, then every count shows, each leading to its tab (German)', async () => {
    serveBusyRestaurant();
    renderAdmin('/de/admin/dashboard');
    await screen.findByRole('list', { name: 'Zahlen' });
    expect(stat(/^Reservierungen/).textContent).toBe('Reservierungen43 ausstehend');
    expect(stat(/^Reservierungen/).getAttribute('href')).toBe('/de/admin/dashboard?tab=reservations');
    expect(stat(/^Veranstaltungs/).textContent).toBe('Veranstaltungs\u00adbuchungen21 ausstehend');
    expect(stat(/^Ungelesene Nachrichten/).textContent).toBe('Ungelesene Nachrichten1');
    expect(stat(/^Durchschnittliche Bewertung/).textContent).toBe('Durchschnittliche Bewertung4,7 / 56 Bewertungen');
    expect(stat(/^Gerichte/).textContent).toBe('Gerichte und Getränke32 verfügbar');
    expect(stat(/^Kommende Veranstaltungen/).textContent).toBe('Kommende Veranstaltungen2');
    expect(stat(/^Bilder/).textContent).toBe('Bilder in der Galerie4');
    await expectNoAxeViolations();
  });

  it('when there was activity, then the five latest from bookings, reservations and messages, with how long ago (English)', async () => {
    serveBusyRestaurant();
    renderAdmin('/en/admin/dashboard');
    const activity = await screen.findByRole('region', { name: 'Latest activity' });
    const entries = within(activity)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Reservation: Anna Schmidt, 4 guests, 27 Nov 2026 at 19:3012 minutes ago',
      'Booking: Luca Bianchi, 2 seats for “Sicilian Wine Evening”3 hours ago',
      'Reservation: Bruno Weiß, 4 guests, 27 Nov 2026 at 19:005 hours ago',
      'Reservation: Carla Rossi, 4 guests, 27 Nov 2026 at 19:001 day ago',
      'Message from Carla Rossi: Geburtstag2 days ago',
    ]);
  });

  it('when a message is 34 minutes old, then it says so rather than just now: a missed 30-minute promise shows (German)', async () => {
    serveDashboard(
      reservations([aReservation({ name: 'Anna Schmidt', created_at: ago(40 / 60) })]),
      bookings([aBooking({ name: 'Luca Bianchi', created_at: ago(10 / 3600) })]),
      messages([aMessage({ name: 'Carla Rossi', subject: 'Tisch am Fenster', createdAt: ago(34 / 60) })]),
    );
    renderAdmin('/de/admin/dashboard');
    const activity = await screen.findByRole('region', { name: 'Neueste Aktivitäten' });
    const when = within(activity)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.textContent);
    expect(when).toEqual(['Gerade eben', 'vor 34 Minuten', 'vor 40 Minuten']);
  });

  it('when the chart is drawn, then it is an image named by its title, summarised, with every figure in a table', async () => {
    serveBusyRestaurant();
    renderAdmin('/en/admin/dashboard');
    const chart = await screen.findByRole('img', { name: 'Covers booked for the next 14 days' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const summary = document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent;
    expect(summary).toBe('In all 42 confirmed and 4 pending covers; the busiest day is Saturday, 28 November 2026 with 30.');
    expect(chart.querySelectorAll('rect.admin-chart-confirmed')).toHaveLength(14);
    const table = screen.getByRole('table', { name: 'Covers booked for the next 14 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(15);
    expect(rows[1]!.textContent).toBe('Monday, 23 November 2026124');
  });

  it('when the quick actions are shown, then they lead to their tabs, the phone booking straight to its form', async () => {
    serveBusyRestaurant();
    renderAdmin('/en/admin/dashboard');
    const actions = await screen.findByRole('region', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Phone booking', '/en/admin/dashboard?tab=reservations&new=phone'],
      ['Reservations', '/en/admin/dashboard?tab=reservations'],
      ['New dish', '/en/admin/dashboard?tab=menu'],
      ['New event', '/en/admin/dashboard?tab=events'],
      ['Upload image', '/en/admin/dashboard?tab=gallery'],
    ]);
  });

  it('when nothing has happened yet, then the empty states', async () => {
    serveDashboard();
    renderAdmin('/en/admin/dashboard');
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
    const chart = await screen.findByRole('img', { name: 'Covers booked for the next 14 days' });
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Nothing is booked for the next 14 days yet.',
    );
    expect(stat(/^Average rating/).textContent).toBe('Average ratingnone yet0 reviews');
    await expectNoAxeViolations();
  });

  it('when one service does not answer, then its figures are a dash, the others show, and Try Again asks again', async () => {
    let inboxDown = true;
    serveBusyRestaurant(
      http.get('/api/contact', () =>
        inboxDown
          ? apiError(503, 'The inbox service is unavailable right now.')
          : HttpResponse.json([], { headers: { 'x-total-count': '0', 'x-unread-count': '0' } }),
      ),
      http.get('/api/reviews', () =>
        inboxDown ? apiError(503, 'down') : HttpResponse.json<ReviewsResponse>({ reviews: [], averageRating: 4.5, count: 2 }),
      ),
    );
    const app = renderAdmin('/en/admin/dashboard');
    await screen.findByText('Some figures are missing right now because a service does not answer.');
    expect(stat(/^Unread messages/).textContent).toBe('Unread messages–');
    expect(stat(/^Reservations/).textContent).toBe('Reservations43 pending');
    inboxDown = false;
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(stat(/^Unread messages/).textContent).toBe('Unread messages0'));
    expect(screen.queryByText('Some figures are missing right now because a service does not answer.')).toBeNull();
  });

  it('when stand-ins are left, then the owner sees each, leading to where it is put right; once none is left, that the site is ready', async () => {
    const left: GoLive = {
      ready: false,
      items: [
        { area: 'restaurant', kind: 'unsaved' },
        { area: 'restaurant', kind: 'standIn', path: 'operator.register' },
        { area: 'restaurant', kind: 'missing', path: 'mailProvider' },
        { area: 'restaurant', kind: 'standIn', path: 'socialLinks.1.url' },
        { area: 'blog', kind: 'seeded', id: '11111111-1111-4111-8111-111111111111', title: 'Unsere Herbstkarte' },
      ],
    };
    serveBusyRestaurant(http.get('/api/admin/go-live', () => HttpResponse.json(left)));
    const { unmount } = renderAdmin('/de/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Vor dem Start' });
    expect(within(card).getByText(/sind noch 5 Angaben auszufüllen/)).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [
        'Die Angaben zum Restaurant sind noch die der Erstinstallation – bitte in den Einstellungen prüfen und speichern.',
        '/de/admin/dashboard?tab=settings',
      ],
      ['Handelsregister: noch ein Platzhalter', '/de/admin/dashboard?tab=settings'],
      ['E-Mail-Anbieter: fehlt, die Datenschutzerklärung nennt ihn', '/de/admin/dashboard?tab=settings'],
      ['2. Link zu sozialen Netzwerken: noch ein Platzhalter', '/de/admin/dashboard?tab=settings'],
      ['Beispielbeitrag im Blog „Unsere Herbstkarte“: bearbeiten oder löschen', '/de/admin/dashboard?tab=blog'],
    ]);
    await expectNoAxeViolations();
    unmount();

    serveBusyRestaurant();
    renderAdmin('/en/admin/dashboard');
    const ready = await screen.findByRole('region', { name: 'Before going online' });
    expect(ready.textContent).toContain('All filled in: no stand-in is left on the site.');
    expect(within(ready).queryAllByRole('link')).toEqual([]);
  });

  it('when staff open the overview, then there is no go-live list: they change none of it', async () => {
    // Were it asked (the gateway refuses staff), this answer would show.
    const left: GoLive = { ready: false, items: [{ area: 'restaurant', kind: 'unsaved' }] };
    serveBusyRestaurant(
      signedInAs('staff'),
      http.get('/api/admin/go-live', () => HttpResponse.json(left)),
    );
    renderAdmin('/de/admin/dashboard');
    await screen.findByRole('list', { name: 'Zahlen' });
    await screen.findByText('Neueste Aktivitäten');
    expect(screen.queryByRole('region', { name: 'Vor dem Start' })).toBeNull();
  });

  it('when the covers cannot be loaded, then the chart says so and offers Try Again', async () => {
    serveBusyRestaurant(http.get('/api/admin/reservations/covers', () => apiError(503, 'down')));
    renderAdmin('/de/admin/dashboard');
    expect(await screen.findByText('Die reservierten Plätze konnten nicht geladen werden.')).toBeTruthy();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-23T20:00:00Z');
  it.each([
    ['2026-11-23T20:00:00Z', 'admin.overview.ago.justNow', {}],
    ['2026-11-23T19:59:00.001Z', 'admin.overview.ago.justNow', {}],
    ['2026-11-23T19:59:00Z', 'admin.overview.ago.minutes', { minutes: 1 }],
    ['2026-11-23T19:26:00Z', 'admin.overview.ago.minutes', { minutes: 34 }],
    ['2026-11-23T19:00:01Z', 'admin.overview.ago.minutes', { minutes: 59 }],
    ['2026-11-23T19:00:00Z', 'admin.overview.ago.hours', { hours: 1 }],
    ['2026-11-22T20:00:01Z', 'admin.overview.ago.hours', { hours: 23 }],
    ['2026-11-22T20:00:00Z', 'admin.overview.ago.days', { days: 1 }],
    ['2026-11-13T08:00:00Z', 'admin.overview.ago.days', { days: 10 }],
  ])('when something happened at %s, then %s', (at, id, values) => {
    expect(timeAgo(at, now)).toEqual({ id, values });
  });
});
