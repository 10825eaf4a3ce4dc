import { blogPostSlugs, blogSlugIn, type Locale } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogCategories, blogPosts, type BlogCategory, type BlogPost, type PostBody } from '../src/features/blog/posts';
import { formatPostDate, readTimeMinutes, wordCount, wordsPerMinute } from '../src/features/blog/utils/blog-display';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';

// import.meta.url is an http: address under jsdom; the directory is a path. The illustrations are the catalog's
// seed pictures (docs/decisions.md 121).
const imageDir = path.resolve(import.meta.dirname, '../../services/catalog/seed/images');
const locales = ['de', 'en'] as const satisfies readonly Locale[];

const texts = {
  de: {
    title: 'Blog',
    categories: 'Kategorien',
    all: 'Alle',
    category: {
      'our-story': 'Unsere Geschichte',
      'kitchen-stories': 'Aus der Küche',
      'seasonal-menu': 'Saisonale Karte',
      'wine-pairing': 'Wein & Begleitung',
      traditions: 'Traditionen',
    },
    count: (count: number) => (count === 1 ? '1 Beitrag' : `${count} Beiträge`),
    latest: 'Neuester Beitrag',
    author: (name: string) => `Von ${name}`,
    readTime: (minutes: number) => `${minutes} Min. Lesezeit`,
    newestDate: '20. Oktober 2026',
    back: 'Zurück zum Blog',
    reserve: 'Tisch reservieren',
    notFound: 'Seite nicht gefunden',
    backHome: 'Zurück zur Startseite',
    otherLocale: 'EN',
  },
  en: {
    title: 'Blog',
    categories: 'Categories',
    all: 'All',
    category: {
      'our-story': 'Our Story',
      'kitchen-stories': 'Kitchen Stories',
      'seasonal-menu': 'Seasonal Menu',
      'wine-pairing': 'Wine & Pairing',
      traditions: 'Traditions',
    },
    count: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
    latest: 'Latest post',
    author: (name: string) => `By ${name}`,
    readTime: (minutes: number) => `${minutes} min read`,
    newestDate: '20 October 2026',
    back: 'Back to Blog',
    reserve: 'Make a Reservation',
    notFound: 'Page Not Found',
    backHome: 'Back to Home',
    otherLocale: 'DE',
  },
} satisfies Record<Locale, unknown>;

const [newest] = blogPosts as [BlogPost, ...BlogPost[]];
const postOf = (category: BlogCategory) => blogPosts.find((post) => post.category === category)!;
const kitchenPost = postOf('kitchen-stories');
// Each post's text is a chunk of its own; the tests read them all up front.
const bodies = new Map<string, PostBody>(
  await Promise.all(blogPosts.map(async (post) => [post.slug, await post.loadBody()] as const)),
);
const bodyOf = (post: BlogPost) => bodies.get(post.slug)!;
const firstParagraph = (post: BlogPost, locale: Locale) => bodyOf(post)[locale].find((block) => block.type === 'paragraph')!.text;

const cards = () => screen.getAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const chips = (locale: Locale) => within(screen.getByRole('navigation', { name: texts[locale].categories }));

async function openList(locale: Locale, query = '') {
  const app = renderApp(`/${locale}/blog${query}`);
  await screen.findByRole('heading', { level: 1, name: texts[locale].title });
  return app;
}

/** A post's address in `locale`: each language has its own slug (docs/decisions.md 136). */
const addressOf = (post: BlogPost, locale: Locale) => `/${locale}/blog/${blogSlugIn(post.slug, locale)}`;

async function openPost(locale: Locale, post: BlogPost) {
  const app = renderApp(addressOf(post, locale));
  await screen.findByRole('heading', { level: 1, name: post.text[locale].title });
  return app;
}

describe('the posts (features/blog/posts)', () => {
  it('are five, one per category, newest first, dated 2025-2026, with readable ASCII slugs', () => {
    expect(blogPosts).toHaveLength(5);
    expect(blogPosts.map((post) => post.category).sort()).toEqual([...blogCategories].sort());
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(5);
    // Each has an English address of its own, and the table of addresses knows every post and no other.
    expect(blogPostSlugs.map((slugs) => slugs.de).sort()).toEqual(blogPosts.map((post) => post.slug).sort());
    for (const post of blogPosts) expect(blogSlugIn(post.slug, 'en')).toMatch(/^[a-z]+(-[a-z]+)+$/);
    for (const post of blogPosts) expect(blogSlugIn(post.slug, 'en')).not.toBe(post.slug);
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of blogPosts) {
      expect(post.slug).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(post.date).toMatch(/^202[56]-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.date))).toBe(false);
      expect(post.author.trim()).not.toBe('');
    }
    expect(blogPosts.find((post) => post.category === 'our-story')?.author).toBe('Giulia Rossi');
  });

  it.each(blogPosts.map((post) => [post.slug, post] as const))(
    '%s has both languages alike, an illustration on disk and a read time of 3 to 6 minutes',
    (_slug, post) => {
      const body = bodyOf(post);
      const shape = (locale: Locale) =>
        body[locale].map((block) => (block.type === 'list' ? `list:${block.items.length}` : block.type));
      expect(shape('en')).toEqual(shape('de'));

      for (const locale of locales) {
        const text = post.text[locale];
        for (const value of [text.title, text.excerpt, text.imageAlt]) expect(value.trim()).not.toBe('');
        const paragraphs = body[locale].filter((block) => block.type === 'paragraph');
        expect(paragraphs.length).toBeGreaterThanOrEqual(4);
        expect(paragraphs.length).toBeLessThanOrEqual(7);
        // Texts, not markup: the page renders each block as an element of its own.
        for (const block of body[locale]) {
          for (const words of block.type === 'list' ? block.items : [block.text]) expect(words).not.toMatch(/<\/?[a-z]/i);
        }
        // The time shown is the words' at 200 a minute, and the words alone already land in 3 to 6 minutes: the
        // clamp never has to round a post up or down.
        const minutes = Math.ceil(wordCount(body[locale]) / wordsPerMinute);
        expect(minutes).toBeGreaterThanOrEqual(3);
        expect(minutes).toBeLessThanOrEqual(6);
        expect(readTimeMinutes(body[locale])).toBe(minutes);
        expect(text.readTime).toBe(minutes);
      }

      expect(post.image).toBe(`${post.slug}.svg`);
      const file = path.join(imageDir, `blog-${post.image}`);
      expect(statSync(file).isFile()).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="1200" height="675" viewBox="0 0 1200 675"/);
    },
  );
});

describe.each(locales)('the blog list (/%s/blog)', (locale) => {
  const t = texts[locale];

  it('shows the five posts newest first, the newest as the featured card, without accessibility violations', async () => {
    await openList(locale);

    await waitFor(() => expect(document.title).toBe('Blog | Trattoria La Sosta'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(cardTitles()).toEqual(blogPosts.map((post) => post.text[locale].title));
    expect(screen.getByText(t.count(5)).getAttribute('role')).toBe('status');

    const [featured, ...others] = cards() as [HTMLElement, ...HTMLElement[]];
    expect(within(featured).getByRole('heading', { level: 2 }).textContent).toBe(newest.text[locale].title);
    expect(within(featured).getByText(t.latest)).toBeTruthy();
    // The featured picture is the first thing seen and loads at once; the others as the guest scrolls.
    expect(within(featured).getByRole('img').hasAttribute('loading')).toBe(false);
    for (const card of others) {
      expect(within(card).queryByText(t.latest)).toBeNull();
      expect(within(card).getByRole('img').getAttribute('loading')).toBe('lazy');
    }
    await expectNoAxeViolations();
  });

  it('gives every card its picture, category, linked title, excerpt, author, date and read time', async () => {
    await openList(locale);

    for (const post of blogPosts) {
      const text = post.text[locale];
      const card = screen.getByRole('article', { name: text.title });
      const image = within(card).getByRole('img', { name: text.imageAlt });
      expect(image.getAttribute('src')).toBe(`/api/media/seed/blog-${post.slug}/960.jpg`);
      expect(image.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain(
        `/api/media/seed/blog-${post.slug}/1200.avif 1200w`,
      );
      expect(image.getAttribute('width')).toBe('1200');
      expect(image.getAttribute('height')).toBe('675');
      expect(within(card).getByText(t.category[post.category])).toBeTruthy();
      expect(within(card).getByRole('link', { name: text.title }).getAttribute('href')).toBe(addressOf(post, locale));
      expect(within(card).getByText(text.excerpt)).toBeTruthy();
      expect(within(card).getByText(t.author(post.author))).toBeTruthy();
      const date = within(card).getByText(formatPostDate(post.date, locale));
      expect(date.tagName).toBe('TIME');
      expect(date.getAttribute('datetime')).toBe(post.date);
      expect(within(card).getByText(t.readTime(text.readTime))).toBeTruthy();
    }
    // The long date in the guest's language, spelled out.
    expect(within(screen.getByRole('article', { name: newest.text[locale].title })).getByText(t.newestDate)).toBeTruthy();
  });

  it('filters by category with the chips, each showing its one post, and keeps the choice in ?category=', async () => {
    const { user, currentPath } = await openList(locale);

    const chipNames = chips(locale)
      .getAllByRole('link')
      .map((chip) => chip.textContent);
    expect(chipNames).toEqual([t.all, ...blogCategories.map((category) => t.category[category])]);
    expect(chips(locale).getByRole('link', { name: t.all }).getAttribute('aria-current')).toBe('page');

    for (const category of blogCategories) {
      await user.click(chips(locale).getByRole('link', { name: t.category[category] }));
      await waitFor(() => expect(currentPath()).toBe(`/${locale}/blog?category=${category}`));
      expect(cardTitles()).toEqual([postOf(category).text[locale].title]);
      expect(within(cards()[0]!).getByText(t.latest)).toBeTruthy();
      expect(chips(locale).getByRole('link', { name: t.category[category] }).getAttribute('aria-current')).toBe('page');
      expect(chips(locale).getByRole('link', { name: t.all }).hasAttribute('aria-current')).toBe(false);
      expect(screen.getByText(t.count(1)).getAttribute('role')).toBe('status');
    }

    await user.click(chips(locale).getByRole('link', { name: t.all }));
    await waitFor(() => expect(currentPath()).toBe(`/${locale}/blog`));
    expect(cards()).toHaveLength(5);
    expect(screen.getByText(t.count(5)).getAttribute('role')).toBe('status');
    await expectNoAxeViolations();
  });

  it('opens a shared address with ?category= filtered', async () => {
    await openList(locale, '?category=wine-pairing');
    expect(cardTitles()).toEqual([postOf('wine-pairing').text[locale].title]);
    expect(chips(locale).getByRole('link', { name: t.category['wine-pairing'] }).getAttribute('aria-current')).toBe('page');
  });

  it('shows every post for a ?category= it does not know', async () => {
    await openList(locale, '?category=desserts');
    expect(cards()).toHaveLength(5);
    expect(chips(locale).getByRole('link', { name: t.all }).getAttribute('aria-current')).toBe('page');
  });

  it('offers no newsletter box while there is no newsletter: no address asked for, nothing to subscribe to', async () => {
    await openList(locale);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('heading', { name: /newsletter/i })).toBeNull();
    expect(document.body.textContent).not.toMatch(/newsletter/i);
  });

  it('leads to the reservation page with Make a Reservation', async () => {
    const { user, currentPath } = await openList(locale);

    const reserve = within(screen.getByRole('main')).getByRole('link', { name: t.reserve });
    expect(reserve.getAttribute('href')).toBe(`/${locale}/reservations`);
    await user.click(reserve);
    await waitFor(() => expect(currentPath()).toBe(`/${locale}/reservations`));
  });
});

describe.each(locales)('a blog post (/%s/blog/{slug})', (locale) => {
  const t = texts[locale];

  it('opened by its address, shows category, title, author, date, read time, picture and the whole text', async () => {
    await openPost(locale, kitchenPost);
    const text = kitchenPost.text[locale];

    await waitFor(() => expect(document.title).toBe(`${text.title} | Trattoria La Sosta`));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const article = screen.getByRole('article', { name: text.title });
    expect(within(article).getByRole('link', { name: t.category['kitchen-stories'] }).getAttribute('href')).toBe(
      `/${locale}/blog?category=kitchen-stories`,
    );
    expect(within(article).getByText(t.author(kitchenPost.author))).toBeTruthy();
    expect(within(article).getByText(formatPostDate(kitchenPost.date, locale))).toBeTruthy();
    expect(within(article).getByText(t.readTime(text.readTime))).toBeTruthy();

    const image = within(article).getByRole('img', { name: text.imageAlt });
    expect(image.hasAttribute('loading')).toBe(false);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '675']);

    // The text arrives with its own chunk, after the heading.
    expect(await within(article).findByText(firstParagraph(kitchenPost, locale))).toBeTruthy();
    for (const block of bodyOf(kitchenPost)[locale]) {
      if (block.type === 'heading') expect(within(article).getByRole('heading', { level: 2, name: block.text })).toBeTruthy();
      else if (block.type === 'paragraph') expect(within(article).getByText(block.text).tagName).toBe('P');
      else for (const item of block.items) expect(within(article).getByText(item).tagName).toBe('LI');
    }
    expect(within(screen.getByRole('main')).getByRole('link', { name: t.reserve }).getAttribute('href')).toBe(
      `/${locale}/reservations`,
    );
    await expectNoAxeViolations();
  });

  it.each(blogPosts.map((post) => [post.slug, post] as const))('%s opens by its address', async (_slug, post) => {
    await openPost(locale, post);
    expect(await screen.findByText(firstParagraph(post, locale))).toBeTruthy();
  });

  it('goes back to the list with Back to Blog, above and below the post', async () => {
    const { user, currentPath } = await openPost(locale, kitchenPost);

    const backLinks = screen.getAllByRole('link', { name: t.back });
    expect(backLinks).toHaveLength(2);
    for (const link of backLinks) expect(link.getAttribute('href')).toBe(`/${locale}/blog`);

    await user.click(backLinks[0]!);
    await screen.findByRole('heading', { level: 1, name: t.title });
    expect(currentPath()).toBe(`/${locale}/blog`);
    expect(cards()).toHaveLength(5);
  });

  it('is reached from its card in the list, and Back to Blog below it returns there', async () => {
    const { user, currentPath } = await openList(locale);

    await user.click(screen.getByRole('link', { name: kitchenPost.text[locale].title }));
    await screen.findByRole('heading', { level: 1, name: kitchenPost.text[locale].title });
    expect(currentPath()).toBe(addressOf(kitchenPost, locale));

    await user.click(screen.getAllByRole('link', { name: t.back })[1]!);
    await screen.findByRole('heading', { level: 1, name: t.title });
    expect(currentPath()).toBe(`/${locale}/blog`);
  });

  it('stays on the same post when the language is switched, at its address in that language', async () => {
    const { user, currentPath } = await openPost(locale, kitchenPost);
    const other: Locale = locale === 'de' ? 'en' : 'de';

    expect(screen.getByRole('link', { name: t.otherLocale }).getAttribute('href')).toBe(addressOf(kitchenPost, other));
    await user.click(screen.getByRole('link', { name: t.otherLocale }));
    await screen.findByRole('heading', { level: 1, name: kitchenPost.text[other].title });
    expect(currentPath()).toBe(addressOf(kitchenPost, other));
  });

  it("is the 404 page for a slug no post has (the other language's slug included, but for an English post's old address)", async () => {
    if (locale === 'en') {
      // The old English address (its German slug) leads to the English one, as the server's 301 does.
      const { currentPath } = renderApp(`/en/blog/${kitchenPost.slug}`);
      await screen.findByRole('heading', { level: 1, name: kitchenPost.text.en.title });
      expect(currentPath()).toBe(addressOf(kitchenPost, 'en'));
    } else {
      renderApp(`/de/blog/${blogSlugIn(kitchenPost.slug, 'en')}`);
      expect(await screen.findByRole('heading', { level: 1, name: t.notFound })).toBeTruthy();
    }
  });

  it('is the 404 page for a slug no post has', async () => {
    renderApp(`/${locale}/blog/gibt-es-nicht`);

    expect(await screen.findByRole('heading', { level: 1, name: t.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome }).getAttribute('href')).toBe(`/${locale}`);
    await waitFor(() => expect(document.title).toBe(`${t.notFound} | Trattoria La Sosta`));
    await expectNoAxeViolations();
  });
});
