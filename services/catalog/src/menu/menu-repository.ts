import {
  alcoholicByDefault,
  type AllergenCode,
  centsToEuros,
  isDrinkCategory,
  menuCategoryLabels,
  type MenuCategory,
  type MenuItem,
  type MenuItemFields,
} from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';
import { attachPictures } from '../media/picture-repository.js';

interface MenuItemRow {
  id: string;
  title_de: string;
  title_en: string | null;
  description_de: string;
  description_en: string | null;
  category: MenuCategory;
  price_cents: number;
  image_url: string | null;
  allergen_codes: AllergenCode[];
  allergens_note: string | null;
  is_available: boolean;
  is_alcoholic: boolean;
  vegetarian: boolean;
  vegan: boolean;
  gluten_free: boolean;
  spicy: boolean;
  sort_order: number;
  version: number;
}

const columns = `id, title_de, title_en, description_de, description_en, category, price_cents, image_url, allergen_codes,
  allergens_note, is_available, is_alcoholic, vegetarian, vegan, gluten_free, spicy, sort_order, version`;

/** The public shape: the plain fields carry the default language (German), the localized ones each language. */
function toMenuItem(row: MenuItemRow): MenuItem {
  const isDrink = isDrinkCategory(row.category);
  return {
    id: row.id,
    title: row.title_de,
    titleDe: row.title_de,
    titleEn: row.title_en,
    description: row.description_de,
    descriptionDe: row.description_de,
    descriptionEn: row.description_en,
    category: row.category,
    categoryDe: menuCategoryLabels[row.category].de,
    categoryEn: menuCategoryLabels[row.category].en,
    price: centsToEuros(row.price_cents),
    imageUrl: row.image_url,
    picture: null,
    isAvailable: row.is_available,
    allergens: row.allergen_codes,
    allergensNote: row.allergens_note,
    isDrink,
    isAlcoholic: isDrink && row.is_alcoholic,
    vegetarian: row.vegetarian,
    vegan: row.vegan,
    glutenFree: row.gluten_free,
    spicy: row.spicy,
    sortOrder: row.sort_order,
    version: row.version,
  };
}

/** The dishes with their pictures' sizes and stand-ins (docs/decisions.md 121). */
const described = (client: Pool | PoolClient, rows: MenuItemRow[]) =>
  attachPictures(client, rows.map(toMenuItem), (item) => item.imageUrl);

/** The row values of a validated form, in the column order of `insert`/`update`. */
function values(fields: MenuItemFields): unknown[] {
  const isAlcoholic = isDrinkCategory(fields.category) && (fields.isAlcoholic ?? alcoholicByDefault.has(fields.category));
  return [
    fields.titleDe,
    fields.titleEn,
    fields.descriptionDe,
    fields.descriptionEn,
    fields.category,
    fields.price,
    fields.imageUrl,
    fields.allergens,
    fields.isAvailable,
    isAlcoholic,
    fields.vegetarian || fields.vegan,
    fields.vegan,
    fields.glutenFree,
    fields.spicy,
    fields.sortOrder,
  ];
}

export async function listMenuItems(pool: Pool): Promise<MenuItem[]> {
  const { rows } = await pool.query<MenuItemRow>(`SELECT ${columns} FROM menu_items ORDER BY sort_order, created_at, id`);
  return described(pool, rows);
}

export async function insertMenuItem(client: Pool | PoolClient, fields: MenuItemFields): Promise<MenuItem> {
  const { rows } = await client.query<MenuItemRow>(
    `INSERT INTO menu_items (title_de, title_en, description_de, description_en, category, price_cents, image_url,
       allergen_codes, is_available, is_alcoholic, vegetarian, vegan, gluten_free, spicy, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     RETURNING ${columns}`,
    values(fields),
  );
  return (await described(client, rows))[0]!;
}

/**
 * A staff edit, made from `expectedVersion` when the dashboard names it (If-Match): undefined when no row matched
 * (gone, or changed since; the caller tells which). Saving clears the old allergen note: staff have ticked the
 * allergens now.
 */
export async function updateMenuItem(
  client: PoolClient,
  id: string,
  fields: MenuItemFields,
  expectedVersion: number | undefined,
): Promise<MenuItem | undefined> {
  const { rows } = await client.query<MenuItemRow>(
    `UPDATE menu_items SET title_de = $1, title_en = $2, description_de = $3, description_en = $4, category = $5,
       price_cents = $6, image_url = $7, allergen_codes = $8, is_available = $9, is_alcoholic = $10,
       vegetarian = $11, vegan = $12, gluten_free = $13, spicy = $14, sort_order = $15, allergens_note = NULL,
       version = version + 1, updated_at = now()
     WHERE id = $16 AND ($17::int IS NULL OR version = $17)
     RETURNING ${columns}`,
    [...values(fields), id, expectedVersion ?? null],
  );
  return rows[0] && (await described(client, rows))[0];
}

/** The one-tap switch: sold out or available again, whoever edited the dish meanwhile (docs/decisions.md 87). */
export async function setMenuItemAvailability(
  client: PoolClient,
  id: string,
  isAvailable: boolean,
): Promise<MenuItem | undefined> {
  const { rows } = await client.query<MenuItemRow>(
    `UPDATE menu_items SET is_available = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id, isAvailable],
  );
  return rows[0] && (await described(client, rows))[0];
}

/** Dishes whose old allergen text the migration could not read (docs/decisions.md 89). */
export async function dishesWithAllergenNotes(pool: Pool): Promise<Array<{ id: string; title: string; note: string }>> {
  const { rows } = await pool.query<{ id: string; title: string; note: string }>(
    'SELECT id, title_de AS title, allergens_note AS note FROM menu_items WHERE allergens_note IS NOT NULL ORDER BY title_de',
  );
  return rows;
}

export async function deleteMenuItem(client: PoolClient, id: string): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM menu_items WHERE id = $1', [id]);
  return rowCount === 1;
}
