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
  it('when seats are sold, then anyone reads them within two seconds, the guest who booked at once, and a copy past its time is never answered', async () => {
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
      // Read twice: Nginx keeps the second's copy.
      expect(await spotsLeft(path)).toBe(10);
      expect(await spotsLeft(path)).toBe(10);

      // Anyone else reads the seats sold within two seconds (Nginx counts the copy's second in whole seconds).
      await book(eventId, 2, `live-seats-1-${stamp}@example.org`);
      await pause(2_100);
      expect(await spotsLeft(path)).toBe(8);

      // The guest who booked asks past Nginx's and the catalog's copies (the web app does, after its booking).
      expect(await spotsLeft(path)).toBe(8);
      await book(eventId, 1, `live-seats-2-${stamp}@example.org`);
      expect(await spotsLeft(path, true)).toBe(7);

      // Left unread past its time, the copy is not answered while a fresh one is fetched: the next guest reads the
      // seats sold meanwhile at once (Nginx's `updating` would have answered the old copy).
      await pause(2_100);
      await book(eventId, 3, `live-seats-3-${stamp}@example.org`);
      expect(await spotsLeft(path)).toBe(4);
    } finally {
      await staff.send('DELETE', path);
    }
  });
});
