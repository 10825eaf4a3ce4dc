import type { MenuItem } from '@ristorante/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';
import { http, HttpResponse } from 'msw';
import { apiError, createGate, server } from './support/api-server';

function menuItem(fields: Pick<MenuItem, 'id' | 'title' | 'category' | 'price'> & Partial<MenuItem>): MenuItem {
  return {
    titleEn: null,
    titleDe: null,
    description: '',
    descriptionEn: null,
    descriptionDe: null,
    categoryEn: fields.category,
    categoryDe: fields.category,
    imageUrl: null,
    picture: null,
    isAvailable: true,
    allergens: [],
    allergensNote: null,
    isDrink: false,
    isAlcoholic: false,
    vegetarian: false,
    vegan: false,
    glutenFree: false,
    spicy: false,
    sortOrder: 0,
    version: 1,
    ...fields,
  };
}

const carbonara = menuItem({
  id: 'carbonara',
  title: 'Spaghetti Carbonara',
  titleDe: 'Spaghetti Carbonara',
  // No English title: the English page falls back to the plain one.
  titleEn: null,
  description: 'Mit Guanciale, Ei und Pecorino.',
  descriptionDe: 'Mit Guanciale, Ei und Pecorino.',
  descriptionEn: 'With guanciale, egg and pecorino.',
  category: 'pasta',
  price: 12.5,
  imageUrl: '/api/media/seed/food-carbonara.svg',
  allergens: ['gluten', 'eggs', 'milk'],
});
const lasagne = menuItem({
  id: 'lasagne',
  title: 'Lasagne al forno',
  titleEn: 'Baked lasagne',
  category: 'pasta',
  price: 13.9,
  isAvailable: false,
});
const tiramisu = menuItem({ id: 'tiramisu', title: 'Tiramisu', category: 'desserts', price: 7, vegetarian: true });
const chianti = menuItem({
  id: 'chianti',
  title: 'Chianti Classico',
  category: 'wine',
  price: 6.5,
  isDrink: true,
  isAlcoholic: true,
});
const freeBeer = menuItem({
  id: 'free-beer',
  title: 'Alkoholfreies Bier',
  titleEn: 'Alcohol-free beer',
  category: 'beer',
  price: 4,
  isDrink: true,
});
const water = menuItem({
  id: 'water',
  title: 'Mineralwasser',
  titleEn: 'Mineral water',
  category: 'soft-drinks',
  price: 3.5,
  isDrink: true,
});
const menu = [carbonara, lasagne, tiramisu, chianti, freeBeer, water];

/** The titles of the cards shown now, in page order. */
function shownTitles(): string[] {
  return within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

function card(title: string): HTMLElement {
  const element = screen.getByRole('heading', { level: 3, name: title }).closest('li');
  if (!element) throw new Error(`no card for ${title}`);
  return element;
}

function buttonNames(groupName: string): string[] {
  return within(screen.getByRole('group', { name: groupName }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

/** The API answers GET /api/menu with these items. */
function serveMenu(items: MenuItem[]): void {
  server.use(http.get('/api/menu', () => HttpResponse.json(items)));
}

async function loaded(): Promise<void> {
  await screen.findAllByRole('heading', { level: 3 });
}

describe('menu page (/{locale}/menu)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when the menu is still on its way, then a polite loading state is shown', async () => {
    const gate = createGate();
    server.use(
      http.get('/api/menu', async () => {
        await gate.opened;
        return HttpResponse.json(menu);
      }),
    );
    renderApp('/de/menu');

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Speisekarte wird geladen …');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(shownTitles()).toEqual([]);

    gate.open();
    await loaded();
    expect(screen.queryByText('Speisekarte wird geladen …')).toBeNull();
  });

  it('when the menu loads in German, then every item shows its German title, price in euros, badge and allergens', async () => {
    // Served at GET /api/menu only: a request for anything else would fail the test.
    serveMenu(menu);
    renderApp('/de/menu');

    await loaded();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Speisekarte']);
    await waitFor(() => expect(document.title).toBe('Speisekarte | Trattoria La Sosta'));
    // Grouped by category in menu order, food before drinks.
    expect(shownTitles()).toEqual([
      'Spaghetti Carbonara',
      'Lasagne al forno',
      'Tiramisu',
      'Chianti Classico',
      'Alkoholfreies Bier',
      'Mineralwasser',
    ]);
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pasta', 'Desserts', 'Wein', 'Bier', 'Alkoholfreie Getränke', 'Auf einen Blick']);

    const carbonaraCard = card('Spaghetti Carbonara');
    expect(within(carbonaraCard).getByText('12,50 €')).toBeTruthy();
    expect(within(carbonaraCard).getByText('Mit Guanciale, Ei und Pecorino.')).toBeTruthy();
    expect(within(carbonaraCard).getByText('Allergene: Glutenhaltiges Getreide, Eier, Milch')).toBeTruthy();
    expect(within(carbonaraCard).getByText('Verfügbar')).toBeTruthy();
    expect(within(card('Lasagne al forno')).getByText('Nicht verfügbar')).toBeTruthy();
    expect(within(card('Lasagne al forno')).getByText('13,90 €')).toBeTruthy();
    expect(within(card('Tiramisu')).getByText('7,00 €')).toBeTruthy();
    expect(within(card('Tiramisu')).getByText('Vegetarisch')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('6 Einträge');

    await expectNoAxeViolations();
  });

  it('when the menu loads in English, then titles fall back to the plain title and prices read €12.50', async () => {
    serveMenu(menu);
    renderApp('/en/menu');

    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeTruthy();
    expect(shownTitles()).toEqual([
      'Spaghetti Carbonara',
      'Baked lasagne',
      'Tiramisu',
      'Chianti Classico',
      'Alcohol-free beer',
      'Mineral water',
    ]);
    const carbonaraCard = card('Spaghetti Carbonara');
    expect(within(carbonaraCard).getByText('€12.50')).toBeTruthy();
    expect(within(carbonaraCard).getByText('With guanciale, egg and pecorino.')).toBeTruthy();
    expect(within(carbonaraCard).getByText('Allergens: Cereals containing gluten, Eggs, Milk')).toBeTruthy();
    expect(within(carbonaraCard).getByText('Available')).toBeTruthy();
    expect(within(card('Baked lasagne')).getByText('Unavailable')).toBeTruthy();
    expect(within(card('Tiramisu')).getByText('€7.00')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain('Soft drinks');

    await expectNoAxeViolations();
  });

  it('when Food is chosen, then only non-empty categories are offered with counts, and a category filters after a short loading flash', async () => {
    serveMenu(menu);
    const { user } = renderApp('/en/menu');
    await loaded();

    expect(buttonNames('Menu section')).toEqual(['All (6)', 'Food (3)', 'Drinks (3)']);
    expect(screen.getByRole('button', { name: 'All (6)' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Food (3)' }));
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(shownTitles()).toEqual(['Spaghetti Carbonara', 'Baked lasagne', 'Tiramisu']);
    expect(buttonNames('Food by category')).toEqual(['All Food (3)', 'Pasta (2)', 'Desserts (1)']);

    await user.click(screen.getByRole('button', { name: 'Desserts (1)' }));

    // The flash: the list makes way for a loading note in the live region, then the chosen items appear.
    expect(screen.getByRole('status').textContent).toBe('Loading menu …');
    expect(shownTitles()).toEqual([]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Tiramisu' })).toBeTruthy();
    expect(shownTitles()).toEqual(['Tiramisu']);
    expect(screen.getByRole('status').textContent).toBe('1 item');
    expect(screen.getByRole('button', { name: 'Desserts (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All Food (3)' }).getAttribute('aria-pressed')).toBe('false');

    await expectNoAxeViolations();
  });

  it('when filters are switched, then the loading flash lasts 150 ms after the last choice', async () => {
    serveMenu(menu);
    renderApp('/de/menu');
    await loaded();
    // Fake timers only now: the route and the data have arrived on real ones.
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Speisen (3)' }));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('Speisekarte wird geladen …');
    // A second choice within the flash starts it again.
    fireEvent.click(screen.getByRole('button', { name: 'Pasta (2)' }));
    act(() => vi.advanceTimersByTime(149));
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Speisekarte wird geladen …');

    act(() => vi.advanceTimersByTime(1));
    expect(shownTitles()).toEqual(['Spaghetti Carbonara', 'Lasagne al forno']);
    expect(screen.getByRole('status').textContent).toBe('2 Einträge');

    // Choosing what is already shown changes nothing, so there is no flash.
    fireEvent.click(screen.getByRole('button', { name: 'Pasta (2)' }));
    expect(shownTitles()).toEqual(['Spaghetti Carbonara', 'Lasagne al forno']);
  });

  it('when Drinks is chosen, then All Drinks, Alcoholic and Non-Alcoholic show their counts and filter the drinks', async () => {
    serveMenu(menu);
    const { user } = renderApp('/de/menu');
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Getränke (3)' }));
    expect(buttonNames('Getränke nach Art')).toEqual(['Alle Getränke (3)', 'Alkoholisch (1)', 'Alkoholfrei (2)']);
    await screen.findByRole('heading', { level: 3, name: 'Chianti Classico' });
    expect(shownTitles()).toEqual(['Chianti Classico', 'Alkoholfreies Bier', 'Mineralwasser']);

    await user.click(screen.getByRole('button', { name: 'Alkoholfrei (2)' }));
    await screen.findByRole('heading', { level: 3, name: 'Mineralwasser' });
    expect(shownTitles()).toEqual(['Alkoholfreies Bier', 'Mineralwasser']);

    await user.click(screen.getByRole('button', { name: 'Alkoholisch (1)' }));
    await screen.findByRole('heading', { level: 3, name: 'Chianti Classico' });
    expect(shownTitles()).toEqual(['Chianti Classico']);
  });

  it('when a guest ticks Without Milk and Eggs, then dishes with either are hidden, every count follows, and the address keeps it', async () => {
    const withMilk = menuItem({ id: 'panna', title: 'Panna cotta', category: 'desserts', price: 6, allergens: ['milk'] });
    serveMenu([...menu, withMilk]);
    const { user, currentPath } = renderApp('/en/menu');
    await loaded();
    expect(buttonNames('Menu section')).toEqual(['All (7)', 'Food (4)', 'Drinks (3)']);
    await user.click(screen.getByText('Without allergens …'));
    const options = within(screen.getByRole('group', { name: 'Only show dishes without:' }));
    expect(options.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Cereals containing gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Peanuts',
      'Soybeans',
      'Milk',
      'Tree nuts',
      'Celery',
      'Mustard',
      'Sesame',
      'Sulphur dioxide and sulphites',
      'Lupin',
      'Molluscs',
    ]);
    await user.click(options.getByRole('checkbox', { name: 'Milk' }));
    await user.click(options.getByRole('checkbox', { name: 'Eggs' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('5 items'));
    expect(shownTitles()).toEqual(['Baked lasagne', 'Tiramisu', 'Chianti Classico', 'Alcohol-free beer', 'Mineral water']);
    expect(buttonNames('Menu section')).toEqual(['All (5)', 'Food (2)', 'Drinks (3)']);
    expect(screen.getByText('Without 2 allergens')).toBeTruthy();
    expect(currentPath()).toBe('/en/menu?without=milk%2Ceggs');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Show all dishes' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('7 items'));
    expect(currentPath()).toBe('/en/menu');
  });

  it('when a German link says ohne Gluten, then the filter is open and applied, the names German, and an old note is shown as written', async () => {
    const noted = menuItem({
      id: 'noted',
      title: 'Cantucci',
      category: 'desserts',
      price: 5,
      allergensNote: 'kann Spuren enthalten',
    });
    serveMenu([...menu, noted]);
    renderApp('/de/menu?without=gluten,unknown');
    await loaded();
    expect(screen.getByText('Ohne 1 Allergen')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Glutenhaltiges Getreide' }) as HTMLInputElement).checked).toBe(true);
    expect(shownTitles()).not.toContain('Spaghetti Carbonara');
    expect(within(card('Cantucci')).getByText('Hinweis zu Allergenen: kann Spuren enthalten')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when the menu is shown, then the overview counts food, beverages, alcoholic and non-alcoholic items', async () => {
    serveMenu(menu);
    renderApp('/en/menu');
    await loaded();

    const overview = screen.getByRole('region', { name: 'At a glance' });
    const entries = Array.from(overview.querySelectorAll('dt'), (term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(entries).toEqual([
      ['Food', '3'],
      ['Beverages', '3'],
      ['Alcoholic', '1'],
      ['Non-Alcoholic', '2'],
    ]);
  });

  it('when a category has no items, then the empty category state asks for a different category', async () => {
    serveMenu([carbonara, freeBeer]);
    const { user } = renderApp('/en/menu');
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Drinks (1)' }));
    await user.click(screen.getByRole('button', { name: 'Alcoholic (0)' }));

    expect(await screen.findByText('No items found in this category.')).toBeTruthy();
    expect(screen.getByText('Please select a different category.')).toBeTruthy();
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('0 items');
  });

  it('when an image fails to load, then it is hidden and the card stays', async () => {
    serveMenu(menu);
    renderApp('/de/menu');
    await loaded();

    // Decorative (alt=""): the dish's name is the card's heading, so it is found through its card.
    const image = card('Spaghetti Carbonara').querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('src')).toBe('/api/media/seed/food-carbonara.svg');
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('600');

    fireEvent.error(image);

    await waitFor(() => expect(card('Spaghetti Carbonara').querySelector('img')).toBeNull());
    expect(within(card('Spaghetti Carbonara')).getByText('12,50 €')).toBeTruthy();
  });

  it.each([
    ['/en/menu', 'No menu items available'],
    ['/de/menu', 'Keine Speisen oder Getränke verfügbar'],
  ])('when the menu of %s is empty, then it says %s and offers no filters', async (path, text) => {
    serveMenu([]);
    renderApp(path);

    expect(await screen.findByText(text)).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('group')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the menu answers 503 twice (one quiet retry), then the error shows Try Again, and clicking it recovers', async () => {
    let calls = 0;
    server.use(
      http.get('/api/menu', () => {
        calls += 1;
        return calls <= 2 ? apiError(503, 'Service Unavailable') : HttpResponse.json(menu);
      }),
    );
    const { user } = renderApp('/en/menu');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading menu')).toBeTruthy();
    expect(within(alert).getByText('Error: Failed to fetch menu')).toBeTruthy();
    expect(calls).toBe(2);

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await loaded();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(card('Spaghetti Carbonara')).getByText('€12.50')).toBeTruthy();
    expect(calls).toBe(3);
  });

  it('when the menu fails in German, then the German error offers Erneut versuchen', async () => {
    server.use(http.get('/api/menu', () => apiError(503, 'Service Unavailable')));
    renderApp('/de/menu');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Fehler beim Laden der Speisekarte')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when the network drops the first request, then the menu is fetched once more without showing an error', async () => {
    let calls = 0;
    server.use(
      http.get('/api/menu', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(menu);
      }),
    );
    renderApp('/en/menu');

    expect(await screen.findByRole('heading', { level: 3, name: 'Tiramisu' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
