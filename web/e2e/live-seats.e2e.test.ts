import { describe, expect, it } from 'vitest';
import { eventSchema } from '@ristorante/contracts';
import { signedInAdminApi } from './support/admin-api.js';
import { baseUrl } from './support/browser.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seats left as a guest's browser reads them through Nginx: no header of its own, or asking past the caches. */
async function spotsLeft(path: string, fresh = false): Promise<number> {
  const answer = await fetch(`${baseUrl}${path}`, { headers: fresh ? { 'cache-control': 'no-cache' } : {} });
  expect(answer.status).toBe(200);
  return eventSchema.parse(await answer.json()).spots_left;
}

async function book(eventId: string, guests: number, email: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/events/${eventId}/book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ name: 'Lia Conti', email, phone: '+49 30 2223334', guests }),
  });
  expect(answer.status).toBe(201);
}

describe('live seats through Nginx (docs/decisions.md 170)', () => {
  it('when seats are sold, then a guest reads them at once past the caches, and within two seconds without; a copy past its time is never answered', async () => {
    const staff = await signedInAdminApi();
    const stamp = Date.now();
    const created = await staff.send('POST', '/api/events', {
      title_de: `Polentaabend ${stamp}`,
      title_en: `Polenta night ${stamp}`,
      description_de: 'Polenta vom Brett.',
      description_en: 'Polenta from the board.',
      event_date: new Date(Date.now() + 95 * 86_400_000).toISOString(),
      price: 35,
      max_attendees: 10,
    });
    expect(created.status).toBe(201);
    const eventId = (created.body as { id: string }).id;
    const path = `/api/events/${eventId}`;
    try {
      expect(await spotsLeft(path)).toBe(10);
      expect(await spotsLeft(path)).toBe(10);

      await book(eventId, 2, `live-seats-1-${stamp}@example.org`);
      // The guest who booked asks past Nginx's and the catalog's copies (the web app does, after its booking).
      expect(await spotsLeft(path, true)).toBe(8);
      // Anyone else within two seconds: Nginx counts a copy's second in whole seconds (up to two), and the catalog
      // dropped its own when the seats were held.
      await pause(2_100);
      expect(await spotsLeft(path)).toBe(8);

      // Left unread past its time, the copy is not answered while a fresh one is fetched: the next guest reads the
      // seats sold meanwhile at once (Nginx's `updating` would have answered the old copy).
      await pause(2_100);
      await book(eventId, 3, `live-seats-2-${stamp}@example.org`);
      expect(await spotsLeft(path)).toBe(5);
    } finally {
      expect((await staff.send('DELETE', path)).status).toBe(204);
    }
  });
});
