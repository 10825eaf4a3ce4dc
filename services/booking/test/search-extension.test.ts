import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger, migrate } from '@ristorante/kit';
import { createTestDatabase, queryOnce, type TestDatabase } from '@ristorante/kit/testing';

// The guests' search indexes need pg_trgm, which only an administrator may create (docs/decisions.md 171). An install
// made before it has no such extension: the booking service must not start half-migrated, and must say what to run.

const dir = fileURLToPath(new URL('../migrations', import.meta.url));
const logger = createLogger('t', 'silent');
let db: TestDatabase;
let url: string;

beforeAll(async () => {
  db = await createTestDatabase();
  url = await db.provision('booking');
  // As an install provisioned before the extensions were: none there.
  await queryOnce(db.adminUrl, 'DROP SCHEMA extensions CASCADE');
});
afterAll(async () => {
  await db.drop();
});

/** The booking schema's trigram search indexes there are. */
const searchIndexes = async () =>
  (
    await queryOnce<{ n: number }>(
      db.adminUrl,
      "SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = 'booking' AND indexname LIKE '%search_idx'",
    )
  )[0]!.n;

it('refuses to migrate without pg_trgm it may use, naming the statements an administrator runs, and leaves no search index', async () => {
  await expect(migrate({ connectionString: url, schema: 'booking', dir, include: ['outbox'], logger })).rejects.toThrow(
    /CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA extensions/,
  );
  expect(await searchIndexes()).toBe(0);

  // The extension made, but the role not allowed to use its schema: the same answer, which names the grant.
  await queryOnce(db.adminUrl, 'CREATE SCHEMA extensions');
  await queryOnce(db.adminUrl, 'CREATE EXTENSION pg_trgm SCHEMA extensions');
  await expect(migrate({ connectionString: url, schema: 'booking', dir, include: ['outbox'], logger })).rejects.toThrow(
    `GRANT USAGE ON SCHEMA extensions TO ${db.name}_booking`,
  );

  // Once the administrator has run them all, the same migration goes through.
  await queryOnce(db.adminUrl, `GRANT USAGE ON SCHEMA extensions TO ${db.name}_booking`);
  await migrate({ connectionString: url, schema: 'booking', dir, include: ['outbox'], logger });
  expect(await searchIndexes()).toBe(7);
});
