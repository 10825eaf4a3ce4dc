import { beforeEach, describe, expect, it } from 'vitest';
import {
  defaultHomeContent,
  errorResponseSchema,
  goLiveSchema,
  publishedHomeSchema,
  type HomeContent,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { listHomeStandIns } from '../src/home/home-repository.js';
import { startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest());
beforeEach(async () => {
  await catalog.sql('DELETE FROM catalog.home_content');
  catalog.published.length = 0;
});

const changed = (overrides: (content: HomeContent) => void = () => undefined): HomeContent => {
  const content = structuredClone(defaultHomeContent);
  content.hero.title = { de: 'Buongiorno in der {name}', en: 'Buongiorno at {name}' };
  overrides(content);
  return content;
};
const publicRead = async () => publishedHomeSchema.parse(await (await fetch(`${catalog.base}/api/home`)).json());
const homeChanges = () =>
  catalog.published.filter((message) => message.type === 'catalog.content_changed').map((message) => message.payload);

describe("the home page's texts", () => {
  it('when nothing was saved, then everyone reads the first install’s texts as version 0, with the seed pictures described', async () => {
    const home = await publicRead();
    expect(home).toMatchObject({ ...defaultHomeContent, version: 0 });
    expect(Object.keys(home.pictures).sort()).toEqual(defaultHomeContent.features.map((feature) => feature.imageUrl).sort());
    const owner = await catalog.asAdmin('GET', '/api/admin/home');
    expect(owner.headers.get('cache-control')).toBe('no-store');
    expect(publishedHomeSchema.parse(await owner.json()).version).toBe(0);
    expect(await listHomeStandIns(catalog.service.pool)).toEqual([]);
  });

  it('when the owner saves them, then guests read them, the renderer hears of it, and a bracketed stand-in is listed', async () => {
    const saved = await catalog.asAdmin(
      'PUT',
      '/api/admin/home',
      changed((content) => (content.promise.text.en = '[Our promise in English]')),
      { 'if-match': '"0"' },
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ hero: { title: { de: 'Buongiorno in der {name}' } }, version: 1 });
    expect(await publicRead()).toMatchObject({ hero: { title: { en: 'Buongiorno at {name}' } }, version: 1 });
    await expect.poll(homeChanges).toEqual([{ section: 'home', id: 'home', change: 'updated' }]);
    expect(await listHomeStandIns(catalog.service.pool)).toEqual(['promise.text.en']);
    const goLive = goLiveSchema.parse(await (await catalog.asAdmin('GET', '/api/admin/go-live')).json());
    expect(goLive.items.filter((item) => item.area === 'home')).toEqual([
      { area: 'home', kind: 'standIn', path: 'promise.text.en' },
    ]);
  });

  it('when two owners save from the same version, then the later is told 412 and the first save stands', async () => {
    expect((await catalog.asAdmin('PUT', '/api/admin/home', changed(), { 'if-match': '"0"' })).status).toBe(200);
    const stale = await catalog.asAdmin(
      'PUT',
      '/api/admin/home',
      changed((content) => (content.original.title.de = 'Zweiter')),
      { 'if-match': '"0"', 'accept-language': 'de' },
    );
    expect(stale.status).toBe(412);
    expect(errorResponseSchema.parse(await stale.json()).error).toContain('Bitte laden Sie neu');
    expect(await publicRead()).toMatchObject({ original: { title: { de: 'Das Original!' } }, version: 1 });
    const badHeader = await catalog.asAdmin('PUT', '/api/admin/home', changed(), { 'if-match': 'yesterday' });
    expect(badHeader.status).toBe(400);
  });

  it('when fields are wrong, then 400 names each by its path in the owner’s language and nothing is saved', async () => {
    const bad = changed((content) => {
      content.hero.title.en = ' ';
      content.hero.imageUrl = 'https://images.example.org/hero.jpg';
      content.features[1]!.imageUrl = 'javascript:alert(1)';
      content.promise.text.de = '';
    });
    const answer = await catalog.asAdmin('PUT', '/api/admin/home', bad, { 'accept-language': 'en' });
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json()).fields).toEqual({
      'hero.title.en': 'This text is required in both languages',
      'hero.imageUrl': 'Please choose one of the pictures uploaded here',
      'features.1.imageUrl': 'Please choose one of the pictures uploaded here',
      'promise.text.de': 'This text is required in both languages',
    });
    const two = changed((content) => content.features.pop());
    const count = await catalog.asAdmin('PUT', '/api/admin/home', two);
    expect(Object.keys(errorResponseSchema.parse(await count.json()).fields ?? {})).toEqual(['features']);
    expect((await publicRead()).version).toBe(0);
    expect(homeChanges()).toEqual([]);
  });
});
