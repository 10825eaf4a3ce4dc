import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@ristorante/kit/testing';

/**
 * The migration that takes from stored dishes the dietary labels their allergens contradict (docs/decisions.md
 * 129), run as written on rows shaped as they were before it, and the list it keeps of what it changed.
 */
const migration = new URL('../migrations/1796800000000_diet-labels-follow-allergens.sql', import.meta.url);

let database: TestDatabase;
let db: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  db = new pg.Client({ connectionString: database.adminUrl });
  await db.connect();
  await db.query(`CREATE TABLE menu_items (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), title_de text NOT NULL, allergen_codes text[] NOT NULL DEFAULT '{}',
    vegetarian boolean NOT NULL, vegan boolean NOT NULL, gluten_free boolean NOT NULL,
    version integer NOT NULL DEFAULT 1, updated_at timestamptz NOT NULL DEFAULT now())`);
});
afterAll(async () => {
  await db?.end();
  await database?.drop();
});

describe('the dietary label migration', () => {
  it('when stored dishes claim labels their allergens contradict, then they lose those labels, and each change is listed', async () => {
    const dishes: Array<[string, string[], boolean, boolean, boolean]> = [
      // title, allergens, vegetarian, vegan, gluten-free
      ['Pizza Margherita', ['gluten', 'milk'], true, false, true],
      ['Spaghetti alle Vongole', ['gluten', 'molluscs'], true, false, false],
      ['Tiramisù', ['gluten', 'eggs', 'milk'], true, true, false],
      ['Risotto ai Funghi', ['milk', 'celery'], true, false, true],
      ['Insalata Verde', [], true, true, true],
    ];
    for (const [title, allergens, vegetarian, vegan, glutenFree] of dishes)
      await db.query(
        'INSERT INTO menu_items (title_de, allergen_codes, vegetarian, vegan, gluten_free) VALUES ($1, $2, $3, $4, $5)',
        [title, allergens, vegetarian, vegan, glutenFree],
      );

    await db.query((await readFile(migration, 'utf8')).split('-- Down Migration')[0]!);

    const { rows } = await db.query<{
      title_de: string;
      vegetarian: boolean;
      vegan: boolean;
      gluten_free: boolean;
      version: number;
    }>('SELECT title_de, vegetarian, vegan, gluten_free, version FROM menu_items ORDER BY title_de');
    expect(rows).toEqual([
      { title_de: 'Insalata Verde', vegetarian: true, vegan: true, gluten_free: true, version: 1 },
      { title_de: 'Pizza Margherita', vegetarian: true, vegan: false, gluten_free: false, version: 2 },
      { title_de: 'Risotto ai Funghi', vegetarian: true, vegan: false, gluten_free: true, version: 1 },
      { title_de: 'Spaghetti alle Vongole', vegetarian: false, vegan: false, gluten_free: false, version: 2 },
      { title_de: 'Tiramisù', vegetarian: true, vegan: false, gluten_free: false, version: 2 },
    ]);
    const { rows: listed } = await db.query('SELECT title_de, label, allergens FROM diet_label_repairs ORDER BY title_de, label');
    expect(listed).toEqual([
      { title_de: 'Pizza Margherita', label: 'glutenFree', allergens: ['gluten'] },
      { title_de: 'Spaghetti alle Vongole', label: 'vegetarian', allergens: ['molluscs'] },
      { title_de: 'Tiramisù', label: 'vegan', allergens: ['eggs', 'milk'] },
    ]);
  });
});
