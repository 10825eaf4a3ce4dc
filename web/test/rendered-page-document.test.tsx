// @vitest-environment node
import {
  seedPictureFoodAntipastiPlatter,
  startAppScript,
  webSecurityHeaders,
  type GalleryImage,
  type MenuItem,
  type RestaurantEvent,
} from '@ristorante/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { blogPostQueryOptions } from '../src/features/blog/api/get-blog-post';
import { eventQueryOptions } from '../src/features/events/api/get-event';
import { galleryQueryOptions } from '../src/features/gallery/api/get-gallery';
import { menuQueryOptions } from '../src/features/menu/api/get-menu';
import { houseScheduleKey } from '../src/lib/house-schedule';
import { restaurantKey } from '../src/lib/restaurant';
import { renderPage } from '../src/server/render-page';
import { robotsTxt, sitemapXml } from '../src/server/sitemap';
import { testRestaurant, testSchedule } from './support/api-server';
import { blogPosts } from './support/blog-posts';

// The page template as the build writes it: the source index.html has the same head and root.
const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const origin = 'https://www.example.test';

const dish: MenuItem = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Risotto ai funghi',
  titleEn: 'Mushroom risotto',
  titleDe: 'Risotto ai funghi',
  description: 'Mit Steinpilzen und Parmesan.',
  descriptionEn: 'With porcini and parmesan.',
  descriptionDe: 'Mit Steinpilzen und Parmesan.',
  category: 'pasta',
  categoryEn: 'Pasta & risotto',
  categoryDe: 'Pasta & Risotto',
  price: 16.5,
  imageUrl: null,
  picture: null,
  isAvailable: true,
  allergens: ['milk'],
  allergensNote: null,
  isDrink: false,
  isAlcoholic: false,
  vegetarian: true,
  vegan: false,
  glutenFree: true,
  spicy: false,
  sortOrder: 10,
  version: 1,
};

const event: RestaurantEvent = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Weinprobe',
  title_de: 'Weinprobe: Piemont trifft Toskana',
  title_en: 'Wine tasting: Piedmont meets Tuscany',
  description: 'Sechs Weine aus dem Piemont und der Toskana.',
  description_de: null,
  description_en: 'Six wines from Piedmont and Tuscany.',
  event_date: '2030-05-10T17:00:00.000Z',
  price: 55,
  max_attendees: 20,
  duration_minutes: 180,
  exclusive: false,
  advance_payment: 'none',
  current_attendees: 20,
  manual_attendees: 0,
  spots_left: 0,
  image_url: '/api/media/seed/events-wine-tasting.svg',
  picture: null,
  version: 1,
};

/**
 * A client holding what the renderer would have fetched: the owner's schedule and the restaurant's details (every
 * page's header and footer), and `fill`'s.
 */
function cachedWith(
  fill: (client: QueryClient) => void = () => undefined,
  schedule = testSchedule,
  restaurant = testRestaurant,
): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(houseScheduleKey, schedule);
  client.setQueryData(restaurantKey, restaurant);
  fill(client);
  return client;
}

/** Every JSON-LD block of a page, parsed. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

function ofType(html: string, type: string): Record<string, unknown> {
  const found = structuredData(html).find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} in the page`);
  return found;
}

describe('a page rendered for the pages folder', () => {
  it('when the menu is rendered in English, then the document has its language, title, links, data and the dishes', async () => {
    const client = cachedWith((c) => c.setQueryData(menuQueryOptions().queryKey, [dish]));

    const { status, html } = await renderPage('/en/menu', { origin, template, client });

    expect(status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Menu | Trattoria La Sosta</title>');
    expect(html).toMatch(/<meta name="description" content="Trattoria La Sosta in Berlin: homemade pasta[^"]*" \/>/);
    expect(html).toContain(`<link rel="canonical" href="${origin}/en/menu" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${origin}/de/menu" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/menu" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/de/menu" />`);
    expect(html).toContain('Mushroom risotto');
    expect(html).toContain('€16.50');
    expect(html).toContain('Allergens: Milk');
  });

  it('when an English blog post is rendered, then it is at its English address and names the German one (docs/decisions.md 136)', async () => {
    const story = blogPosts.find((post) => post.slugEn === 'our-story')!;
    const { status, html } = await renderPage('/en/blog/our-story', {
      origin,
      template,
      client: cachedWith((client) => client.setQueryData(blogPostQueryOptions('our-story').queryKey, story)),
    });

    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${origin}/en/blog/our-story" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${origin}/de/blog/unsere-geschichte" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/blog/our-story" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/de/blog/unsere-geschichte" />`);
    // The language switch leads to the German post's own address.
    expect(html).toMatch(/<a[^>]*href="\/de\/blog\/unsere-geschichte"[^>]*>DE<\/a>/);
  });

  it("when an owner's new post is rendered, then it names its other language's slug, its BlogPosting and the Atom feed (docs/decisions.md 150)", async () => {
    const post = {
      ...blogPosts[0]!,
      slugDe: 'trueffelzeit',
      slugEn: 'truffle-season',
      titleDe: 'Trüffelzeit',
      titleEn: 'Truffle season',
    };
    const { status, html } = await renderPage('/de/blog/trueffelzeit', {
      origin,
      template,
      client: cachedWith((client) => client.setQueryData(blogPostQueryOptions('trueffelzeit').queryKey, post)),
    });

    expect(status).toBe(200);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/blog/truffle-season" />`);
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Blog (Atom-Feed)" href="${origin}/de/blog/feed.xml" />`,
    );
    expect(ofType(html, 'BlogPosting')).toMatchObject({
      headline: 'Trüffelzeit',
      url: `${origin}/de/blog/trueffelzeit`,
      inLanguage: 'de',
      datePublished: post.publishedAt,
      image: `${origin}${post.coverImageUrl}`,
      author: { '@type': 'Person', name: post.author },
    });
  });

  it('when the gallery is rendered, then its first picture is asked for from the head, right after the viewport, as AVIF', async () => {
    const picture: GalleryImage = {
      id: '6f1c2a52-5f7e-4c8e-9a57-0d6c1f1f0a01',
      imageUrl: '/api/media/seed/food-antipasti-platter.svg',
      title: 'Antipasti',
      titleDe: 'Antipasti',
      titleEn: null,
      description: null,
      descriptionDe: null,
      descriptionEn: null,
      altText: 'Illustration: Antipasti',
      altTextDe: 'Illustration: Antipasti',
      altTextEn: null,
      category: 'food',
      picture: seedPictureFoodAntipastiPlatter,
      sortOrder: 10,
      version: 1,
    };
    const client = cachedWith((c) =>
      c.setQueryData(galleryQueryOptions().queryKey, [picture, { ...picture, id: `${picture.id.slice(0, -1)}2` }]),
    );

    const { html } = await renderPage('/de/gallery', { origin, template, client });

    const base = '/api/media/seed/food-antipasti-platter';
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => link);
    expect(preloads).toEqual([
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${base}/320.avif 320w, ${base}/640.avif 640w, ${base}/800.avif 800w" imagesizes="(min-width: 64rem) 23rem, (min-width: 36rem) 50vw, 100vw" fetchpriority="high" />`,
    ]);
    expect(html.indexOf(preloads[0]!)).toBeLessThan(html.indexOf('<link rel="canonical"'));
    expect(html.indexOf(preloads[0]!)).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
  });

  it('when the reservation page is rendered ahead of time, then the form is in it and no availability is asked for', async () => {
    // The free times are live (docs/decisions.md 108): a page written ahead of time must not carry any, and the
    // renderer must not fetch them (it fetches every query a page asks for that is not live).
    const client = cachedWith(() => undefined);

    const { status, html } = await renderPage('/de/reservations', { origin, template, client });

    expect(status).toBe(200);
    expect(html).toContain('<option value="19:00">19:00</option>');
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ).toEqual(['house-schedule', 'restaurant', 'availability']);
    expect(client.getQueryCache().findAll({ queryKey: ['availability'] })[0]!.state.fetchStatus).toBe('idle');
  });

  it("when the owner has saved the restaurant's details, then header, footer, title and schema.org name them", async () => {
    const owners = {
      ...testRestaurant,
      name: 'Trattoria Da Marco',
      address: { ...testRestaurant.address, street: 'Oderberger Straße 7' },
      phone: '+49 30 9876 5432',
      email: 'ciao@da-marco.de',
      operator: { ...testRestaurant.operator, company: 'Da Marco GmbH', representative: 'Marco Bianchi' },
      socialLinks: [{ label: 'Instagram', url: 'https://www.instagram.com/da.marco/' }],
      version: 2,
    };
    const client = cachedWith((c) => c.setQueryData(menuQueryOptions().queryKey, [dish]), testSchedule, owners);

    const { html } = await renderPage('/de/menu', { origin, template, client });

    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('Trattoria Da Marco');
    expect(footer).toContain('Oderberger Straße 7');
    expect(footer).toContain('href="tel:+493098765432"');
    expect(footer).toContain('ciao@da-marco.de');
    expect(/<header[\s\S]*<\/header>/.exec(html)?.[0]).toContain('Trattoria Da Marco');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('Trattoria Da Marco');
    expect(ofType(html, 'Restaurant')).toMatchObject({
      name: 'Trattoria Da Marco',
      telephone: '+49 30 9876 5432',
      email: 'ciao@da-marco.de',
      address: { streetAddress: 'Oderberger Straße 7' },
      sameAs: ['https://www.instagram.com/da.marco/'],
    });
    expect(html).not.toContain('La Sosta');
  });

  it('when the menu is rendered, then schema.org says Restaurant (address, geo, hours, menu) and Menu (sections, prices, diets)', async () => {
    // The owner's schedule with a closed Monday and a special evening: the hours guests read in the footer.
    const schedule = {
      ...testSchedule,
      weeklyHours: { ...testSchedule.weeklyHours, tuesday: null },
      exceptions: [
        { from: '2027-03-01', to: '2027-03-01', hours: null, note: { de: 'Betriebsausflug', en: 'Staff outing' } },
        { from: '2027-03-06', to: '2027-03-07', hours: { open: '12:00', close: '16:00' }, note: { de: '', en: '' } },
      ],
    };
    const client = cachedWith((c) => c.setQueryData(menuQueryOptions().queryKey, [dish]), schedule);

    const { html } = await renderPage('/de/menu', { origin, template, client });

    expect(ofType(html, 'Restaurant')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Trattoria La Sosta',
      hasMenu: `${origin}/de/menu`,
      address: { '@type': 'PostalAddress', streetAddress: 'Kastanienallee 42', postalCode: '10435', addressLocality: 'Berlin' },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number) as number, longitude: expect.any(Number) as number },
    });
    expect(ofType(html, 'Restaurant').openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Friday',
      opens: '17:00',
      closes: '23:00',
    });
    const days = (ofType(html, 'Restaurant').openingHoursSpecification as Array<{ dayOfWeek: string }>).map(
      (day) => day.dayOfWeek,
    );
    expect(days).toEqual(['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    // A closed day opens and closes at midnight, as schema.org spells closed.
    expect(ofType(html, 'Restaurant').specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-03-01',
        validThrough: '2027-03-01',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-03-06',
        validThrough: '2027-03-07',
        opens: '12:00',
        closes: '16:00',
      },
    ]);
    // The footer of the same page says the same.
    expect(html.replaceAll('<!-- -->', '')).toContain('Mo., 1. März: Geschlossen – Betriebsausflug');
    expect(ofType(html, 'Menu')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      url: `${origin}/de/menu`,
      inLanguage: 'de',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Pasta & Risotto',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Risotto ai funghi',
              description: 'Mit Steinpilzen und Parmesan.',
              offers: { '@type': 'Offer', price: '16.50', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
              suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'],
            },
          ],
        },
      ],
    });
  });

  it('when a page is rendered, then its data travels as a JSON block, and no script in it runs inline (the CSP allows none)', async () => {
    const client = cachedWith((c) => c.setQueryData(menuQueryOptions().queryKey, [dish]));

    const { html } = await renderPage('/de/menu', { origin, template, client });

    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    const state = JSON.parse(block ?? 'null') as { queries: Array<{ queryKey: unknown; state: { data: unknown } }> };
    // The owner's schedule travels too: the footer's hours, and the form's slots, in the browser from the first paint.
    expect(state.queries).toEqual([
      expect.objectContaining({ queryKey: [...houseScheduleKey], state: expect.objectContaining({ data: testSchedule }) }),
      expect.objectContaining({ queryKey: [...restaurantKey], state: expect.objectContaining({ data: testRestaurant }) }),
      expect.objectContaining({ queryKey: menuQueryOptions().queryKey, state: expect.objectContaining({ data: [dish] }) }),
    ]);
    for (const [tag] of html.matchAll(/<script[^>]*>/g)) {
      expect(tag).toMatch(/type="application\/(ld\+)?json"|type="module"[^>]* src=/);
    }
  });

  it('when the same content is rendered at another time, then the page is the same bytes (its ETag holds)', async () => {
    const renderAt = async (time: number) => {
      const clock = vi.spyOn(Date, 'now').mockReturnValue(time);
      try {
        const client = cachedWith((c) => c.setQueryData(menuQueryOptions().queryKey, [dish]));
        return (await renderPage('/de/menu', { origin, template, client })).html;
      } finally {
        clock.mockRestore();
      }
    };

    const first = await renderAt(Date.parse('2026-11-24T18:00:00Z'));
    const later = await renderAt(Date.parse('2026-11-24T18:01:00Z'));

    expect(first).toContain('Risotto ai funghi');
    expect(later).toBe(first);
  });

  it('when a page is rendered from the build, then its one inline script is the start script the CSP allows, given the entry and the route’s code', async () => {
    // The template as Vite writes it: the entry as a module script, its imports as modulepreload links, styles linked.
    const built = template
      .replace(
        /<script type="module" src="[^"]+"><\/script>/,
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      )
      .replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head>',
      );
    const assets = {
      modules: { 'src/features/menu/menu-route.tsx': { css: ['/assets/menu-1.css'], js: ['/assets/menu-1.js'] } },
      styles: { '/assets/index-1.css': 'body{margin:0}', '/assets/menu-1.css': '.menu{display:grid}' },
    };
    const client = cachedWith((c) => c.setQueryData(menuQueryOptions().queryKey, [dish]));

    const { html } = await renderPage('/de/menu', { origin, template: built, client, assets });

    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
    );
    expect(scripts).toHaveLength(1);
    const [, attributes, text] = scripts[0]!;
    expect(text).toBe(startAppScript);
    expect(webSecurityHeaders['content-security-policy']).toContain(
      `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
    );
    expect(attributes).toBe(' data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/menu-1.js"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<style>.menu{display:grid}</style>');
  });

  it('when a sold-out event is rendered, then its page has the event as schema.org Event with its offer sold out', async () => {
    const client = cachedWith((c) => c.setQueryData(eventQueryOptions(event.id).queryKey, event));

    const { status, html } = await renderPage(`/en/events/${event.id}`, { origin, template, client });

    expect(status).toBe(200);
    expect(html).toContain('<title>Wine tasting: Piedmont meets Tuscany | Trattoria La Sosta</title>');
    expect(html).toContain('<meta name="description" content="Six wines from Piedmont and Tuscany." />');
    expect(ofType(html, 'Event')).toMatchObject({
      name: 'Wine tasting: Piedmont meets Tuscany',
      startDate: '2030-05-10T17:00:00.000Z',
      url: `${origin}/en/events/${event.id}`,
      image: `${origin}/api/media/seed/events-wine-tasting.svg`,
      location: { '@type': 'Restaurant', name: 'Trattoria La Sosta' },
      offers: { '@type': 'Offer', price: '55.00', priceCurrency: 'EUR', availability: 'https://schema.org/SoldOut' },
    });
  });

  it('when the address is no page, then the not-found page renders with 404 in its locale and is kept out of search engines', async () => {
    const { status, html } = await renderPage('/en/no-such-page', { origin, template, client: cachedWith() });

    expect(status).toBe(404);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it("when a guest's booking page is rendered, then it waits for the token in the browser, fetches nothing, and is never indexed", async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { status, html } = await renderPage('/de/booking', { origin, template, client: cachedWith() });

    expect(status).toBe(200);
    expect(fetched).not.toHaveBeenCalled();
    expect(html).toContain('Ihre Buchung wird geladen');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
    fetched.mockRestore();
  });

  it('when a legal tab is rendered, then its canonical address keeps the tab', async () => {
    const { html } = await renderPage('/de/legal', { origin, template, search: '?tab=privacy', client: cachedWith() });

    expect(html).toContain(`<link rel="canonical" href="${origin}/de/legal?tab=privacy" />`);
    expect(html).toContain('Datenschutzerklärung');
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists each page with its languages as alternates and its last change, and robots.txt names the sitemap', () => {
    const xml = sitemapXml(origin, [{ pathname: '/en/menu', search: '', lastmod: '2026-11-24' }]);

    expect(xml).toContain(`<loc>${origin}/en/menu</loc>`);
    expect(xml).toContain('<lastmod>2026-11-24</lastmod>');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${origin}/de/menu"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/de/menu"/>`);
    expect(robotsTxt(origin)).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robotsTxt(origin)).toContain('Disallow: /de/admin');
  });

  it("names a blog post's other language at that language's own address (docs/decisions.md 136)", () => {
    const xml = sitemapXml(origin, [{ pathname: '/en/blog/our-story', search: '', lastmod: '2026-11-24' }]);

    expect(xml).toContain(`<loc>${origin}/en/blog/our-story</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/blog/our-story"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${origin}/de/blog/unsere-geschichte"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/de/blog/unsere-geschichte"/>`);
  });
});
