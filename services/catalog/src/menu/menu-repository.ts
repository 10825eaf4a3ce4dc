import type { MenuItem } from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';

interface MenuItemRow {
  id: string;
  title_de: string;
  title_en: string;
  description_de: string;
  description_en: string;
  category: string;
  price_cents: number;
  image_url: string | null;
  allergens: string | null;
  is_available: boolean;
}

/** The public shape: the plain fields carry the default language (German), the localized ones both. */
function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    id: row.id,
    title: row.title_de,
    titleDe: row.title_de,
    titleEn: row.title_en,
    description: row.description_de,
    descriptionDe: row.description_de,
    descriptionEn: row.description_en,
    category: row.category,
    categoryDe: null,
    categoryEn: null,
    price: row.price_cents / 100,
    imageUrl: row.image_url,
    isAvailable: row.is_available,
    allergens: row.allergens,
  };
}

export async function listMenuItems(pool: Pool): Promise<MenuItem[]> {
  const { rows } = await pool.query<MenuItemRow>(
    `SELECT id, title_de, title_en, description_de, description_en, category, price_cents, image_url, allergens, is_available
       FROM menu_items ORDER BY sort_order, created_at`,
  );
  return rows.map(toMenuItem);
}
