import {
  alcoholicByDefault,
  centsToEuros,
  isDrinkCategory,
  menuCategoryLabels,
  type MenuCategory,
  type MenuItem,
  type MenuItemFields,
} from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

interface MenuItemRow {
  id: string;
  title_de: string;
  title_en: string | null;
  description_de: string;
  description_en: string | null;
  category: MenuCategory;
  price_cents: number;
  image_url: string | null;
  allergens_de: string | null;
  allergens_en: string | null;
  is_available: boolean;
  is_alcoholic: boolean;
  vegetarian: boolean;
  vegan: boolean;
  gluten_free: boolean;
  spicy: boolean;
  sort_order: number;
}

const columns = `id, title_de, title_en, description_de, description_en, category, price_cents, image_url, allergens_de,
  allergens_en, is_available, is_alcoholic, vegetarian, vegan, gluten_free, spicy, sort_order`;

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
    isAvailable: row.is_available,
    allergens: row.allergens_de,
    allergensDe: row.allergens_de,
    allergensEn: row.allergens_en,
    isDrink,
    isAlcoholic: isDrink && row.is_alcoholic,
    vegetarian: row.vegetarian,
    vegan: row.vegan,
    glutenFree: row.gluten_free,
    spicy: row.spicy,
    sortOrder: row.sort_order,
  };
}

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
    fields.allergensDe,
    fields.allergensEn,
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
  return rows.map(toMenuItem);
}

export async function insertMenuItem(client: Pool | PoolClient, fields: MenuItemFields): Promise<MenuItem> {
  const { rows } = await client.query<MenuItemRow>(
    `INSERT INTO menu_items (title_de, title_en, description_de, description_en, category, price_cents, image_url,
       allergens_de, allergens_en, is_available, is_alcoholic, vegetarian, vegan, gluten_free, spicy, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     RETURNING ${columns}`,
    values(fields),
  );
  return toMenuItem(rows[0]!);
}

export async function updateMenuItem(client: PoolClient, id: string, fields: MenuItemFields): Promise<MenuItem | undefined> {
  const { rows } = await client.query<MenuItemRow>(
    `UPDATE menu_items SET title_de = $1, title_en = $2, description_de = $3, description_en = $4, category = $5,
       price_cents = $6, image_url = $7, allergens_de = $8, allergens_en = $9, is_available = $10, is_alcoholic = $11,
       vegetarian = $12, vegan = $13, gluten_free = $14, spicy = $15, sort_order = $16, updated_at = now()
     WHERE id = $17
     RETURNING ${columns}`,
    [...values(fields), id],
  );
  return rows[0] && toMenuItem(rows[0]);
}

export async function deleteMenuItem(client: PoolClient, id: string): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM menu_items WHERE id = $1', [id]);
  return rowCount === 1;
}
