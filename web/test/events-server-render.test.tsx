// @vitest-environment node
import type { RestaurantEvent } from '@ristorante/contracts';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventQueryOptions } from '../src/features/events/api/get-event';
import { eventsQueryOptions } from '../src/features/events/api/get-events';
import { readPublicApiFrom } from '../src/lib/api';
import { createQueryClient } from '../src/lib/query-client';
import { server } from './support/api-server';
import { renderOnServer } from './support/render-on-server';

const event: RestaurantEvent = {
  id: '66666666-6666-4666-8666-666666666666',
  title: 'Pasta-Kurs',
  title_de: 'Pasta-Kurs: frische Pasta von Hand',
  title_en: 'Pasta class: fresh pasta by hand',
  description: 'Tagliatelle, Ravioli und Orecchiette.',
  description_de: 'Tagliatelle, Ravioli und Orecchiette.',
  description_en: 'Tagliatelle, ravioli and orecchiette.',
  event_date: '2030-06-01T09:00:00.000Z',
  price: 79,
  max_attendees: 12,
  duration_minutes: 180,
  exclusive: false,
  advance_payment: 'none',
  current_attendees: 4,
  manual_attendees: 0,
  spots_left: 8,
  image_url: '/api/media/seed/events-pasta-class.svg',
  picture: null,
  version: 1,
};

/**
 * What the renderer does (docs/decisions.md 92): fill the cache through the feature's
 * own query options, then render the route to HTML without a DOM.
 */
async function prefetchAndRender(path: string, prefetch: (client: ReturnType<typeof createQueryClient>) => Promise<void>) {
  const client = createQueryClient();
  await prefetch(client);
  return renderOnServer(path, client);
}

// Outside a browser the reads go to the gateway's address, as in the renderer (docs/decisions.md 92).
const gateway = 'http://gateway.test';
beforeAll(() => readPublicApiFrom(gateway));
afterAll(() => readPublicApiFrom(''));

describe('events pages rendered on the server', () => {
  it('when the list is prefetched, then /de/events renders its cards to HTML', async () => {
    server.use(http.get(`${gateway}/api/events`, () => HttpResponse.json([event])));

    const html = await prefetchAndRender('/de/events', (client) => client.prefetchQuery(eventsQueryOptions()));

    expect(typeof window).toBe('undefined');
    expect(html).toContain('Pasta-Kurs: frische Pasta von Hand');
    expect(html).toContain(`href="/de/events/${event.id}"`);
    expect(html).toContain('Verfügbar');
  });

  it('when the event is prefetched, then /en/events/{id} renders its page and Book Now to HTML', async () => {
    server.use(http.get(`${gateway}/api/events/${event.id}`, () => HttpResponse.json(event)));

    const html = await prefetchAndRender(`/en/events/${event.id}`, (client) => client.prefetchQuery(eventQueryOptions(event.id)));

    expect(html).toContain('Pasta class: fresh pasta by hand');
    expect(html).toContain('4 of 12 places taken');
    expect(html).toContain('Book Now');
  });
});
