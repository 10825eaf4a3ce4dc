// @vitest-environment node
import type { MenuItem } from '@ristorante/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { menuQueryOptions } from '../src/features/menu/api/get-menu';
import { renderOnServer } from './support/render-on-server';

const pasta: MenuItem = {
  id: 'carbonara',
  title: 'Spaghetti Carbonara',
  titleEn: null,
  titleDe: 'Spaghetti Carbonara',
  description: 'Mit Guanciale, Ei und Pecorino.',
  descriptionEn: 'With guanciale, egg and pecorino.',
  descriptionDe: 'Mit Guanciale, Ei und Pecorino.',
  category: 'pasta',
  categoryEn: 'Pasta',
  categoryDe: 'Pasta',
  price: 12.5,
  imageUrl: '/api/media/seed/food-carbonara.svg',
  picture: null,
  isAvailable: true,
  allergens: ['gluten', 'eggs', 'milk'],
  allergensNote: null,
  isDrink: false,
  isAlcoholic: false,
  vegetarian: false,
  vegan: false,
  glutenFree: false,
  spicy: false,
  sortOrder: 10,
  version: 1,
};

// No DOM here: the menu must render from a filled cache alone, as the planned pre-rendering will do it.
describe('menu page on the server', () => {
  it('when nothing is cached, then the server renders the heading and the loading state without touching the DOM', async () => {
    const html = await renderOnServer('/de/menu', new QueryClient());

    expect(html).toContain('Speisekarte');
    expect(html).toContain('Speisekarte wird geladen …');
  });

  it.each([
    ['/de/menu', '12,50 €', 'Allergene: Glutenhaltiges Getreide, Eier, Milch'],
    ['/en/menu', '€12.50', 'Allergens: Cereals containing gluten, Eggs, Milk'],
  ])('when the menu is in the cache, then %s renders its items as HTML', async (path, price, allergens) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(menuQueryOptions().queryKey, [pasta]);

    const html = await renderOnServer(path, queryClient);

    expect(html).toContain('Spaghetti Carbonara');
    expect(html).toContain(price.replace(' ', '\u00a0'));
    expect(html).toContain(allergens);
  });
});
