import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventSchema, menuItemSchema, seatHoldPath } from '@ristorante/contracts';
import { startedForTests, withEventsRefused } from '@ristorante/kit/testing';
import { eventForm, menuItemForm, startCatalogUnderTest } from './support/catalog-under-test.js';

// Every change the catalog announces is written with its event in one transaction (docs/decisions.md 7, 125): when the
// event cannot be recorded, the change is not made either, so a page or a seat count never differs from what the
// rest of the system is told.
const catalog = startedForTests(() => startCatalogUnderTest());
const refused = <T>(work: () => Promise<T>) => withEventsRefused(catalog.sql, 'catalog', work);

const created = async <T>(path: string, form: Record<string, unknown>, schema: { parse: (value: unknown) => T }) => {
  const answer = await catalog.asAdmin('POST', path, form);
  expect(answer.status).toBe(201);
  return schema.parse(await answer.json());
};

describe('a content change and its event: both, or neither', () => {
  it('when a new dish’s event cannot be recorded, then there is no new dish', async () => {
    const before = await catalog.sql('SELECT id FROM catalog.menu_items');
    const answer = await refused(() => catalog.asAdmin('POST', '/api/menu', menuItemForm({ titleDe: 'Nie gespeichert' })));
    expect(answer.status).toBe(500);
    expect(await catalog.sql('SELECT id FROM catalog.menu_items')).toEqual(before);
  });

  it('when a dish’s edit, sell-out or removal cannot be announced, then the dish stays as it was', async () => {
    const dish = await created('/api/menu', menuItemForm({ price: 12 }), menuItemSchema);
    const row = () => catalog.sql('SELECT price_cents, is_available, version FROM catalog.menu_items WHERE id = $1', [dish.id]);
    const before = await row();
    await refused(async () => {
      expect((await catalog.asAdmin('PUT', `/api/menu/${dish.id}`, menuItemForm({ price: 99 }))).status).toBe(500);
      expect((await catalog.asAdmin('PATCH', `/api/menu/${dish.id}/availability`, { isAvailable: false })).status).toBe(500);
      expect((await catalog.asAdmin('DELETE', `/api/menu/${dish.id}`)).status).toBe(500);
    });
    expect(await row()).toEqual(before);
  });

  it('when an event’s edit cannot be announced, then the event stays as it was', async () => {
    const event = await created('/api/events', eventForm({ max_attendees: 20 }), eventSchema);
    const answer = await refused(() => catalog.asAdmin('PUT', `/api/events/${event.id}`, eventForm({ max_attendees: 30 })));
    expect(answer.status).toBe(500);
    expect(await catalog.sql('SELECT max_attendees FROM catalog.events WHERE id = $1', [event.id])).toEqual([
      { max_attendees: 20 },
    ]);
  });

  it('when a seat hold’s event cannot be recorded, then no seat is held', async () => {
    const event = await created('/api/events', eventForm({ max_attendees: 20 }), eventSchema);
    const answer = await refused(() => catalog.asService('PUT', seatHoldPath(event.id, randomUUID()), { seats: 3 }));
    expect(answer.status).toBe(500);
    expect(await catalog.sql('SELECT seats FROM catalog.event_seat_holds WHERE event_id = $1', [event.id])).toEqual([]);
  });
});
