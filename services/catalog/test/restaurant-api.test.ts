import { beforeEach, describe, expect, it } from 'vitest';
import { defaultRestaurantDetails, errorResponseSchema, goLiveSchema, publishedRestaurantSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest());
beforeEach(async () => {
  await catalog.sql('DELETE FROM catalog.restaurant_details');
  catalog.published.length = 0;
});

const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Trattoria Da Marco',
  address: { street: 'Oderberger Straße 7', postalCode: '10435', city: 'Berlin', country: { de: 'Deutschland', en: 'Germany' } },
  geo: { latitude: 52.539, longitude: 13.406 },
  phone: '030 9876 5432',
  email: 'ciao@da-marco.example',
  operator: {
    company: 'Da Marco GmbH',
    representative: 'Marco Bianchi',
    register: 'Amtsgericht Charlottenburg, HRB 123456 B',
    vatId: 'DE 123 456 789',
    supervisoryAuthority: null,
  },
  hostingProvider: 'Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen',
  mailProvider: 'Mailbox.org, Heinlein Support GmbH, Schwedter Str. 8/9b, 10119 Berlin',
  googleReviewUrl: 'https://g.page/r/da-marco/review',
  socialLinks: [{ label: 'Instagram', url: 'https://www.instagram.com/da.marco/' }],
  ...overrides,
});
const publicRead = async () => publishedRestaurantSchema.parse(await (await fetch(`${catalog.base}/api/restaurant`)).json());

describe("the restaurant's details", () => {
  it('when nothing was saved, then everyone reads the first install’s details as version 0', async () => {
    expect(await publicRead()).toEqual({ ...defaultRestaurantDetails, version: 0 });
    const owner = await catalog.asAdmin('GET', '/api/admin/restaurant');
    expect(owner.headers.get('cache-control')).toBe('no-store');
    expect(publishedRestaurantSchema.parse(await owner.json()).version).toBe(0);
  });

  it('when an owner saves them, then the phone is kept as grouped in international form, the VAT id without spaces, guests read them and the bus hears them', async () => {
    const saved = await catalog.asAdmin('PUT', '/api/admin/restaurant', details(), { 'if-match': '"0"' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ phone: '+49 30 9876 5432', operator: { vatId: 'DE123456789' }, version: 1 });
    expect(await publicRead()).toMatchObject({ name: 'Trattoria Da Marco', phone: '+49 30 9876 5432', version: 1 });
    await expect
      .poll(() => catalog.published.filter((message) => message.type === 'catalog.restaurant_changed'))
      .toEqual([expect.objectContaining({ payload: expect.objectContaining({ name: 'Trattoria Da Marco', version: 1 }) })]);
  });

  it('when two owners save from the same version, then the later is told 412 and the first save stands', async () => {
    expect((await catalog.asAdmin('PUT', '/api/admin/restaurant', details(), { 'if-match': '"0"' })).status).toBe(200);
    const stale = await catalog.asAdmin('PUT', '/api/admin/restaurant', details({ name: 'Zweiter' }), { 'if-match': '"0"' });
    expect(stale.status).toBe(412);
    expect(errorResponseSchema.parse(await stale.json()).error).toContain('Bitte laden Sie neu');
    expect(await publicRead()).toMatchObject({ name: 'Trattoria Da Marco', version: 1 });
  });

  it('when fields are wrong, then 400 names each one in the owner’s language and nothing is saved', async () => {
    const bad = details({
      name: ' ',
      phone: '12',
      operator: { company: 'Da Marco GmbH', representative: 'Marco Bianchi', vatId: 'DE12345' },
      googleReviewUrl: 'javascript:alert(1)',
      socialLinks: [{ label: 'Facebook', url: 'http://facebook.com/da.marco' }],
    });
    const answer = await catalog.asAdmin('PUT', '/api/admin/restaurant', bad, { 'accept-language': 'de' });
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json()).fields).toEqual({
      name: 'Der Name des Restaurants ist erforderlich',
      phone: 'Bitte geben Sie eine Telefonnummer mit Vorwahl ein, z. B. +49 30 1234 5678 oder 030 1234 5678',
      'operator.vatId': 'Eine deutsche USt-IdNr. ist DE mit neun Ziffern, z. B. DE123456789',
      googleReviewUrl: 'Bitte geben Sie eine Webadresse ein, die mit https:// beginnt',
      'socialLinks.0.url': 'Bitte geben Sie eine Webadresse ein, die mit https:// beginnt',
    });
    expect((await publicRead()).version).toBe(0);
    expect(catalog.published.filter((message) => message.type === 'catalog.restaurant_changed')).toEqual([]);
  });
});

describe('the go-live check', () => {
  const goLive = async () => {
    const answer = await catalog.asAdmin('GET', '/api/admin/go-live');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return goLiveSchema.parse(await answer.json());
  };

  it('when nothing was saved, then the details are unsaved and each bracketed value and example link is listed', async () => {
    const { ready, items } = await goLive();
    expect({ ready, items: items.filter((item) => item.area === 'restaurant') }).toEqual({
      ready: false,
      items: [
        { area: 'restaurant', kind: 'unsaved' },
        { area: 'restaurant', kind: 'standIn', path: 'operator.register' },
        { area: 'restaurant', kind: 'standIn', path: 'hostingProvider' },
        { area: 'restaurant', kind: 'standIn', path: 'mailProvider' },
        { area: 'restaurant', kind: 'standIn', path: 'googleReviewUrl' },
      ],
    });
  });

  it('when the owner saves real details, then nothing of the restaurant is left; an emptied provider is listed as missing', async () => {
    await catalog.asAdmin('PUT', '/api/admin/restaurant', details(), { 'if-match': '"0"' });
    expect((await goLive()).items.filter((item) => item.area === 'restaurant')).toEqual([]);
    await catalog.asAdmin('PUT', '/api/admin/restaurant', details({ mailProvider: '' }), { 'if-match': '"1"' });
    expect((await goLive()).items.filter((item) => item.area === 'restaurant')).toEqual([
      { area: 'restaurant', kind: 'missing', path: 'mailProvider' },
    ]);
  });

  it('when the details are filled in and the first install’s examples are gone, then the site is ready: nothing is listed', async () => {
    // The Instagram wall's twelve stand-ins come with the catalog's migrations (docs/decisions.md 151).
    expect((await goLive()).items.some((item) => item.area === 'instagram')).toBe(true);
    await catalog.sql('DELETE FROM catalog.instagram_posts WHERE seeded');
    await catalog.asAdmin('PUT', '/api/admin/restaurant', details(), { 'if-match': '"0"' });
    expect(await goLive()).toEqual({ ready: true, items: [] });
  });
});
