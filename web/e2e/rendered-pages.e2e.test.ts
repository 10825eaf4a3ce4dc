import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventSchema, menuItemSchema, startAppScript, type MenuItem } from '@ristorante/contracts';
import { baseUrl, keepScreenshot, launchBrowser, openPage, phone } from './support/browser.js';
import { signedInAdminApi, type AdminApi } from './support/admin-api.js';

/**
 * The public pages as Nginx serves them from the renderer's folder (docs/decisions.md 92): whole HTML
 * a crawler reads without running JavaScript, fresh within seconds of a change, hydrated without a warning.
 */
let browser: Browser;
let owner: AdminApi;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedInAdminApi();
});
afterAll(async () => {
  await owner?.dispose();
  await browser?.close();
});

// The stack's PUBLIC_ORIGIN is the address Nginx listens on.
const origin = new URL(baseUrl).origin;
type Data = Record<string, unknown>;

async function html(address: string): Promise<{ status: number; body: string }> {
  const answer = await fetch(`${baseUrl}${address}`);
  return { status: answer.status, body: await answer.text() };
}

function structuredData(body: string): Data[] {
  return [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Data,
  );
}

const ofType = (body: string, type: string) => structuredData(body).filter((data) => data['@type'] === type);

/** schema.org's shapes as search engines read them: the properties each type needs, with the right kinds. */
const shapes = {
  restaurant(data: Data) {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      telephone: expect.any(String),
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        postalCode: expect.any(String),
        addressLocality: 'Berlin',
      },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
      hasMenu: expect.stringMatching(new RegExp(`^${origin}/(de|en)/menu$`)),
    });
    const hours = data.openingHoursSpecification as Data[];
    expect(hours.length).toBeGreaterThan(0);
    for (const day of hours)
      expect(day).toMatchObject({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: expect.any(String),
        opens: expect.stringMatching(/^\d\d:\d\d$/),
        closes: expect.stringMatching(/^\d\d:\d\d$/),
      });
  },
  offer(data: Data) {
    expect(data).toMatchObject({
      '@type': 'Offer',
      price: expect.stringMatching(/^\d+\.\d\d$/),
      priceCurrency: 'EUR',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock|SoldOut)$/),
    });
  },
  menu(data: Data) {
    const sections = data.hasMenuSection as Data[];
    expect(sections.length).toBeGreaterThan(3);
    for (const section of sections) {
      expect(section).toMatchObject({ '@type': 'MenuSection', name: expect.any(String) });
      for (const item of section.hasMenuItem as Data[]) {
        expect(item).toMatchObject({ '@type': 'MenuItem', name: expect.any(String), description: expect.any(String) });
        shapes.offer(item.offers as Data);
        for (const diet of (item.suitableForDiet as string[] | undefined) ?? [])
          expect(diet).toMatch(/^https:\/\/schema\.org\/\w+Diet$/);
      }
    }
  },
  event(data: Data) {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      location: { '@type': 'Restaurant', address: { '@type': 'PostalAddress' } },
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
    shapes.offer(data.offers as Data);
  },
};

const publicPages = [
  '',
  '/menu',
  '/reservations',
  '/events',
  '/gallery',
  '/contact',
  '/feedback',
  '/legal',
  '/blog',
  '/instagram',
];

describe('each public page arrives as HTML', () => {
  it.each(['de', 'en'] as const)(
    'when a crawler reads every page in %s, then each has its language, title, links and the Restaurant',
    async (locale) => {
      const [event] = eventSchema.array().parse(await (await fetch(`${baseUrl}/api/events`)).json());
      const addresses = [
        ...publicPages.map((page) => `/${locale}${page}`),
        `/${locale}/events/${event!.id}`,
        `/${locale}/legal?tab=privacy`,
        `/${locale}/blog/${locale === 'de' ? 'unsere-geschichte' : 'our-story'}`,
      ];
      for (const address of addresses) {
        const { status, body } = await html(address);
        expect(status, address).toBe(200);
        expect(body, address).toContain(`<html lang="${locale}">`);
        expect(body, address).toMatch(/<title>[^<]+\| Trattoria La Sosta<\/title>|<title>Trattoria La Sosta[^<]*<\/title>/);
        expect(body, address).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
        expect(body, address).toContain(`<link rel="canonical" href="${origin}${address}" />`);
        // The same page in each language; a blog post has a slug of its own in each (docs/decisions.md 136).
        const rest = address.slice(3);
        const [german, english] = rest.startsWith('/blog/')
          ? ['/de/blog/unsere-geschichte', '/en/blog/our-story']
          : [`/de${rest}`, `/en${rest}`];
        expect(body, address).toContain(`<link rel="alternate" hreflang="de" href="${origin}${german}" />`);
        expect(body, address).toContain(`<link rel="alternate" hreflang="en" href="${origin}${english}" />`);
        expect(body, address).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${german}" />`);
        expect(ofType(body, 'Restaurant'), address).toHaveLength(1);
        shapes.restaurant(ofType(body, 'Restaurant')[0]!);
        // Nothing runs inline but the start script the CSP allows by its hash; the rest are JSON blocks.
        const code = [...body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
          ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
        );
        expect(
          code.map(([, , text]) => text),
          address,
        ).toEqual([startAppScript]);
      }
    },
  );

  it('when the menu is read without JavaScript, then its dishes, prices and allergens are there with a schema.org Menu', async () => {
    const menu: MenuItem[] = menuItemSchema.array().parse(await (await fetch(`${baseUrl}/api/menu`)).json());
    const dish = menu.find((item) => item.allergens.length > 0 && item.titleEn)!;
    const german = (await html('/de/menu')).body;
    const english = (await html('/en/menu')).body;
    expect(german).toContain(dish.titleDe);
    expect(english).toContain(dish.titleEn!);
    expect(german).toContain(`${dish.price.toFixed(2).replace('.', ',')}\u00a0€`);
    expect(english).toContain(`€${dish.price.toFixed(2)}`);
    expect(english).toContain('Allergens: ');
    expect(ofType(english, 'Menu')).toHaveLength(1);
    shapes.menu(ofType(english, 'Menu')[0]!);
  });

  it('when an event page is read, then it has a schema.org Event with its offer and seats', async () => {
    const [event] = eventSchema.array().parse(await (await fetch(`${baseUrl}/api/events`)).json());
    const { body } = await html(`/en/events/${event!.id}`);
    expect(body).toContain(event!.title_en);
    const [data] = ofType(body, 'Event');
    shapes.event(data!);
    expect(data!.url).toBe(`${origin}/en/events/${event!.id}`);
  });

  it('when a gallery is read, then its pictures come in modern formats at several widths, with their sizes', async () => {
    const { body } = await html('/de/gallery');
    const pictures = body.match(/<picture class="picture">.*?<\/picture>/g) ?? [];
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      // React 18 writes `srcSet` as it is spelled in JSX; HTML attribute names are case-insensitive.
      expect(picture).toMatch(/<source type="image\/avif" srcset="\/api\/media\/[^"]+ 320w, [^"]+" sizes="[^"]+"\/>/i);
      expect(picture).toMatch(/<source type="image\/webp" srcset="\/api\/media\/[^"]+ 320w, [^"]+" sizes="[^"]+"\/>/i);
      expect(picture).toMatch(
        /<img src="\/api\/media\/[^"]+\.jpg" width="\d+" height="\d+"[^>]* class="gallery-image" alt="[^"]+"/,
      );
    }
    // The first is asked for from the head, before the page's script could ask for it.
    expect(body).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="\/api\/media\/[^"]+ 320w/);
  });

  it.each([
    ['/de/gibt-es-nicht', 'de', 'Seite nicht gefunden'],
    ['/en/no-such-page', 'en', 'Page Not Found'],
    ['/en/events/00000000-0000-4000-8000-000000000000', 'en', 'Page Not Found'],
    ['/xx/whatever', 'de', 'Seite nicht gefunden'],
  ])('when %s is asked for, then the answer is 404 with the not-found page in %s', async (address, locale, heading) => {
    const { status, body } = await html(address);
    expect(status).toBe(404);
    expect(body).toContain(`<html lang="${locale}">`);
    expect(body).toContain(heading);
    expect(body).toContain('<meta name="robots" content="noindex" />');
  });

  it('when a crawler reads the sitemap, then every public page of both languages is there with alternates and lastmod, and robots.txt names it', async () => {
    const sitemap = (await html('/sitemap.xml')).body;
    for (const locale of ['de', 'en']) {
      for (const page of publicPages) expect(sitemap).toContain(`<loc>${origin}/${locale}${page}</loc>`);
      expect(sitemap).toContain(`<loc>${origin}/${locale}/legal?tab=cookies</loc>`);
    }
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/menu"/>`);
    // Blog posts at their address in each language, never an English page at a German slug (decision 136).
    expect(sitemap).toContain(`<loc>${origin}/en/blog/a-day-in-our-kitchen</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/blog/a-day-in-our-kitchen"/>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${origin}/de/blog/ein-tag-in-unserer-kueche"/>`);
    expect(sitemap).not.toContain(`${origin}/en/blog/ein-tag-in-unserer-kueche`);
    expect(sitemap.match(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g)?.length).toBe(sitemap.match(/<url>/g)?.length);
    expect((await html('/robots.txt')).body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('the pages stay current', () => {
  it(
    'when the owner changes a dish, then both languages of the menu page show the new price within 5 seconds',
    { timeout: 60_000 },
    async () => {
      const created = await owner.send('POST', '/api/menu', {
        titleDe: 'Kürbisgnocchi Renderprobe',
        titleEn: 'Pumpkin gnocchi render check',
        descriptionDe: 'Mit Salbeibutter.',
        descriptionEn: 'With sage butter.',
        category: 'pasta',
        price: 13.2,
      });
      expect(created.status).toBe(201);
      const dish = menuItemSchema.parse(created.body);
      try {
        await expect
          .poll(async () => (await html('/en/menu')).body.includes('Pumpkin gnocchi render check'), {
            timeout: 5_000,
            interval: 100,
          })
          .toBe(true);
        const changedAt = Date.now();
        const changed = await owner.send('PUT', `/api/menu/${dish.id}`, { ...dish, price: 14.7 });
        expect(changed.status).toBe(200);
        await expect
          .poll(async () => (await html('/de/menu')).body.includes('14,70\u00a0€'), { timeout: 5_000, interval: 100 })
          .toBe(true);
        await expect
          .poll(async () => (await html('/en/menu')).body.includes('"price":"14.70"'), { timeout: 5_000, interval: 100 })
          .toBe(true);
        console.log(
          `rendered pages: the new price was on the menu page of both languages ${Date.now() - changedAt} ms after the change`,
        );
      } finally {
        expect((await owner.send('DELETE', `/api/menu/${dish.id}`)).status).toBe(204);
      }
    },
  );
});

describe('a rendered page in the browser', () => {
  it(
    'when the menu is opened, then it hydrates without a warning or a second fetch, and its filters work',
    { timeout: 60_000 },
    async () => {
      const { page, problems } = await openPage(browser, phone);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const reads: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && !pathname.startsWith('/api/media/')) reads.push(pathname);
      });
      await page.goto(`${baseUrl}/en/menu`);
      // The app is running once React has taken the page over: the filter then answers.
      const drinks = page.getByRole('button', { name: /^Drinks / });
      await drinks.click();
      await expect.poll(() => drinks.getAttribute('aria-pressed')).toBe('true');
      await page.getByText('Without allergens …').click();
      // The short loading flash after a choice (docs/decisions.md 52): the drinks are listed again after it.
      await expect.poll(() => page.locator('li.menu-item').count()).toBeGreaterThan(0);
      const everything = await page.locator('li.menu-item').count();
      await page.getByRole('checkbox', { name: 'Sulphur dioxide and sulphites' }).check();
      await expect.poll(() => page.locator('li.menu-item').count()).toBeLessThan(everything);
      await keepScreenshot(page, 'rendered-menu-hydrated');
      expect(reads).toEqual([]);
      expect(warnings).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it(
    'when the reservation page is opened, then its form checks a wish in the browser as before',
    { timeout: 60_000 },
    async () => {
      const { page, problems } = await openPage(browser, phone);
      await page.goto(`${baseUrl}/de/reservations`);
      await page.locator('form').getByRole('button', { name: 'Tisch reservieren', exact: true }).click();
      await expect.poll(() => page.getByText('Name ist erforderlich').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
