import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema, goLiveSchema, instagramPostSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { listSeeded } from '../src/instagram/instagram-repository.js';
import { startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest());

const upload = () => `/api/media/${randomUUID()}.jpg`;
const form = (overrides: Record<string, unknown> = {}) => ({
  imageUrl: upload(),
  captionDe: 'Neu auf der Karte: Vitello tonnato.',
  captionEn: 'New on the menu: vitello tonnato.',
  altDe: 'Dünne Kalbfleischscheiben mit Thunfischsauce',
  postUrl: 'https://www.instagram.com/p/ABC123xyz/',
  postedOn: '2026-11-25',
  ...overrides,
});
const list = async () => instagramPostSchema.array().parse(await (await fetch(`${catalog.base}/api/instagram-posts`)).json());
const all = async () =>
  instagramPostSchema.array().parse(await (await catalog.asAdmin('GET', '/api/admin/instagram-posts')).json());
const create = async (overrides: Record<string, unknown> = {}) => {
  const answer = await catalog.asAdmin('POST', '/api/admin/instagram-posts', form(overrides));
  expect(answer.status).toBe(201);
  return instagramPostSchema.parse(await answer.json());
};
const contentChanges = () =>
  catalog.published.filter((message) => message.type === 'catalog.content_changed').map((message) => message.payload);
const fresh = async () => {
  await catalog.sql('DELETE FROM catalog.instagram_posts');
  catalog.published.length = 0;
};

describe('the Instagram wall', () => {
  // First, while the migration's rows are still there.
  it('when nothing was saved yet, then guests read the twelve stand-ins in the page’s order, each marked seeded, and the go-live check lists them', async () => {
    const posts = await list();
    expect(posts).toHaveLength(12);
    expect(posts[0]).toMatchObject({
      imageUrl: '/images/instagram/pasta.svg',
      postUrl: 'https://www.instagram.com/p/DQx7Lm2sK4p/',
      postedOn: '2026-11-20',
      visible: true,
      seeded: true,
      version: 1,
    });
    expect(posts.map((post) => post.imageUrl.split('/').at(-1))).toEqual([
      'pasta.svg',
      'fish.svg',
      'tiramisu.svg',
      'wine.svg',
      'terrace.svg',
      'team.svg',
      'flambe.svg',
      'pizza.svg',
      'antipasti.svg',
      'espresso.svg',
      'event-night.svg',
      'berlin-street.svg',
    ]);
    const seeded = await listSeeded(catalog.service.pool);
    expect(seeded).toHaveLength(12);
    expect(seeded[0]!.title).toContain('Tagliatelle');
    const goLive = goLiveSchema.parse(await (await catalog.asAdmin('GET', '/api/admin/go-live')).json());
    expect(goLive.items.filter((item) => item.area === 'instagram')).toEqual(
      seeded.map(({ id, title }) => ({ area: 'instagram', kind: 'seeded', id, title })),
    );

    // A stand-in saved unchanged is the owner's now: no longer listed.
    const { id, version, ...fields } = posts[0]!;
    const saved = await catalog.asAdmin('PUT', `/api/admin/instagram-posts/${id}`, fields, { 'if-match': `"${version}"` });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ seeded: false, version: 2 });
    expect((await listSeeded(catalog.service.pool)).map((post) => post.id)).not.toContain(id);
  });

  it('when the owner adds a post, then guests read it, hidden ones only the owner, and the renderer hears of each change', async () => {
    await fresh();
    const shown = await create({ sortOrder: 20 });
    const hidden = await create({ visible: false, sortOrder: 10, captionDe: 'Noch geheim', captionEn: 'Still secret' });
    expect(shown).toMatchObject({ altEn: null, visible: true, seeded: false, version: 1 });
    expect((await list()).map((post) => post.id)).toEqual([shown.id]);
    expect((await all()).map((post) => post.id)).toEqual([hidden.id, shown.id]);
    await expect.poll(contentChanges).toEqual([
      { section: 'instagram', id: shown.id, change: 'created' },
      { section: 'instagram', id: hidden.id, change: 'created' },
    ]);
  });

  it('when fields are wrong, then 400 names each one in the owner’s language and nothing is written', async () => {
    await fresh();
    const answer = await catalog.asAdmin(
      'POST',
      '/api/admin/instagram-posts',
      {
        imageUrl: 'https://scontent.cdninstagram.com/v/picture.jpg',
        captionDe: ' ',
        altDe: '',
        postUrl: 'javascript:alert(1)',
        postedOn: '25.11.2026',
        visible: 'yes',
      },
      { 'accept-language': 'de' },
    );
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json()).fields).toEqual({
      imageUrl: 'Es können nur hier hochgeladene Bilder gezeigt werden, keine anderer Seiten',
      captionDe: 'Die Bildunterschrift ist in beiden Sprachen erforderlich',
      captionEn: 'Die Bildunterschrift ist in beiden Sprachen erforderlich',
      altDe: 'Bitte beschreiben Sie das Bild für Menschen, die es nicht sehen können',
      postUrl: 'Bitte geben Sie die Adresse des Beitrags auf Instagram ein, beginnend mit https://www.instagram.com/',
      postedOn: 'Bitte geben Sie den Tag ein, an dem der Beitrag erschien',
      visible: 'Bitte wählen Sie Ja oder Nein',
    });
    const elsewhere = await catalog.asAdmin('POST', '/api/admin/instagram-posts', form({ postUrl: 'https://evil.example/p/1/' }));
    expect(Object.keys(errorResponseSchema.parse(await elsewhere.json()).fields ?? {})).toEqual(['postUrl']);
    expect(await all()).toEqual([]);
    expect(contentChanges()).toEqual([]);
  });

  it('when two owners save the same post, then the later is told 412 and the first save stands; a missing post is 404', async () => {
    await fresh();
    const post = await create();
    const first = await catalog.asAdmin('PUT', `/api/admin/instagram-posts/${post.id}`, form({ captionDe: 'Erste' }), {
      'if-match': '"1"',
    });
    expect(first.status).toBe(200);
    const stale = await catalog.asAdmin('PUT', `/api/admin/instagram-posts/${post.id}`, form({ captionDe: 'Zweite' }), {
      'if-match': '"1"',
    });
    expect(stale.status).toBe(412);
    expect((await all())[0]).toMatchObject({ captionDe: 'Erste', version: 2 });

    const gone = randomUUID();
    expect((await catalog.asAdmin('PUT', `/api/admin/instagram-posts/${gone}`, form())).status).toBe(404);
    expect((await catalog.asAdmin('DELETE', `/api/admin/instagram-posts/${gone}`)).status).toBe(404);
    expect((await catalog.asAdmin('DELETE', '/api/admin/instagram-posts/not-a-uuid')).status).toBe(404);
  });

  it('when the owner deletes a post, then guests no longer read it', async () => {
    await fresh();
    const post = await create();
    expect((await catalog.asAdmin('DELETE', `/api/admin/instagram-posts/${post.id}`)).status).toBe(204);
    expect(await list()).toEqual([]);
    await expect.poll(contentChanges).toContainEqual({ section: 'instagram', id: post.id, change: 'deleted' });
  });

  it('when the owner moves a post, then the wall is in the new order; a list that is not every post once is 400', async () => {
    await fresh();
    const a = await create({ sortOrder: 10 });
    const b = await create({ sortOrder: 20 });
    const c = await create({ sortOrder: 30 });
    expect((await catalog.asAdmin('PUT', '/api/admin/instagram-posts/order', { ids: [b.id, a.id, c.id] })).status).toBe(204);
    expect((await list()).map((post) => post.id)).toEqual([b.id, a.id, c.id]);
    const partial = await catalog.asAdmin('PUT', '/api/admin/instagram-posts/order', { ids: [a.id, b.id] });
    expect(partial.status).toBe(400);
    expect(Object.keys(errorResponseSchema.parse(await partial.json()).fields ?? {})).toEqual(['ids']);
    expect((await list()).map((post) => post.id)).toEqual([b.id, a.id, c.id]);
  });
});
