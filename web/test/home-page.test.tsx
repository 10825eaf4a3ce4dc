import type { MenuItem, RestaurantEvent } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, testHome, testRestaurant } from './support/api-server';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';

describe('home page (/{locale})', () => {
  it.each([
    [
      'de',
      'Das Original!',
      ['Hausgemachte Pasta', 'Frischer Fisch aus dem Mittelmeer', 'Rinderfilet, am Tisch flambiert'],
      'Unser Versprechen',
      'Speisekarte ansehen',
    ],
    [
      'en',
      'The Original!',
      ['Homemade pasta', 'Fresh Mediterranean fish', 'Beef tenderloin flambéed at your table'],
      'Our promise',
      'View Menu',
    ],
  ] as const)(
    'when opened in %s, then the hero, the Original section, three feature cards and the promise box are there',
    async (locale, original, cards, promise, viewMenu) => {
      renderApp(`/${locale}`);
      // The texts are the owner's, read from GET /api/home (docs/decisions.md 152).
      await screen.findByRole('heading', { level: 1 });
      const main = screen.getByRole('main');
      expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(within(main).getByRole('heading', { level: 2, name: original })).toBeTruthy();
      expect(within(main).getByText(locale === 'de' ? 'Bleiben, genießen, verweilen.' : 'Stay, enjoy, linger.')).toBeTruthy();
      expect(within(main).getByText(/März 2025|March 2025/)).toBeTruthy();
      expect(
        within(main)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(cards);
      expect(within(main).getByRole('heading', { level: 2, name: promise })).toBeTruthy();
      expect(within(main).getByRole('link', { name: viewMenu }).getAttribute('href')).toBe(`/${locale}/menu`);
      await expectNoAxeViolations();
    },
  );

  it('when the feature pictures are below the fold, then they load lazily with their size known (no layout shift)', async () => {
    renderApp('/en');
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    const images = main.querySelectorAll('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '600']);
      // The seed's variants (docs/decisions.md 121): AVIF, then WebP, then JPEG, at each width, the stand-in behind.
      const base = image.getAttribute('src')!.replace(/\/800\.jpg$/, '');
      expect(base).toMatch(/^\/api\/media\/seed\/food-[a-z-]+$/);
      const avif = image.parentElement!.querySelector('source[type="image/avif"]')!;
      expect(avif.getAttribute('srcset')).toBe(`${base}/320.avif 320w, ${base}/640.avif 640w, ${base}/800.avif 800w`);
      expect(avif.getAttribute('sizes')).toBe('(min-width: 72rem) 23rem, (min-width: 48rem) 33vw, 100vw');
      expect(image.parentElement!.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toBe(
        `${base}/320.webp 320w, ${base}/640.webp 640w, ${base}/800.webp 800w`,
      );
      expect(image.style.backgroundImage).toMatch(/^url\("data:image\/webp;base64,/);
    }
  });
});

describe('the home page as the owner keeps it (docs/decisions.md 152)', () => {
  it('when the owner saved other texts and a hero picture, then the page shows them, the heading naming the restaurant', async () => {
    const hero = '/api/media/0b1c2d3e-0000-4000-8000-000000000000.jpg';
    const home = structuredClone(testHome);
    home.hero = {
      title: { de: 'Benvenuti in der {name}', en: 'Benvenuti at {name}' },
      lead: { de: 'Neue Karte ab Freitag.', en: 'A new menu from Friday.' },
      imageUrl: hero,
    };
    home.features[1]!.title = { de: 'Trüffel aus Umbrien', en: 'Truffles from Umbria' };
    home.promise.text.en = 'Your table is yours all evening.';
    home.pictures[hero] = { width: 1600, height: 900, placeholder: null };
    home.version = 3;
    server.use(http.get('/api/home', () => HttpResponse.json(home)));
    renderApp('/en', { restaurant: { ...testRestaurant, name: 'Da Marco' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuti at Da Marco' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('A new menu from Friday.')).toBeTruthy();
    expect(within(main).getByRole('heading', { level: 3, name: 'Truffles from Umbria' })).toBeTruthy();
    expect(within(main).getByText('Your table is yours all evening.')).toBeTruthy();
    const picture = main.querySelector('.hero-picture')!;
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain(
      '/api/media/0b1c2d3e-0000-4000-8000-000000000000/',
    );
    await expectNoAxeViolations();
  });

  it('when the texts cannot be read, then the page says so and offers to try again; then it shows them', async () => {
    let calls = 0;
    server.use(
      http.get('/api/home', () =>
        ++calls <= 2 ? HttpResponse.json({ error: 'down' }, { status: 503 }) : HttpResponse.json(testHome),
      ),
    );
    const app = renderApp('/en');
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toContain('The home page could not be loaded');
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to / })).toBeTruthy();
  });

  it('when no hero picture is chosen, then the hero is the colour gradient it always was', async () => {
    renderApp('/de');
    await screen.findByRole('heading', { level: 1, name: /^Willkommen in der / });
    expect(document.querySelector('.hero')!.className).toBe('hero');
    expect(document.querySelector('.hero-picture')).toBeNull();
  });
});

describe('404 page', () => {
  it('when a path does not exist, then "Page Not Found" links back home, and axe finds nothing', async () => {
    renderApp('/en/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/en');
    await expectNoAxeViolations();
  });
});

describe('what search engines read', () => {
  it('when a page is shown, then it names itself canonical and the same page in each language and the default (hreflang)', async () => {
    renderApp('/de/reservations');
    await screen.findByRole('heading', { level: 1 });
    const origin = window.location.origin;
    await waitFor(() =>
      expect(document.head.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(`${origin}/en/reservations`),
    );
    expect(document.head.querySelector('link[hreflang="de"]')?.getAttribute('href')).toBe(`${origin}/de/reservations`);
    expect(document.head.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${origin}/de/reservations`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/de/reservations`);
  });

  it('when a legal tab other than the first is shown, then its canonical address keeps the tab, as the rendered page says', async () => {
    renderApp('/en/legal?tab=privacy');
    await screen.findByRole('heading', { level: 1 });
    const origin = window.location.origin;
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/en/legal?tab=privacy`),
    );
    expect(document.head.querySelector('link[hreflang="de"]')?.getAttribute('href')).toBe(`${origin}/de/legal?tab=privacy`);
  });

  it.each([
    ['/de/menu', 'Trattoria La Sosta in Berlin: hausgemachte Pasta'],
    ['/en/events', 'Trattoria La Sosta in Berlin: homemade pasta'],
  ])('when %s is shown, then the meta description is in its language', async (path, start) => {
    // An earlier test's description would otherwise pass for this one's.
    document.head.querySelector('meta[name="description"]')?.remove();
    // What the page lists does not matter here, only that it can ask for it.
    server.use(
      http.get('/api/menu', () => HttpResponse.json<MenuItem[]>([])),
      http.get('/api/events', () => HttpResponse.json<RestaurantEvent[]>([])),
    );
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(new RegExp(`^${start}`)),
    );
  });
});
