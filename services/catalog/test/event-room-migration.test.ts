import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { catalogEventScheduled } from '@ristorante/contracts';
import { createTestDatabase, type TestDatabase } from '@ristorante/kit/testing';

/**
 * The migration that gives events their hours in the room (docs/decisions.md 111), run as written on events saved
 * before it: each one not yet over is announced to the booking service once, in the shape a save announces it.
 */
const migration = new URL('../migrations/1795900000000_event-room.sql', import.meta.url);
const outboxMigrations = ['1700000000000_create-outbox.sql', '1800000000000_outbox-order-and-back-off.sql'].map(
  (file) => new URL(`../../kit/migrations/outbox/${file}`, import.meta.url),
);
const upOf = async (file: URL) => (await readFile(file, 'utf8')).split('-- Down Migration')[0]!;

let database: TestDatabase;
let db: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  db = new pg.Client({ connectionString: database.adminUrl });
  await db.connect();
  for (const file of outboxMigrations) await db.query(await upOf(file));
  // The columns of events the migration reads, as they were before it.
  await db.query(`CREATE TABLE events (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), title_en text NOT NULL, title_de text NOT NULL,
    event_date timestamptz NOT NULL, max_attendees integer NOT NULL, version integer NOT NULL DEFAULT 1)`);
});
afterAll(async () => {
  await db?.end();
  await database?.drop();
});

describe('the event-room migration', () => {
  it('when events lie ahead, are running or are over, then those not over are announced with three hours, shared, and all get the defaults', async () => {
    const { rows: events } = await db.query<{ id: string; title_en: string }>(
      `INSERT INTO events (title_en, title_de, event_date, max_attendees, version) VALUES
         ('Ahead', 'Bald', '2027-03-12T18:00:00Z', 30, 3),
         ('Running', 'Läuft', now() - interval '1 hour', 24, 1),
         ('Over', 'Vorbei', now() - interval '4 hours', 12, 1)
       RETURNING id, title_en`,
    );
    const id = (title: string) => events.find((event) => event.title_en === title)!.id;
    await db.query('BEGIN');
    await db.query(await upOf(migration));
    await db.query('COMMIT');

    const { rows: columns } = await db.query('SELECT duration_minutes, exclusive FROM events');
    expect(columns).toEqual(Array(3).fill({ duration_minutes: 180, exclusive: false }));
    const { rows: outbox } = await db.query<{ type: string; payload: unknown; aggregate: string }>(
      'SELECT type, payload, aggregate FROM outbox ORDER BY seq',
    );
    expect(outbox.map((row) => [row.type, row.aggregate])).toEqual([
      ['catalog.event_scheduled', `events:${id('Running')}`],
      ['catalog.event_scheduled', `events:${id('Ahead')}`],
    ]);
    const ahead = catalogEventScheduled.payload.parse(outbox[1]!.payload);
    expect(ahead).toEqual({
      eventId: id('Ahead'),
      version: 3,
      title_de: 'Bald',
      title_en: 'Ahead',
      starts_at: '2027-03-12T18:00:00.000Z',
      ends_at: '2027-03-12T21:00:00.000Z',
      places: 30,
      exclusive: false,
    });
    expect(catalogEventScheduled.payload.parse(outbox[0]!.payload)).toMatchObject({ places: 24, exclusive: false });
  });
});
