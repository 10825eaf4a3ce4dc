import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema, menuItemSchema, publishedHomeSchema, renderedPageFile } from '@ristorante/contracts';
import { createLogger, loadConfig } from '@ristorante/kit';
import { signIn, startRunningSystem, type RunningSystem, type SignedIn } from '../../../gateway/test/support/running-system.js';
import { rendererConfigSchema, startRenderer, type RenderModule, type RunningRenderer } from '../src/index.js';

// The web app's own render code from its sources (the build bundles the same file as web/dist-server).
const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));
const renderSource = path.join(webRoot, 'src/server/render-site.ts');
const origin = 'https://www.trattoria.test';

let system: RunningSystem;
let admin: SignedIn;
let renderer: RunningRenderer;
let webDist: string;
let pagesDir: string;
/** Each render from its start: the files it wrote or checked once done, and whether it was asked for some pages only. */
const renders: Array<{ files: string[]; partial: boolean; done: boolean }> = [];

const newDish = {
  titleDe: 'Kürbisrisotto',
  titleEn: 'Pumpkin risotto',
  descriptionDe: 'Mit Salbei.',
  descriptionEn: 'With sage.',
  category: 'pasta',
  price: 15.5,
  allergens: ['milk'],
  vegetarian: true,
};

const asAdmin = (method: string, url: string, body?: unknown) =>
  fetch(`${system.base}${url}`, {
    method,
    headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The web app's render code, each call's pages recorded in `renders`. */
async function recordingRenderModule(): Promise<RenderModule> {
  const module = (await import(/* @vite-ignore */ renderSource)) as RenderModule;
  return {
    ...module,
    renderSite: async (options) => {
      const render = { files: [] as string[], partial: options.pick !== undefined, done: false };
      renders.push(render);
      try {
        const files = await module.renderSite(options);
        render.files = files.map(({ file }) => file);
        return files;
      } finally {
        render.done = true;
      }
    },
  };
}

/** The files rendered by the renders after the first `since`, and whether all of them were partial. */
const renderedSince = (since: number) => ({
  files: new Set(renders.slice(since).flatMap(({ files }) => files)),
  partial: renders.slice(since).every(({ partial }) => partial),
});

/** Waits until every render has finished and none has started for 400 ms (eight debounces): what was asked is done. */
async function rendersQuiet(): Promise<number> {
  for (let seen = -1; seen !== renders.length || renders.some(({ done }) => !done);) {
    seen = renders.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  return renders.length;
}

async function startPageRenderer(): Promise<RunningRenderer> {
  const running = await startRenderer({
    config: loadConfig(rendererConfigSchema, {
      PORT: '0',
      GATEWAY_URL: system.base,
      PUBLIC_ORIGIN: origin,
      PAGES_DIR: pagesDir,
      WEB_DIST: webDist,
      RENDER_DEBOUNCE_MS: '50',
      RENDER_RETRY_MS: '200',
      // No whole-site pass of its own during the tests: those that count what was rendered would see it.
      RENDER_INTERVAL_MS: '3600000',
    }),
    bus: system.bus,
    module: await recordingRenderModule(),
    logger: createLogger('renderer', 'silent'),
    host: '127.0.0.1',
  });
  await running.settled();
  return running;
}

/** A page as a crawler reads it: its status and HTML, no JavaScript run. */
async function page(address: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${system.base}${address}`);
  return { status: answer.status, html: await answer.text() };
}

/** Polls a page until its HTML satisfies `check`, answering how long that took. */
async function until(address: string, check: (html: string) => boolean, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { html } = await page(address);
    if (check(html)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${address} did not show the change within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'renderer-web-'));
  pagesDir = await mkdtemp(path.join(tmpdir(), 'renderer-pages-'));
  await copyFile(path.join(webRoot, 'index.html'), path.join(webDist, 'index.html'));
  system = await startRunningSystem({ WEB_ROOT: webDist, PAGES_DIR: pagesDir });
  admin = await signIn(system.base);
  const dish = await asAdmin('POST', '/api/menu', newDish);
  expect(dish.status).toBe(201);
  renderer = await startPageRenderer();
}, 120_000);

afterAll(async () => {
  await renderer?.stop();
  await system?.stop();
  await rm(webDist, { recursive: true, force: true });
  await rm(pagesDir, { recursive: true, force: true });
});

describe('the renderer and the pages it writes', () => {
  it('when it has started, then each public page is HTML with its content in its language, and unknown addresses are 404', async () => {
    const menu = await page('/en/menu');
    expect(menu.status).toBe(200);
    expect(menu.html).toContain('<html lang="en">');
    expect(menu.html).toContain('Pumpkin risotto');
    expect(menu.html).toContain('€15.50');
    expect(menu.html).toContain(`<link rel="canonical" href="${origin}/en/menu" />`);
    expect((await page('/de/menu')).html).toContain('15,50\u00a0€');
    for (const address of [
      '/de',
      '/en/reservations',
      '/de/events',
      '/en/gallery',
      '/de/contact',
      '/en/feedback',
      '/de/blog',
      '/en/instagram',
    ]) {
      expect((await page(address)).status, address).toBe(200);
    }
    expect((await page('/en/legal?tab=terms')).html).toContain(`href="${origin}/en/legal?tab=terms"`);

    const unknown = await page('/en/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<html lang="en">');
    expect(unknown.html).toContain('Page Not Found');
    expect((await page('/de/events/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('when the sitemap is read, then it lists the pages of both languages with alternates, and robots.txt names it', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.html).toContain(`<loc>${origin}/de/menu</loc>`);
    expect(sitemap.html).toContain(`<loc>${origin}/en/menu</loc>`);
    expect(sitemap.html).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(sitemap.html).not.toContain('/de/test<');
    expect((await page('/robots.txt')).html).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('when staff change a dish, then the menu page of both languages shows the new price within 5 seconds', async () => {
    const [dish] = menuItemSchema.array().parse(await (await fetch(`${system.base}/api/menu`)).json());
    const since = await rendersQuiet();
    const changed = await asAdmin('PUT', `/api/menu/${dish!.id}`, { ...newDish, price: 17.9, isAvailable: true });
    expect(changed.status).toBe(200);

    await until('/de/menu', (html) => html.includes('17,90\u00a0€') && html.includes('"price":"17.90"'));
    await until('/en/menu', (html) => html.includes('€17.90'));
    // Only the pages that show the menu were rendered again (docs/decisions.md 169): not the events' or the blog's.
    const rendered = renderedSince(since);
    expect(rendered.partial).toBe(true);
    expect(rendered.files).toContain(renderedPageFile('/de/menu'));
    expect(rendered.files).toContain(renderedPageFile('/en/menu'));
    expect(rendered.files).not.toContain(renderedPageFile('/de/events'));
    expect(rendered.files).not.toContain(renderedPageFile('/en/blog'));
  });

  it('when staff approve a review, then the feedback page shows it within 5 seconds; unpublished, it goes again', async () => {
    const sent = await fetch(`${system.base}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ottavia Brandt',
        email: 'ottavia@example.org',
        rating: 5,
        experience: 'The vitello tonnato was the best we had in Berlin.',
        consentToPublish: true,
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const shown = (html: string) => html.includes('Ottavia B.');
    expect(shown((await page('/en/feedback')).html)).toBe(false);
    // The timed render is an hour away here (RENDER_INTERVAL_MS): only the inbox's reviews.changed renders this soon.
    expect((await asAdmin('PATCH', `/api/feedback/${id}/approve`)).status).toBe(200);
    await until('/en/feedback', shown);
    expect((await asAdmin('PATCH', `/api/feedback/${id}/unpublish`)).status).toBe(200);
    await until('/de/feedback', (html) => !shown(html));
  });

  it('when the owner adds, hides and edits an Instagram post, then the Instagram page follows within 5 seconds', async () => {
    // The first install's stand-ins are rendered from the catalog, as before.
    expect((await page('/en/instagram')).html).toContain('Rolled by hand every morning');
    const post = {
      imageUrl: '/images/instagram/pasta.svg',
      captionDe: 'Frisch aus dem Holzofen: Focaccia.',
      captionEn: 'Fresh from the wood oven: focaccia.',
      altDe: 'Eine Focaccia auf einem Brett',
      postUrl: 'https://www.instagram.com/p/Focaccia1/',
      postedOn: '2026-11-27',
      sortOrder: 0,
    };
    const created = await asAdmin('POST', '/api/admin/instagram-posts', post);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await until('/en/instagram', (html) => html.includes('Fresh from the wood oven: focaccia.'));
    await until('/de/instagram', (html) => html.includes('https://www.instagram.com/p/Focaccia1/'));
    const hidden = await fetch(`${system.base}/api/admin/instagram-posts/${id}`, {
      method: 'PUT',
      headers: {
        cookie: admin.cookie,
        'x-csrf-token': admin.csrfToken,
        'content-type': 'application/json',
        'if-match': '"1"',
      },
      body: JSON.stringify({ ...post, visible: false }),
    });
    expect(hidden.status).toBe(200);
    await until('/en/instagram', (html) => !html.includes('Fresh from the wood oven: focaccia.'));
  });

  it("when the owner saves the restaurant's details, then every page's footer and JSON-LD name them within 5 seconds", async () => {
    const current = (await (await asAdmin('GET', '/api/admin/restaurant')).json()) as Record<string, unknown>;
    const { version: _version, ...details } = current;
    const saved = await asAdmin('PUT', '/api/admin/restaurant', { ...details, phone: '030 2468 1357' });
    expect(saved.status).toBe(200);
    await until('/de', (html) => html.includes('href="tel:+493024681357"') && html.includes('"telephone":"+49 30 2468 1357"'));
    await until('/en/menu', (html) => html.includes('+49 30 2468 1357'));
  });

  it('when the owner changes the hero text, then the home page of both languages shows it within 5 seconds', async () => {
    const home = publishedHomeSchema.parse(await (await asAdmin('GET', '/api/admin/home')).json());
    const { version, pictures, ...content } = home;
    void pictures;
    content.hero.lead = { de: 'Ab Freitag: Trüffelwochen.', en: 'From Friday: truffle weeks.' };
    const saved = await fetch(`${system.base}/api/admin/home`, {
      method: 'PUT',
      headers: {
        cookie: admin.cookie,
        'x-csrf-token': admin.csrfToken,
        'content-type': 'application/json',
        'if-match': `"${version}"`,
      },
      body: JSON.stringify(content),
    });
    expect(saved.status).toBe(200);
    await until('/de', (html) => html.includes('Ab Freitag: Trüffelwochen.'));
    await until('/en', (html) => html.includes('From Friday: truffle weeks.'));
  });

  it("when a guest books seats, then the event's page and the lists show the seats left within 5 seconds, and nothing else is rendered", async () => {
    const created = await asAdmin('POST', '/api/events', {
      title_de: 'Weinprobe',
      title_en: 'Wine tasting',
      description_de: 'Sechs Weine.',
      description_en: 'Six wines.',
      event_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      price: 45,
      max_attendees: 10,
    });
    expect(created.status).toBe(201);
    const event = eventSchema.parse(await created.json());
    await until(
      `/en/events/${event.id}`,
      (html) => html.includes('Wine tasting') && html.includes('"remainingAttendeeCapacity":10'),
    );

    const since = await rendersQuiet();
    const booked = await fetch(`${system.base}/api/events/${event.id}/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ name: 'Maria Rossi', email: 'maria@example.com', phone: '+49 30 1234567', guests: 3 }),
    });
    expect(booked.status).toBe(201);
    await until(`/en/events/${event.id}`, (html) => html.includes('"remainingAttendeeCapacity":7'));
    await until('/de/events', (html) => html.includes('7 Plätze') || html.includes('"remainingAttendeeCapacity":7'));
    const rendered = renderedSince(since);
    expect(rendered.partial).toBe(true);
    for (const address of [`/de/events/${event.id}`, `/en/events/${event.id}`, '/de/events', '/en/events'])
      expect(rendered.files, address).toContain(renderedPageFile(address));
    expect(rendered.files).not.toContain(renderedPageFile('/de/menu'));
    expect(rendered.files).not.toContain(renderedPageFile('/en/reservations'));
  });

  it('when the owner publishes a post, then its page, the list, the sitemap and the Atom feed show it within 5 seconds; a draft has no page', async () => {
    const post = {
      titleDe: 'Die Trüffelzeit beginnt',
      titleEn: 'Truffle season begins',
      slugDe: 'trueffelzeit',
      slugEn: 'truffle-season',
      teaserDe: 'Weiße Trüffel aus Alba.',
      teaserEn: 'White truffles from Alba.',
      bodyDe: '## Aus Alba\n\nJeden Abend <script>alert(1)</script> frisch gehobelt.',
      bodyEn: '## From Alba\n\nShaved fresh every evening.',
      category: 'seasonal-menu',
      author: 'Luca Ferrante',
      coverImageUrl: '/api/media/seed/blog-unsere-herbstkarte.svg',
      coverAltDe: 'Tagliolini mit Trüffel',
      coverAltEn: 'Tagliolini with truffle',
      status: 'published',
      publishAt: '2026-11-01T10:00:00Z',
    };
    expect((await asAdmin('POST', '/api/admin/blog-posts', post)).status).toBe(201);
    const draft = { ...post, slugDe: 'noch-geheim', slugEn: 'still-secret', status: 'draft', publishAt: null };
    expect((await asAdmin('POST', '/api/admin/blog-posts', draft)).status).toBe(201);

    await until('/de/blog/trueffelzeit', (html) => html.includes('<h1 id="blog-post-title">Die Trüffelzeit beginnt</h1>'));
    const german = (await page('/de/blog/trueffelzeit')).html;
    // The catalog's safe HTML, set as it came: the script is text.
    expect(german).toContain('<h2>Aus Alba</h2>');
    expect(german).toContain('Jeden Abend &lt;script&gt;alert(1)&lt;/script&gt; frisch gehobelt.');
    expect(german).toContain('"@type":"BlogPosting"');
    expect(german).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/blog/truffle-season" />`);
    expect(german).toContain(`type="application/atom+xml" title="Blog (Atom-Feed)" href="${origin}/de/blog/feed.xml"`);
    expect((await page('/en/blog/truffle-season')).html).toContain('<h2>From Alba</h2>');
    expect((await page('/en/blog')).html).toContain('Truffle season begins');
    expect((await page('/de/blog/noch-geheim')).status).toBe(404);
    expect((await page('/en/blog/still-secret')).status).toBe(404);

    const sitemap = (await page('/sitemap.xml')).html;
    expect(sitemap).toContain(`<loc>${origin}/en/blog/truffle-season</loc>`);
    expect(sitemap).not.toContain('still-secret');
    const feed = await fetch(`${system.base}/en/blog/feed.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const atom = await feed.text();
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(atom).toContain(`<link rel="alternate" type="text/html" href="${origin}/en/blog/truffle-season"/>`);
    expect(atom).not.toContain('still-secret');
  });

  it('when a blog post cannot be read, then the render fails whole and every page keeps its last content', async () => {
    const post = (await page('/de/blog/trueffelzeit')).html;
    const feed = (await page('/de/blog/feed.xml')).html;
    // For a moment every read of a post answers 500: the blog's table is away.
    await system.services.catalog.pool.query('ALTER TABLE catalog.blog_posts RENAME TO blog_posts_away');
    try {
      renderer.requestRender('test: a post fails');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await page('/de/blog/trueffelzeit')).html).toBe(post);
      expect((await page('/de/blog/feed.xml')).html).toBe(feed);
      expect((await page('/de/blog')).html).toContain('Die Trüffelzeit beginnt');
    } finally {
      await system.services.catalog.pool.query('ALTER TABLE catalog.blog_posts_away RENAME TO blog_posts');
    }
    renderer.requestRender('test: the posts are back');
    await until('/de/blog', (html) => html.includes('Die Trüffelzeit beginnt'));
  });

  it('when the catalog is down, then the pages keep their last content; when the renderer stops, they are still served', async () => {
    await system.services.catalog.stop();
    system.services.catalog.stop = async () => undefined; // stopped once, not again by afterAll
    renderer.requestRender('test: catalog down');
    // The render fails (the gateway answers 503 for the menu); nothing is overwritten.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const menu = await page('/de/menu');
    expect(menu.status).toBe(200);
    expect(menu.html).toContain('Kürbisrisotto');
    expect(menu.html).not.toContain('Speisekarte wird geladen');
    expect(JSON.parse(await readFile(path.join(pagesDir, '.rendered.json'), 'utf8'))).toHaveProperty([
      'files',
      'de/menu/index.html',
    ]);

    await renderer.stop();
    expect((await page('/en/menu')).html).toContain('Pumpkin risotto');
  });
});
