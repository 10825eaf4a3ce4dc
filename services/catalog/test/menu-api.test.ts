import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, menuItemSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { menuItemForm, startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest());
beforeEach(async () => {
  await catalog.sql('DELETE FROM catalog.menu_items');
});

const menu = async () => menuItemSchema.array().parse(await (await fetch(`${catalog.base}/api/menu`)).json());
const create = async (overrides: Record<string, unknown> = {}) => {
  const answer = await catalog.asAdmin('POST', '/api/menu', menuItemForm(overrides));
  expect(answer.status).toBe(201);
  return menuItemSchema.parse(await answer.json());
};

describe('GET /api/menu', () => {
  it('when items exist, then they come in sort order with localized fields, category labels and euros', async () => {
    await create({ titleDe: 'Zweites', sortOrder: 20, price: '9,90' });
    await create({ titleDe: 'Erstes', sortOrder: 10, price: 12 });
    const items = await menu();
    expect(items.map((item) => item.title)).toEqual(['Erstes', 'Zweites']);
    expect(items.map((item) => item.price)).toEqual([12, 9.9]);
    expect(items[0]).toMatchObject({
      titleDe: 'Erstes',
      titleEn: 'Tagliatelle with ragù',
      description: 'Hausgemachte Bandnudeln mit langsam geschmortem Ragù',
      category: 'pasta',
      categoryDe: 'Pasta',
      categoryEn: 'Pasta',
      isDrink: false,
      isAlcoholic: false,
    });
  });

  it('when English is left empty, then the localized English fields are null and the plain fields carry German', async () => {
    await create({ titleEn: '', descriptionEn: '   ' });
    const [item] = await menu();
    expect(item).toMatchObject({ title: 'Tagliatelle al ragù', titleEn: null, descriptionEn: null });
  });

  it('when allergens are ticked in any order, then they are stored once each, in the regulation’s order', async () => {
    await create({ allergens: ['milk', 'gluten', 'eggs', 'milk'] });
    const [item] = await menu();
    expect(item).toMatchObject({ allergens: ['gluten', 'eggs', 'milk'], allergensNote: null, version: 1 });
    await create({ titleDe: 'Ohne', allergens: undefined });
    expect((await menu()).find((entry) => entry.title === 'Ohne')?.allergens).toEqual([]);
  });

  it('when an allergen is not on the EU list or not a list, then 400 names the field and nothing is stored', async () => {
    for (const allergens of [['gluten', 'shellfish'], 'Gluten, Ei']) {
      const answer = await catalog.asAdmin('POST', '/api/menu', menuItemForm({ allergens }), { 'accept-language': 'en' });
      expect(answer.status).toBe(400);
      expect(errorResponseSchema.parse(await answer.json()).fields).toEqual({
        allergens: 'Please choose the allergens from the list',
      });
    }
    expect(await menu()).toEqual([]);
  });

  // Each label against the allergens that rule it out, and sets that do not (docs/decisions.md 129).
  const labelsAndAllergens: Array<[Record<string, boolean>, string[], Record<string, string> | undefined]> = [
    [{ glutenFree: true }, ['gluten'], { glutenFree: 'Ein Gericht mit glutenhaltigem Getreide kann nicht glutenfrei sein' }],
    [{ glutenFree: true }, ['eggs', 'milk', 'nuts'], undefined],
    [
      { vegan: true },
      ['milk'],
      { vegan: expect.stringMatching(/^Ein veganes Gericht hat weder Milch, Eier/) as unknown as string },
    ],
    [{ vegan: true }, ['eggs'], { vegan: expect.stringMatching(/^Ein veganes Gericht/) as unknown as string }],
    [{ vegan: true }, ['fish'], { vegan: expect.stringMatching(/^Ein veganes Gericht/) as unknown as string }],
    [{ vegan: true }, ['crustaceans'], { vegan: expect.stringMatching(/^Ein veganes Gericht/) as unknown as string }],
    [{ vegan: true }, ['molluscs'], { vegan: expect.stringMatching(/^Ein veganes Gericht/) as unknown as string }],
    [{ vegan: true, vegetarian: true }, ['gluten', 'soybeans', 'nuts', 'sesame'], undefined],
    [{ vegetarian: true }, ['eggs', 'milk'], undefined],
    [{ vegetarian: true }, ['fish'], { vegetarian: expect.stringMatching(/^Ein vegetarisches Gericht/) as unknown as string }],
    [
      { vegetarian: true },
      ['molluscs'],
      { vegetarian: expect.stringMatching(/^Ein vegetarisches Gericht/) as unknown as string },
    ],
    [
      { vegetarian: true },
      ['crustaceans'],
      { vegetarian: expect.stringMatching(/^Ein vegetarisches Gericht/) as unknown as string },
    ],
    [
      { vegetarian: true, vegan: true, glutenFree: true },
      ['gluten', 'fish'],
      {
        glutenFree: expect.any(String) as unknown as string,
        vegan: expect.any(String) as unknown as string,
        vegetarian: expect.any(String) as unknown as string,
      },
    ],
  ];
  it.each(labelsAndAllergens)(
    'when a dish is marked %j with the allergens %j, then a contradiction is 400 naming the label, and nothing is stored',
    async (labels, allergens, refused) => {
      const answer = await catalog.asAdmin('POST', '/api/menu', menuItemForm({ ...labels, allergens }), {
        'accept-language': 'de',
      });
      if (!refused) {
        expect(answer.status).toBe(201);
        expect(menuItemSchema.parse(await answer.json())).toMatchObject({ ...labels, allergens });
        return;
      }
      expect(answer.status).toBe(400);
      expect(errorResponseSchema.parse(await answer.json()).fields).toEqual(refused);
      expect(await menu()).toEqual([]);
    },
  );

  it('when an English-speaking owner marks a dish with gluten gluten-free, then she is told why in English', async () => {
    const answer = await catalog.asAdmin('POST', '/api/menu', menuItemForm({ glutenFree: true, allergens: ['gluten'] }), {
      'accept-language': 'en',
    });
    expect(errorResponseSchema.parse(await answer.json()).fields).toEqual({
      glutenFree: 'A dish with cereals containing gluten cannot be gluten-free',
    });
  });

  it('when a price has cents, then no float rounding creeps in (0.1 + 0.2 style)', async () => {
    for (const price of [0.1, 0.2, 19.99, '1234,56', 0.29]) await create({ price });
    const prices = (await menu()).map((item) => item.price).sort((a, b) => a - b);
    expect(prices).toEqual([0.1, 0.2, 0.29, 19.99, 1234.56]);
    const cents = await catalog.sql<{ price_cents: number }>('SELECT price_cents FROM catalog.menu_items ORDER BY price_cents');
    expect(cents.map((row) => row.price_cents)).toEqual([10, 20, 29, 1999, 123456]);
  });
});

describe('POST /api/menu', () => {
  it('when a drink has no alcoholic flag, then its category decides; an explicit flag wins', async () => {
    const wine = await create({ category: 'wine', titleDe: 'Nero d’Avola' });
    const softDrink = await create({ category: 'soft-drinks', titleDe: 'Chinotto' });
    const alcoholFree = await create({ category: 'beer', titleDe: 'Birra analcolica', isAlcoholic: false });
    const pasta = await create({ category: 'pasta', isAlcoholic: true });
    expect([wine, softDrink, alcoholFree, pasta].map((item) => [item.isDrink, item.isAlcoholic])).toEqual([
      [true, true],
      [true, false],
      [true, false],
      [false, false],
    ]);
    expect(wine).toMatchObject({ categoryDe: 'Wein', categoryEn: 'Wine' });
  });

  it('when the optional image field is left empty, then the item has no image', async () => {
    expect(await create({ imageUrl: '' })).toMatchObject({ imageUrl: null });
    expect(await create({ imageUrl: '/api/media/seed/food-tiramisu.svg' })).toMatchObject({
      imageUrl: '/api/media/seed/food-tiramisu.svg',
    });
  });

  it('when a form arrives without a JSON body, then every required field is named', async () => {
    const answer = await catalog.asAdmin('POST', '/api/menu', undefined, { 'accept-language': 'en' });
    expect(answer.status).toBe(400);
    expect(Object.keys(errorResponseSchema.parse(await answer.json()).fields ?? {}).sort()).toEqual([
      'category',
      'descriptionDe',
      'price',
      'titleDe',
    ]);
  });

  it('when an item is vegan, then it is vegetarian too; the other flags are stored as given', async () => {
    const item = await create({ vegan: true, glutenFree: true, spicy: true, isAvailable: false });
    expect(item).toMatchObject({ vegan: true, vegetarian: true, glutenFree: true, spicy: true, isAvailable: false });
    expect(await create()).toMatchObject({ vegan: false, vegetarian: false, isAvailable: true });
  });

  const badForms: Array<[string, Record<string, unknown>, string, string, string]> = [
    [
      'the German title is missing',
      { titleDe: undefined },
      'titleDe',
      'The German title is required',
      'Der deutsche Titel ist erforderlich',
    ],
    [
      'the German title is blank',
      { titleDe: '   ' },
      'titleDe',
      'The German title is required',
      'Der deutsche Titel ist erforderlich',
    ],
    ['the title is too long', { titleDe: 'x'.repeat(121) }, 'titleDe', 'This text is too long', 'Dieser Text ist zu lang'],
    [
      'the German description is missing',
      { descriptionDe: '' },
      'descriptionDe',
      'The German description is required',
      'Die deutsche Beschreibung ist erforderlich',
    ],
    ['the price is missing', { price: undefined }, 'price', 'Price is required', 'Preis ist erforderlich'],
    [
      'the price has three decimals',
      { price: 12.345 },
      'price',
      'Please enter a price in euros with at most two decimals, e.g. 12.50',
      'Bitte geben Sie einen Preis in Euro mit höchstens zwei Nachkommastellen ein, z. B. 12,50',
    ],
    [
      'the price is negative',
      { price: -1 },
      'price',
      'Please enter a price in euros with at most two decimals, e.g. 12.50',
      'Bitte geben Sie einen Preis in Euro mit höchstens zwei Nachkommastellen ein, z. B. 12,50',
    ],
    [
      'the price is not a number',
      { price: 'twelve' },
      'price',
      'Please enter a price in euros with at most two decimals, e.g. 12.50',
      'Bitte geben Sie einen Preis in Euro mit höchstens zwei Nachkommastellen ein, z. B. 12,50',
    ],
    [
      'the category is missing',
      { category: undefined },
      'category',
      'Please choose a category from the list',
      'Bitte wählen Sie eine Kategorie aus der Liste',
    ],
    [
      'the category is unknown',
      { category: 'Primi' },
      'category',
      'Please choose a category from the list',
      'Bitte wählen Sie eine Kategorie aus der Liste',
    ],
    [
      'the image address is a script',
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'Please enter a web address (https://…) or upload an image',
      'Bitte geben Sie eine Webadresse (https://…) ein oder laden Sie ein Bild hoch',
    ],
    [
      'a flag is not yes or no',
      { isAvailable: 'yes' },
      'isAvailable',
      'Please choose yes or no',
      'Bitte wählen Sie Ja oder Nein',
    ],
    [
      'the sort order is a fraction',
      { sortOrder: 1.5 },
      'sortOrder',
      'The sort order must be a whole number from 0 to 100000',
      'Die Reihenfolge muss eine ganze Zahl von 0 bis 100000 sein',
    ],
  ];

  it.each(badForms)(
    'when %s, then 400 names the field in English and German, and nothing is stored',
    async (_case, overrides, field, en, de) => {
      const form = menuItemForm(overrides);
      const english = await catalog.asAdmin('POST', '/api/menu', form, { 'accept-language': 'en-GB,en;q=0.9' });
      expect(english.status).toBe(400);
      const englishBody = errorResponseSchema.parse(await english.json());
      expect(englishBody).toEqual({ error: 'Please check the highlighted fields.', fields: { [field]: en } });
      const german = await catalog.asAdmin('POST', '/api/menu', form, { 'accept-language': 'de-DE' });
      expect(errorResponseSchema.parse(await german.json())).toEqual({
        error: 'Bitte prüfen Sie die markierten Felder.',
        fields: { [field]: de },
      });
      expect(await catalog.sql('SELECT id FROM catalog.menu_items')).toEqual([]);
    },
  );

  it('when several fields are wrong and no language is asked for, then each is named, in German', async () => {
    const answer = await catalog.asAdmin('POST', '/api/menu', { price: 'x' });
    expect(answer.status).toBe(400);
    const body = errorResponseSchema.parse(await answer.json());
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['category', 'descriptionDe', 'price', 'titleDe']);
    expect(body.fields?.titleDe).toBe('Der deutsche Titel ist erforderlich');
  });

  it('when called without an admin (straight to the service port), then 401 and nothing is stored', async () => {
    const answer = await fetch(`${catalog.base}/api/menu`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(menuItemForm()),
    });
    expect(answer.status).toBe(401);
    expect(await catalog.sql('SELECT id FROM catalog.menu_items')).toEqual([]);
  });

  it('when an item is created, then a content change is published for caches', async () => {
    const item = await create();
    await expect
      .poll(() => catalog.published.map((event) => event.payload))
      .toContainEqual({ section: 'menu', id: item.id, change: 'created' });
  });
});

describe('PUT and DELETE /api/menu/{id}', () => {
  it('when an item is edited, then every field is replaced and the public menu shows it', async () => {
    const item = await create();
    const answer = await catalog.asAdmin(
      'PUT',
      `/api/menu/${item.id}`,
      menuItemForm({ titleDe: 'Pappardelle', price: 16, category: 'pasta', isAvailable: false }),
    );
    expect(answer.status).toBe(200);
    expect(await menu()).toMatchObject([{ id: item.id, title: 'Pappardelle', price: 16, isAvailable: false }]);
  });

  it('when an edit is invalid, then 400 and the item is unchanged', async () => {
    const item = await create();
    const answer = await catalog.asAdmin('PUT', `/api/menu/${item.id}`, menuItemForm({ price: 'free' }));
    expect(answer.status).toBe(400);
    expect(await menu()).toMatchObject([{ id: item.id, price: 14.5 }]);
  });

  it('when the id is unknown or not an id at all, then 404 for edit and delete', async () => {
    for (const id of ['3f0c9a0e-1111-4222-8333-444455556666', 'not-a-uuid']) {
      const edit = await catalog.asAdmin('PUT', `/api/menu/${id}`, menuItemForm(), { 'accept-language': 'en' });
      expect(edit.status).toBe(404);
      expect(errorResponseSchema.parse(await edit.json()).error).toBe('Menu item not found');
      expect((await catalog.asAdmin('DELETE', `/api/menu/${id}`)).status).toBe(404);
    }
  });

  it('when two people edit the same dish, then the later save names the old version and gets 412, and nothing is overwritten', async () => {
    const item = await create();
    const first = await catalog.asAdmin('PUT', `/api/menu/${item.id}`, menuItemForm({ price: 15 }), { 'if-match': '"1"' });
    expect(first.status).toBe(200);
    expect(menuItemSchema.parse(await first.json()).version).toBe(2);
    const later = await catalog.asAdmin('PUT', `/api/menu/${item.id}`, menuItemForm({ price: 99 }), {
      'if-match': '"1"',
      'accept-language': 'en',
    });
    expect(later.status).toBe(412);
    expect(errorResponseSchema.parse(await later.json()).error).toBe(
      'Someone else saved a change here since you opened it. Please reload to see it, then make your change again.',
    );
    expect(await menu()).toMatchObject([{ price: 15, version: 2 }]);
    const malformed = await catalog.asAdmin('PUT', `/api/menu/${item.id}`, menuItemForm({ price: 99 }), {
      'if-match': 'yesterday',
    });
    expect(malformed.status).toBe(400);
    // Reloaded, the save names the version it saw, and goes through.
    expect(
      (await catalog.asAdmin('PUT', `/api/menu/${item.id}`, menuItemForm({ price: 16 }), { 'if-match': '"2"' })).status,
    ).toBe(200);
    const gone = await catalog.asAdmin('PUT', '/api/menu/3f0c9a0e-1111-4222-8333-444455556666', menuItemForm(), {
      'if-match': '"1"',
    });
    expect(gone.status).toBe(404);
    // `*` (RFC 9110): whatever version is there, as long as the dish is; a missing one is still a 404.
    const any = await catalog.asAdmin('PUT', `/api/menu/${item.id}`, menuItemForm({ price: 17 }), { 'if-match': '*' });
    expect(any.status).toBe(200);
    expect(await menu()).toMatchObject([{ price: 17, version: 4 }]);
    const anyGone = await catalog.asAdmin('PUT', '/api/menu/3f0c9a0e-1111-4222-8333-444455556666', menuItemForm(), {
      'if-match': '*',
    });
    expect(anyGone.status).toBe(404);
  });

  it('when a dish is switched to sold out and back in one tap, then the public menu follows, whatever version was read', async () => {
    const item = await create();
    await catalog.asAdmin('PUT', `/api/menu/${item.id}`, menuItemForm({ titleDe: 'Geändert' }));
    const soldOut = await catalog.asAdmin('PATCH', `/api/menu/${item.id}/availability`, { isAvailable: false });
    expect(soldOut.status).toBe(200);
    expect(await menu()).toMatchObject([{ title: 'Geändert', isAvailable: false, version: 3 }]);
    expect((await catalog.asAdmin('PATCH', `/api/menu/${item.id}/availability`, { isAvailable: true })).status).toBe(200);
    expect(await menu()).toMatchObject([{ isAvailable: true }]);
    const wrong = await catalog.asAdmin(
      'PATCH',
      `/api/menu/${item.id}/availability`,
      { isAvailable: 'no' },
      { 'accept-language': 'en' },
    );
    expect(wrong.status).toBe(400);
    expect(errorResponseSchema.parse(await wrong.json()).fields).toEqual({ isAvailable: 'Please choose yes or no' });
    const unknown = '3f0c9a0e-1111-4222-8333-444455556666';
    expect((await catalog.asAdmin('PATCH', `/api/menu/${unknown}/availability`, { isAvailable: false })).status).toBe(404);
  });

  it('when a dish with an old allergen note is saved, then the note is gone: staff have ticked the allergens', async () => {
    const item = await create();
    await catalog.sql("UPDATE catalog.menu_items SET allergens_note = 'kann Spuren enthalten' WHERE id = $1", [item.id]);
    expect(await menu()).toMatchObject([{ allergensNote: 'kann Spuren enthalten' }]);
    await catalog.asAdmin('PUT', `/api/menu/${item.id}`, menuItemForm({ allergens: ['nuts'] }));
    expect(await menu()).toMatchObject([{ allergens: ['nuts'], allergensNote: null }]);
  });

  it('when an item is deleted, then it is gone and a second delete answers 404', async () => {
    const keep = await create({ titleDe: 'Bleibt' });
    const item = await create();
    expect((await catalog.asAdmin('DELETE', `/api/menu/${item.id}`)).status).toBe(204);
    expect((await menu()).map((entry) => entry.id)).toEqual([keep.id]);
    expect((await catalog.asAdmin('DELETE', `/api/menu/${item.id}`)).status).toBe(404);
  });
});
