import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, migrate } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';

const migrationsDir = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));
const logger = createLogger('test', 'silent');

let db: TestDatabase;
let ownerUrl: string;
let strangerUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  ownerUrl = await db.provision('notes');
  strangerUrl = await db.provision('other');
  await migrate({ connectionString: ownerUrl, schema: 'notes', dir: migrationsDir, logger });
});
afterAll(async () => {
  await db.drop();
});

async function asRole<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const refusal = (url: string, sql: string) =>
  asRole(url, (client) => client.query(sql)).then(
    () => 'allowed',
    (error: { code?: string }) => error.code,
  );

describe('a service role is confined to its own schema', () => {
  it('when the owner reads and writes its schema, then it may', async () => {
    const rows = await asRole(ownerUrl, async (client) => {
      await client.query("INSERT INTO notes (body) VALUES ('mine')");
      return (await client.query('SELECT body FROM notes.notes')).rows;
    });
    expect(rows).toEqual([{ body: 'mine' }]);
  });

  it("when another service's role reads that schema, then PostgreSQL refuses (42501)", async () => {
    expect(await refusal(strangerUrl, 'SELECT * FROM notes.notes')).toBe('42501');
    expect(await refusal(strangerUrl, "INSERT INTO notes.notes (body) VALUES ('theirs')")).toBe('42501');
  });

  it('when a service role tries to create outside its schema, then PostgreSQL refuses', async () => {
    expect(await refusal(strangerUrl, 'CREATE TABLE public.sneaky (id int)')).toBe('42501');
    expect(await refusal(strangerUrl, 'CREATE SCHEMA sneaky')).toBe('42501');
    expect(await refusal(strangerUrl, 'CREATE TABLE notes.sneaky (id int)')).toBe('42501');
  });

  it('when provisioning runs again, then it changes nothing and keeps working', async () => {
    const again = await db.provision('notes');
    const count = await asRole(again, async (client) => (await client.query('SELECT count(*)::int AS n FROM notes')).rows[0].n);
    expect(count).toBeGreaterThanOrEqual(1);
  });
});
