import { almostFullThreshold as contractThreshold, type RestaurantEvent } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { almostFullThreshold, availabilityOf, guestOptions } from '../src/features/events/utils/event-display';
import { formatEuros, formatEventDate } from '../src/lib/format';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';
import { apiError, createGate, inTurn, server } from './support/api-server';

function makeEvent(overrides: Partial<RestaurantEvent> & Pick<RestaurantEvent, 'id'>): RestaurantEvent {
  return {
    title: 'Weinprobe',
    title_de: 'Weinprobe: Piemont trifft Toskana',
    title_en: 'Wine tasting: Piedmont meets Tuscany',
    description: 'Sechs Weine aus dem Piemont und der Toskana.',
    description_de: 'Sechs Weine aus dem Piemont und der Toskana.',
    description_en: 'Six wines from Piedmont and Tuscany.',
    event_date: '2030-05-10T17:00:00.000Z',
    price: 59,
    max_attendees: 24,
    duration_minutes: 180,
    exclusive: false,
    advance_payment: 'none',
    current_attendees: 10,
    manual_attendees: 0,
    spots_left: 14,
    image_url: '/api/media/seed/events-wine-tasting.svg',
    picture: null,
    version: 1,
    ...overrides,
  };
}

const soldOut = makeEvent({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Live-Musik',
  title_de: 'Canzoni italiane – Live-Musik und Menü',
  title_en: 'Canzoni italiane – live music and dinner',
  description_de: 'Ein Abend mit Gitarre und Akkordeon.',
  description_en: 'An evening of guitar and accordion.',
  price: 55,
  max_attendees: 30,
  duration_minutes: 180,
  exclusive: false,
  advance_payment: 'none',
  current_attendees: 30,
  spots_left: 0,
});
const almostFull = makeEvent({
  id: '22222222-2222-4222-8222-222222222222',
  price: 59,
  max_attendees: 24,
  duration_minutes: 180,
  exclusive: false,
  advance_payment: 'none',
  current_attendees: 21,
  spots_left: 3,
});
const available = makeEvent({
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Pasta-Kurs',
  title_de: 'Pasta-Kurs: frische Pasta von Hand',
  title_en: 'Pasta class: fresh pasta by hand',
  description_de: null,
  description: 'Tagliatelle, Ravioli und Orecchiette von Hand.',
  description_en: 'Tagliatelle, ravioli and orecchiette by hand.',
  price: 79,
  max_attendees: 12,
  duration_minutes: 180,
  exclusive: false,
  advance_payment: 'none',
  current_attendees: 4,
  spots_left: 8,
  image_url: null,
});
const events = [soldOut, almostFull, available];

/** Testing Library collapses the no-break space in '59,00 €' when it reads the page; so does this. */
const euros = (value: number, locale: 'de' | 'en') => formatEuros(value, locale).replace(/\s+/g, ' ');

/** The API answers GET /api/events with these events. */
function serveEvents(list: RestaurantEvent[]): void {
  server.use(http.get('/api/events', () => HttpResponse.json(list)));
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

describe('events list (/{locale}/events)', () => {
  it('when the events are still loading, then a loading state is announced', async () => {
    const gate = createGate();
    const list = inTurn(async () => {
      await gate.opened;
      return HttpResponse.json(events);
    });
    server.use(http.get('/api/events', list));
    renderApp('/de/events');

    expect(await screen.findByText('Veranstaltungen werden geladen …')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Veranstaltungen werden geladen …');
    expect(screen.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeTruthy();

    gate.open();
    expect(await screen.findAllByTestId('event-card')).toHaveLength(3);
    expect(screen.queryByText('Veranstaltungen werden geladen …')).toBeNull();
    expect(list.sent.map((request) => request.path)).toContain('/api/events');
  });

  it('when events are loaded in German, then each card shows its German texts, badge and link', async () => {
    serveEvents(events);
    renderApp('/de/events');

    expect(await screen.findAllByTestId('event-card')).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('Veranstaltungen | Trattoria La Sosta'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Kommende Veranstaltungen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Was Sie erwartet' })).toBeTruthy();

    // Sold out: a badge, a sentence, and one link: to the event's page, where its waitlist is.
    const soldOutCard = card('Canzoni italiane – Live-Musik und Menü');
    expect(within(soldOutCard).getByText('Ausverkauft')).toBeTruthy();
    expect(within(soldOutCard).getByText('Leider ist diese Veranstaltung ausgebucht.')).toBeTruthy();
    const waitlist = within(soldOutCard).getByRole('link', {
      name: 'Auf die Warteliste: Canzoni italiane – Live-Musik und Menü',
    });
    expect(waitlist.textContent).toBe('Auf die Warteliste');
    expect(waitlist.getAttribute('href')).toBe(`/de/events/${soldOut.id}`);
    expect(soldOutCard.querySelectorAll('a')).toHaveLength(1);
    // Screen readers hear that it is sold out with the card itself.
    const describedBy = soldOutCard.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Ausverkauft');
    expect(screen.queryByRole('link', { name: 'Canzoni italiane – Live-Musik und Menü' })).toBeNull();

    const almostFullCard = card('Weinprobe: Piemont trifft Toskana');
    expect(within(almostFullCard).getByText('Fast ausgebucht!')).toBeTruthy();
    expect(within(almostFullCard).getByText('Noch 3 Plätze frei')).toBeTruthy();
    expect(within(almostFullCard).getByText(`${euros(59, 'de')} pro Person`)).toBeTruthy();
    expect(within(almostFullCard).getByText(formatEventDate(almostFull.event_date, 'de'))).toBeTruthy();
    expect(within(almostFullCard).getByRole('link', { name: 'Weinprobe: Piemont trifft Toskana' }).getAttribute('href')).toBe(
      `/de/events/${almostFull.id}`,
    );
    const image = almostFullCard.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/api/media/seed/events-wine-tasting.svg');
    expect(image?.getAttribute('width')).toBe('800');
    expect(image?.getAttribute('height')).toBe('600');
    expect(image?.getAttribute('loading')).toBe('lazy');

    const availableCard = card('Pasta-Kurs: frische Pasta von Hand');
    expect(within(availableCard).getByText('Verfügbar')).toBeTruthy();
    expect(within(availableCard).getByText('Noch 8 Plätze frei')).toBeTruthy();
    // No German description: the plain one stands in.
    expect(within(availableCard).getByText('Tagliatelle, Ravioli und Orecchiette von Hand.')).toBeTruthy();
    expect(within(availableCard).getByRole('link').getAttribute('href')).toBe(`/de/events/${available.id}`);

    await expectNoAxeViolations();
  });

  it('when events are loaded in English, then the cards are English with English badges and links', async () => {
    serveEvents(events);
    renderApp('/en/events');

    expect(await screen.findAllByTestId('event-card')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What to Expect' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Events | Trattoria La Sosta'));

    const soldOutCard = card('Canzoni italiane – live music and dinner');
    expect(within(soldOutCard).getByText('Sold Out')).toBeTruthy();
    expect(within(soldOutCard).getByText('Sorry, this event is fully booked.')).toBeTruthy();
    expect(within(soldOutCard).getByText('No spots left')).toBeTruthy();
    expect(within(soldOutCard).getByText('An evening of guitar and accordion.')).toBeTruthy();
    expect(
      within(soldOutCard)
        .getByRole('link', { name: /^Join the waitlist/ })
        .getAttribute('href'),
    ).toBe(`/en/events/${soldOut.id}`);

    const almostFullCard = card('Wine tasting: Piedmont meets Tuscany');
    expect(within(almostFullCard).getByText('Almost Full!')).toBeTruthy();
    expect(within(almostFullCard).getByText('3 spots left')).toBeTruthy();
    expect(within(almostFullCard).getByText(`${euros(59, 'en')} per person`)).toBeTruthy();
    expect(within(almostFullCard).getByText(formatEventDate(almostFull.event_date, 'en'))).toBeTruthy();
    expect(within(almostFullCard).getByRole('link', { name: 'Wine tasting: Piedmont meets Tuscany' }).getAttribute('href')).toBe(
      `/en/events/${almostFull.id}`,
    );

    const availableCard = card('Pasta class: fresh pasta by hand');
    expect(within(availableCard).getByText('Available')).toBeTruthy();
    expect(within(availableCard).getByText('Tagliatelle, ravioli and orecchiette by hand.')).toBeTruthy();

    await expectNoAxeViolations();
  });

  it('when a card is clicked, then its event page opens', async () => {
    serveEvents(events);
    server.use(http.get(`/api/events/${available.id}`, () => HttpResponse.json(available)));
    const { currentPath, user } = renderApp('/en/events');

    await user.click(await screen.findByRole('link', { name: 'Pasta class: fresh pasta by hand' }));

    await waitFor(() => expect(currentPath()).toBe(`/en/events/${available.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pasta class: fresh pasta by hand' })).toBeTruthy();
  });

  it.each([
    ['/en/events', 'No Events Scheduled', 'No upcoming events', 'Get Notified'],
    ['/de/events', 'Keine Veranstaltungen geplant', 'Keine bevorstehenden Veranstaltungen', 'Benachrichtigen lassen'],
  ])('when %s has no upcoming events, then the empty state offers Get Notified', async (path, title, text, button) => {
    serveEvents([]);
    renderApp(path);

    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
    expect(screen.queryAllByTestId('event-card')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('when loading fails (after one quiet retry), then the error offers Try Again, and clicking it recovers', async () => {
    const list = inTurn(
      () => apiError(503, 'Service Unavailable'),
      () => apiError(503, 'Service Unavailable'),
      () => HttpResponse.json(events),
    );
    server.use(http.get('/api/events', list));
    const { user } = renderApp('/en/events');

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('Error loading events')).toBeTruthy();
    expect(within(alert).getByText('Failed to fetch events')).toBeTruthy();
    expect(list.sent).toHaveLength(2);
    await expectNoAxeViolations();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findAllByTestId('event-card')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(list.sent).toHaveLength(3);
  });

  it('when loading fails in German, then the German error and Erneut versuchen are shown', async () => {
    server.use(http.get('/api/events', () => HttpResponse.error()));
    renderApp('/de/events');

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('Fehler beim Laden der Veranstaltungen')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});

describe('event availability', () => {
  it('when an event has no picture, then its card is its text under a band, with no empty box where a picture would be', async () => {
    serveEvents(events);
    renderApp('/en/events');
    const withPicture = (await screen.findAllByTestId('event-card')).find((item) => item.querySelector('img'))!;
    const without = card('Pasta class: fresh pasta by hand').closest('li')!;
    expect(withPicture.querySelector('.event-card-media')).not.toBeNull();
    expect(without.querySelector('.event-card-media, img, [aria-hidden="true"]:empty')).toBeNull();
    expect(without.classList.contains('event-card-no-picture')).toBe(true);
    expect(without.querySelector('article')?.firstElementChild?.className).toBe('event-card-body');
  });

  it('when spots are 0, 1-3 or more, then the event is sold out, almost full or available', () => {
    expect(almostFullThreshold).toBe(contractThreshold);
    expect(availabilityOf(0)).toBe('soldOut');
    expect(availabilityOf(1)).toBe('almostFull');
    expect(availabilityOf(3)).toBe('almostFull');
    expect(availabilityOf(4)).toBe('available');
  });

  it('when guests are offered, then they run from 1 to min(spots left, 8)', () => {
    expect(guestOptions(0)).toEqual([]);
    expect(guestOptions(3)).toEqual([1, 2, 3]);
    expect(guestOptions(8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(guestOptions(30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
