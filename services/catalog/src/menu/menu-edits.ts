import { catalogText, type MenuItem, type MenuItemFields } from '@ristorante/contracts';
import { changeExisting, createContent, updateContent, type ContentDeps, type ContentSection } from '../shared/change-content.js';
import { deleteMenuItem, insertMenuItem, setMenuItemAvailability, updateMenuItem } from './menu-repository.js';

const menu: ContentSection = { name: 'menu', table: 'menu_items', notFound: catalogText['catalog.menuItem.notFound'] };

export function addMenuItem(deps: ContentDeps, fields: MenuItemFields): Promise<MenuItem> {
  return createContent(deps, menu, (client) => insertMenuItem(client, fields));
}

/** A staff edit from the version the dashboard read (If-Match): 412 when someone saved in between. */
export function saveMenuItem(
  deps: ContentDeps,
  id: string,
  fields: MenuItemFields,
  expectedVersion: number | undefined,
): Promise<MenuItem> {
  return updateContent(deps, menu, id, (client) => updateMenuItem(client, id, fields, expectedVersion));
}

/** Sold out or available again, whatever the version: the one-tap switch (docs/decisions.md 87). */
export function setMenuItemAvailable(deps: ContentDeps, id: string, isAvailable: boolean): Promise<MenuItem> {
  return changeExisting(deps, menu, id, 'updated', (client) => setMenuItemAvailability(client, id, isAvailable));
}

export async function removeMenuItem(deps: ContentDeps, id: string): Promise<void> {
  await changeExisting(deps, menu, id, 'deleted', async (client) => ((await deleteMenuItem(client, id)) ? true : undefined));
}
