import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, galleryImageSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest());
beforeEach(async () => {
  await catalog.sql('DELETE FROM catalog.gallery_images');
});

const form = (overrides: Record<string, unknown> = {}) => ({
  titleDe: 'Unser Speisesaal',
  titleEn: 'Our dining room',
  altTextDe: 'Gedeckte Tische im Speisesaal',
  imageUrl: 'https://images.example.org/dining-room.jpg',
  category: 'interior',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const answer = await catalog.asAdmin('POST', '/api/gallery', form(overrides));
  expect(answer.status).toBe(201);
  return galleryImageSchema.parse(await answer.json());
};
const gallery = async () => galleryImageSchema.array().parse(await (await fetch(`${catalog.base}/api/gallery`)).json());

describe('GET /api/gallery', () => {
  it('when entries have an empty image or a test placeholder, then guests never get them', async () => {
    const real = await create();
    const insert = (url: string) =>
      catalog.sql(
        "INSERT INTO catalog.gallery_images (title_de, alt_text_de, image_url, category) VALUES ('Alt', 'Ein Bild', $1, 'food')",
        [url],
      );
    for (const url of [
      '',
      '   ',
      'https://via.placeholder.com/600x400',
      'https://placehold.co/600x400',
      'https://picsum.photos/800/600',
      '/uploads/test-image.jpg',
      'https://cdn.example.org/placeholder.png',
      '/api/media/seed/dummy_photo.svg',
    ]) {
      await insert(url);
    }
    await insert('https://cdn.example.org/latest-contest-winner.png');
    expect((await gallery()).map((image) => image.imageUrl)).toEqual([
      real.imageUrl,
      'https://cdn.example.org/latest-contest-winner.png',
    ]);
  });

  it('when English is missing, then the English fields are null and the plain ones German', async () => {
    await create({ titleEn: undefined, descriptionDe: 'Abends' });
    expect(await gallery()).toMatchObject([
      {
        title: 'Unser Speisesaal',
        titleEn: null,
        altText: 'Gedeckte Tische im Speisesaal',
        altTextEn: null,
        description: 'Abends',
        descriptionEn: null,
        version: 1,
      },
    ]);
  });

  it('when a picture has no alt text (a row from before it was required), then guests do not get it, but staff do', async () => {
    const described = await create();
    await catalog.sql(
      "INSERT INTO catalog.gallery_images (title_de, alt_text_de, image_url, category) VALUES ('Ohne', NULL, 'https://images.example.org/a.jpg', 'food'), ('Leer', '  ', 'https://images.example.org/b.jpg', 'food')",
    );
    expect((await gallery()).map((image) => image.id)).toEqual([described.id]);
    const staff = galleryImageSchema.array().parse(await (await catalog.asAdmin('GET', '/api/admin/gallery')).json());
    expect(staff.map((image) => image.title).sort()).toEqual(['Leer', 'Ohne', 'Unser Speisesaal']);
    expect((await fetch(`${catalog.base}/api/admin/gallery`)).status).toBe(401);
  });

  it("when an image is one of the catalog's own, then its size and stand-in are known; another site's are not", async () => {
    const seed = await create({ imageUrl: '/api/media/seed/interior-dining-room.svg' });
    const external = await create();
    expect(seed.picture).toMatchObject({
      width: 800,
      height: 600,
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(external.picture).toBeNull();
    const listed = galleryImageSchema.array().parse(await (await fetch(`${catalog.base}/api/gallery`)).json());
    expect(listed.find((image) => image.id === seed.id)?.picture).toEqual(seed.picture);
  });
});

describe('POST, PUT and DELETE /api/gallery', () => {
  const badForms: Array<[string, Record<string, unknown>, string, string, string]> = [
    ['the title is missing', { titleDe: '' }, 'titleDe', 'The German title is required', 'Der deutsche Titel ist erforderlich'],
    ['the image is missing', { imageUrl: undefined }, 'imageUrl', 'Image URL is required', 'Bild-URL ist erforderlich'],
    [
      'the alt text is missing',
      { altTextDe: '  ' },
      'altTextDe',
      'The German alt text is required: it describes the picture to guests who cannot see it',
      'Der deutsche Alternativtext ist erforderlich: Er beschreibt das Bild für Gäste, die es nicht sehen',
    ],
    [
      'the image is no web address',
      { imageUrl: 'ftp://example.org/a.jpg' },
      'imageUrl',
      'Please enter a web address (https://…) or upload an image',
      'Bitte geben Sie eine Webadresse (https://…) ein oder laden Sie ein Bild hoch',
    ],
    [
      'the image is a placeholder',
      { imageUrl: 'https://via.placeholder.com/300' },
      'imageUrl',
      'This looks like a test or placeholder image; please use a real photo',
      'Das sieht nach einem Test- oder Platzhalterbild aus; bitte verwenden Sie ein echtes Foto',
    ],
    [
      'the category is unknown',
      { category: 'kitchen' },
      'category',
      'Please choose a category from the list',
      'Bitte wählen Sie eine Kategorie aus der Liste',
    ],
    [
      'the description is too long',
      { descriptionEn: 'x'.repeat(501) },
      'descriptionEn',
      'This text is too long',
      'Dieser Text ist zu lang',
    ],
  ];

  it.each(badForms)(
    'when %s, then 400 names the field in both languages and nothing is stored',
    async (_case, overrides, field, en, de) => {
      const english = await catalog.asAdmin('POST', '/api/gallery', form(overrides), { 'accept-language': 'en' });
      expect(english.status).toBe(400);
      expect(errorResponseSchema.parse(await english.json()).fields).toEqual({ [field]: en });
      const german = await catalog.asAdmin('POST', '/api/gallery', form(overrides), { 'accept-language': 'de' });
      expect(errorResponseSchema.parse(await german.json()).fields).toEqual({ [field]: de });
      expect(await catalog.sql('SELECT id FROM catalog.gallery_images')).toEqual([]);
    },
  );

  it('when the category is left out, then the image files under food (a form may send none)', async () => {
    expect(await create({ category: undefined })).toMatchObject({ category: 'food' });
  });

  it('when an image is edited and deleted, then the gallery follows; unknown ids answer 404', async () => {
    const image = await create();
    const edited = await catalog.asAdmin('PUT', `/api/gallery/${image.id}`, form({ titleDe: 'Terrasse', category: 'exterior' }));
    expect(edited.status).toBe(200);
    expect(await gallery()).toMatchObject([{ id: image.id, title: 'Terrasse', category: 'exterior' }]);
    expect((await catalog.asAdmin('DELETE', `/api/gallery/${image.id}`)).status).toBe(204);
    expect(await gallery()).toEqual([]);
    expect((await catalog.asAdmin('DELETE', `/api/gallery/${image.id}`)).status).toBe(404);
    expect((await catalog.asAdmin('PUT', `/api/gallery/${randomUUID()}`, form())).status).toBe(404);
  });
});

describe('two owners, and the order of a category', () => {
  it('when a picture is saved from an older version, then 412 and the newer save stands', async () => {
    const image = await create();
    expect(
      (await catalog.asAdmin('PUT', `/api/gallery/${image.id}`, form({ titleDe: 'Neu' }), { 'if-match': '"1"' })).status,
    ).toBe(200);
    const stale = await catalog.asAdmin('PUT', `/api/gallery/${image.id}`, form({ titleDe: 'Alt' }), { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(await gallery()).toMatchObject([{ title: 'Neu', version: 2 }]);
  });

  it('when a category is put in a new order, then guests see it so; a list that is not exactly the category is refused', async () => {
    const [a, b, c] = [await create({ titleDe: 'A' }), await create({ titleDe: 'B' }), await create({ titleDe: 'C' })];
    const other = await create({ titleDe: 'Draußen', category: 'exterior' });
    expect((await catalog.asAdmin('PUT', '/api/gallery/order', { category: 'interior', ids: [c.id, a.id, b.id] })).status).toBe(
      204,
    );
    expect((await gallery()).filter((image) => image.category === 'interior').map((image) => image.title)).toEqual([
      'C',
      'A',
      'B',
    ]);
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, other.id],
      [c.id, c.id, a.id],
      [c.id, a.id, randomUUID()],
    ]) {
      const refused = await catalog.asAdmin(
        'PUT',
        '/api/gallery/order',
        { category: 'interior', ids },
        { 'accept-language': 'en' },
      );
      expect(refused.status).toBe(400);
      expect(Object.values(errorResponseSchema.parse(await refused.json()).fields ?? {})).toEqual([
        'Please send every picture of the category once, in the new order',
      ]);
    }
    expect((await gallery()).filter((image) => image.category === 'interior').map((image) => image.title)).toEqual([
      'C',
      'A',
      'B',
    ]);
  });
});
