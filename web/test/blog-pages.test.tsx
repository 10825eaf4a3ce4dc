import { blogCategories, type BlogCategory, type Locale, type PublicBlogPost } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { statSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatPostDate } from '../src/features/blog/utils/blog-display';
import { expectNoAxeViolations } from './support/axe';
import { answerBlog, blogPosts, seedPosts } from './support/blog-posts';
import { renderApp } from './support/render-app';

// The posts are the owner's, read from the catalog (docs/decisions.md 150); these are the seed's five as the API
// answers them. Their covers are the catalog's seed pictures (decision 121).
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

const [newest] = blogPosts as [PublicBlogPost, ...PublicBlogPost[]];
const postOf = (category: BlogCategory) => blogPosts.find((post) => post.category === category)!;
const kitchenPost = postOf('kitchen-stories');
const title = (post: PublicBlogPost, locale: Locale) => (locale === 'de' ? post.titleDe : post.titleEn);
const teaser = (post: PublicBlogPost, locale: Locale) => (locale === 'de' ? post.teaserDe : post.teaserEn);
const coverAlt = (post: PublicBlogPost, locale: Locale) => (locale === 'de' ? post.coverAltDe : post.coverAltEn);
const readTime = (post: PublicBlogPost, locale: Locale) => (locale === 'de' ? post.readTimeDe : post.readTimeEn);
const bodyHtml = (post: PublicBlogPost, locale: Locale) => (locale === 'de' ? post.bodyHtmlDe : post.bodyHtmlEn);
const firstParagraph = (post: PublicBlogPost, locale: Locale) => /<p>([^<]*)<\/p>/.exec(bodyHtml(post, locale))![1]!;

const cards = () => screen.getAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const chips = (locale: Locale) => within(screen.getByRole('navigation', { name: texts[locale].categories }));

beforeEach(() => answerBlog());

async function openList(locale: Locale, query = '') {
  const app = renderApp(`/${locale}/blog${query}`);
  await screen.findByRole('heading', { level: 1, name: texts[locale].title });
  await screen.findAllByRole('article');
  return app;
}

/** A post's address in `locale`: each language has its own slug (docs/decisions.md 136). */
const addressOf = (post: PublicBlogPost, locale: Locale) => `/${locale}/blog/${locale === 'de' ? post.slugDe : post.slugEn}`;

async function openPost(locale: Locale, post: PublicBlogPost) {
  const app = renderApp(addressOf(post, locale));
  await screen.findByRole('heading', { level: 1, name: title(post, locale) });
  return app;
}

describe("the seed's posts (services/catalog/seed/blog-posts.json)", () => {
  it('are five, one per category, newest first, dated 2025-2026, with readable ASCII slugs in each language', () => {
    expect(seedPosts).toHaveLength(5);
    expect(seedPosts.map((post) => post.category).sort()).toEqual([...blogCategories].sort());
    const dates = seedPosts.map((post) => post.publishAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of seedPosts) {
      expect(post.slugDe).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(post.slugEn).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(post.slugEn).not.toBe(post.slugDe);
      expect(post.publishAt).toMatch(/^202[56]-\d{2}-\d{2}T/);
      expect(post.author.trim()).not.toBe('');
    }
    expect(seedPosts.find((post) => post.category === 'our-story')?.author).toBe('Giulia Rossi');
  });

  it.each(seedPosts.map((post) => [post.slugDe, post] as const))(
    '%s has both languages alike, a cover on disk and a read time of 3 to 6 minutes',
    (_slug, post) => {
      const shape = (markdown: string) =>
        markdown
          .trim()
          .split(/\n{2,}/)
          .map((block) =>
            block.startsWith('## ') ? 'heading' : block.startsWith('- ') ? `list:${block.split('\n').length}` : 'p',
          );
      expect(shape(post.bodyEn)).toEqual(shape(post.bodyDe));
      const published = blogPosts.find((each) => each.slugDe === post.slugDe)!;
      for (const locale of locales) {
        for (const value of [title(published, locale), teaser(published, locale), coverAlt(published, locale)])
          expect(value.trim()).not.toBe('');
        // Texts, not markup: the catalog would write any tag as text anyway.
        expect(locale === 'de' ? post.bodyDe : post.bodyEn).not.toMatch(/<\/?[a-z]/i);
        expect(readTime(published, locale)).toBeGreaterThanOrEqual(3);
        expect(readTime(published, locale)).toBeLessThanOrEqual(6);
      }
      expect(post.coverImageUrl).toBe(`/api/media/seed/blog-${post.slugDe}.svg`);
      const file = path.join(imageDir, `blog-${post.slugDe}.svg`);
      expect(statSync(file).isFile()).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    },
  );
});

describe.each(locales)('the blog list (/%s/blog)', (locale) => {
  const t = texts[locale];

  it('shows the five posts newest first, the newest as the featured card, without accessibility violations', async () => {
    await openList(locale);

    await waitFor(() => expect(document.title).toBe('Blog | Trattoria La Sosta'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(cardTitles()).toEqual(blogPosts.map((post) => title(post, locale)));
    expect(screen.getByText(t.count(5)).getAttribute('role')).toBe('status');

    const [featured, ...others] = cards() as [HTMLElement, ...HTMLElement[]];
    expect(within(featured).getByRole('heading', { level: 2 }).textContent).toBe(title(newest, locale));
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
      const card = screen.getByRole('article', { name: title(post, locale) });
      const image = within(card).getByRole('img', { name: coverAlt(post, locale) });
      expect(image.getAttribute('src')).toBe(`/api/media/seed/blog-${post.slugDe}/960.jpg`);
      expect(image.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain(
        `/api/media/seed/blog-${post.slugDe}/1200.avif 1200w`,
      );
      expect(image.getAttribute('width')).toBe('1200');
      expect(image.getAttribute('height')).toBe('675');
      expect(within(card).getByText(t.category[post.category])).toBeTruthy();
      expect(
        within(card)
          .getByRole('link', { name: title(post, locale) })
          .getAttribute('href'),
      ).toBe(addressOf(post, locale));
      expect(within(card).getByText(teaser(post, locale))).toBeTruthy();
      expect(within(card).getByText(t.author(post.author))).toBeTruthy();
      const date = within(card).getByText(formatPostDate(post.publishedAt, locale));
      expect(date.tagName).toBe('TIME');
      expect(date.getAttribute('datetime')).toBe(post.publishedAt);
      expect(within(card).getByText(t.readTime(readTime(post, locale)))).toBeTruthy();
    }
    // The long date in the guest's language, spelled out.
    expect(within(screen.getByRole('article', { name: title(newest, locale) })).getByText(t.newestDate)).toBeTruthy();
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
      expect(cardTitles()).toEqual([title(postOf(category), locale)]);
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
    expect(cardTitles()).toEqual([title(postOf('wine-pairing'), locale)]);
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
    const heading = title(kitchenPost, locale);

    await waitFor(() => expect(document.title).toBe(`${heading} | Trattoria La Sosta`));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const article = screen.getByRole('article', { name: heading });
    expect(within(article).getByRole('link', { name: t.category['kitchen-stories'] }).getAttribute('href')).toBe(
      `/${locale}/blog?category=kitchen-stories`,
    );
    expect(within(article).getByText(t.author(kitchenPost.author))).toBeTruthy();
    expect(within(article).getByText(formatPostDate(kitchenPost.publishedAt, locale))).toBeTruthy();
    expect(within(article).getByText(t.readTime(readTime(kitchenPost, locale)))).toBeTruthy();

    const image = within(article).getByRole('img', { name: coverAlt(kitchenPost, locale) });
    expect(image.hasAttribute('loading')).toBe(false);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '675']);

    // The body is the catalog's HTML, set as it came: its headings, paragraphs and list items are the page's.
    const body = article.querySelector('.blog-post-body')!;
    expect(body.innerHTML).toBe(bodyHtml(kitchenPost, locale));
    expect(within(article).getByText(firstParagraph(kitchenPost, locale)).tagName).toBe('P');
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(within(article).queryAllByRole('listitem')).toHaveLength(bodyHtml(kitchenPost, locale).split('<li>').length - 1);
    expect(within(screen.getByRole('main')).getByRole('link', { name: t.reserve }).getAttribute('href')).toBe(
      `/${locale}/reservations`,
    );
    await expectNoAxeViolations();
  });

  it.each(blogPosts.map((post) => [post.slugDe, post] as const))('%s opens by its address', async (_slug, post) => {
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
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(currentPath()).toBe(`/${locale}/blog`);
  });

  it('is reached from its card in the list, and Back to Blog below it returns there', async () => {
    const { user, currentPath } = await openList(locale);

    await user.click(screen.getByRole('link', { name: title(kitchenPost, locale) }));
    await screen.findByRole('heading', { level: 1, name: title(kitchenPost, locale) });
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
    await screen.findByRole('heading', { level: 1, name: title(kitchenPost, other) });
    expect(currentPath()).toBe(addressOf(kitchenPost, other));
  });

  it("stays on an owner's new post when the language is switched, though the app knew neither of its slugs", async () => {
    const fresh: PublicBlogPost = {
      ...kitchenPost,
      id: '00000000-0000-4000-8000-0000000000aa',
      slugDe: `neu-im-${locale}`,
      slugEn: `new-in-${locale}`,
      titleDe: 'Neu auf der Karte',
      titleEn: 'New on the menu',
    };
    answerBlog([fresh, ...blogPosts]);
    const { user, currentPath } = await openPost(locale, fresh);
    const other: Locale = locale === 'de' ? 'en' : 'de';

    await user.click(screen.getByRole('link', { name: t.otherLocale }));
    await screen.findByRole('heading', { level: 1, name: title(fresh, other) });
    await waitFor(() => expect(currentPath()).toBe(addressOf(fresh, other)));
  });

  it("leads the other language's slug, and an English post's old address, to the post's address in this language", async () => {
    const other: Locale = locale === 'de' ? 'en' : 'de';
    const { currentPath } = renderApp(addressOf(kitchenPost, other).replace(`/${other}/`, `/${locale}/`));
    await screen.findByRole('heading', { level: 1, name: title(kitchenPost, locale) });
    await waitFor(() => expect(currentPath()).toBe(addressOf(kitchenPost, locale)));
  });

  it('is the 404 page for a slug no published post has (a draft’s)', async () => {
    renderApp(`/${locale}/blog/gibt-es-nicht`);

    expect(await screen.findByRole('heading', { level: 1, name: t.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome }).getAttribute('href')).toBe(`/${locale}`);
    await waitFor(() => expect(document.title).toBe(`${t.notFound} | Trattoria La Sosta`));
    await expectNoAxeViolations();
  });
});
