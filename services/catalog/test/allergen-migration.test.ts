import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@ristorante/kit/testing';

/**
 * The migration that turned free-text allergens into the EU's 14 (docs/decisions.md 89), run as written on rows
 * shaped as they were before it: every mapping a real menu's text needs, and what it could not read kept.
 */
const migration = new URL('../migrations/1795700000000_allergen-codes.sql', import.meta.url);

let database: TestDatabase;
let db: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  db = new pg.Client({ connectionString: database.adminUrl });
  await db.connect();
  await db.query('CREATE TABLE menu_items (id serial PRIMARY KEY, allergens_de text, allergens_en text)');
});
afterAll(async () => {
  await db?.end();
  await database?.drop();
});

async function migrate(rows: Array<[string | null, string | null]>) {
  await db.query('DROP TABLE menu_items; CREATE TABLE menu_items (id serial PRIMARY KEY, allergens_de text, allergens_en text)');
  for (const [de, en] of rows) await db.query('INSERT INTO menu_items (allergens_de, allergens_en) VALUES ($1, $2)', [de, en]);
  const up = (await readFile(migration, 'utf8')).split('-- Down Migration')[0]!;
  await db.query('BEGIN');
  await db.query(up);
  await db.query('COMMIT');
  const { rows: after } = await db.query<{ allergen_codes: string[]; allergens_note: string | null }>(
    'SELECT allergen_codes, allergens_note FROM menu_items ORDER BY id',
  );
  return after.map((row) => [row.allergen_codes, row.allergens_note]);
}

describe('the allergen migration', () => {
  it('when dishes have the seed’s and a real menu’s words, in German and English, then each becomes its codes in the regulation’s order', async () => {
    expect(
      await migrate([
        ['Ei, Fisch, Senf', 'Egg, fish, mustard'],
        ['Gluten (Gerste)', 'Gluten (barley)'],
        ['Gluten, Fisch, Krebstiere, Weichtiere, Sellerie, Sulfite', null],
        [null, 'Milk, celery, sulphites'],
        ['Erdnüsse und Haselnüsse', 'peanuts and hazelnuts'],
        ['Sesam; Soja / Lupinen', null],
        ['Weizenmehl, Sahne, Parmesan', null],
        ['Muscheln, Tintenfisch', 'mussels, squid'],
        [null, null],
        ['', ''],
      ]),
    ).toEqual([
      [['eggs', 'fish', 'mustard'], null],
      [['gluten'], null],
      [['gluten', 'crustaceans', 'fish', 'celery', 'sulphites', 'molluscs'], null],
      [['milk', 'celery', 'sulphites'], null],
      [['peanuts', 'nuts'], null],
      [['soybeans', 'sesame', 'lupin'], null],
      [['gluten', 'milk'], null],
      // A squid is a Tintenfisch, not a fish.
      [['molluscs'], null],
      [[], null],
      [[], null],
    ]);
  });

  it('when a dish’s text has words no keyword knows, then they are kept as its note beside what was read', async () => {
    expect(await migrate([['Milch, kann Spuren enthalten', 'Milk, may contain traces']])).toEqual([
      [['milk'], 'kann Spuren enthalten, may contain traces'],
    ]);
  });
});
