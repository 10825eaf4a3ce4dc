import { siteConfig, type InstagramPost, type Locale } from '@ristorante/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../src/app/providers';
import { InstagramPostsList } from '../src/features/instagram/components/instagram-posts-list';
import instagramCatalogue from '../src/features/instagram/instagram-messages?icu';
import { initiallyShownPosts, instagramPostsState, isInstagramPost } from '../src/features/instagram/instagram-posts';
import { PageMessages } from '../src/i18n/page-messages';
import { expectNoAxeViolations } from './support/axe';
import { apiError, server, testRestaurant } from './support/api-server';
import { seededInstagramPosts as instagramPosts } from './support/instagram-posts-fixture';
import { renderApp } from './support/render-app';

const catalogues = [instagramCatalogue];
// import.meta.url is an http: address under jsdom; the directory is a path.
const publicDir = path.resolve(import.meta.dirname, '../public');

const texts = {
  de: {
    showAll: 'Alle Beiträge anzeigen (6 weitere)',
    view: 'Ansicht',
    gallery: 'Galerie',
    opens: '– öffnet den Beitrag auf Instagram',
    viewOnInstagram: 'Auf Instagram ansehen',
    postFrom: 'Beitrag vom ',
    follow: 'Folgen Sie uns auf Instagram @trattoria.lasosta',
    empty: 'Keine Instagram-Beiträge verfügbar',
    error: 'Instagram-Beiträge konnten nicht geladen werden',
  },
  en: {
    showAll: 'Show All Posts (6 more)',
    view: 'View',
    gallery: 'Gallery',
    opens: '– opens the post on Instagram',
    viewOnInstagram: 'View on Instagram',
    postFrom: 'Post from ',
    follow: 'Follow us on Instagram @trattoria.lasosta',
    empty: 'No Instagram posts available',
    error: 'Unable to load Instagram posts',
  },
} satisfies Record<Locale, Record<string, string>>;

const [newest] = instagramPosts as [InstagramPost, ...InstagramPost[]];
const captionOf = (post: InstagramPost, locale: Locale) => (locale === 'de' ? post.captionDe : post.captionEn);
const altOf = (post: InstagramPost, locale: Locale) => (locale === 'de' ? post.altDe : (post.altEn ?? post.altDe));

// The page reads the owner's posts (GET /api/instagram-posts, docs/decisions.md 151): the twelve the catalog seeds.
beforeEach(() => {
  server.use(http.get('/api/instagram-posts', () => HttpResponse.json(instagramPosts)));
});

const posts = () => screen.getAllByTestId('instagram-post');
const postsList = () => document.getElementById('instagram-posts')!;
const instagramLinks = () =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).filter((link) =>
    new URL(link.href).hostname.endsWith('instagram.com'),
  );

/** The list alone, given `posts`, in `locale` (what the page shows when the data is empty or unreadable). */
function renderList(list: unknown, locale: Locale = 'de') {
  return render(
    <MemoryRouter initialEntries={[`/${locale}/instagram`]}>
      <LocaleProvider locale={locale}>
        <PageMessages catalogues={catalogues}>
          <main>
            <InstagramPostsList posts={list} />
          </main>
        </PageMessages>
      </LocaleProvider>
    </MemoryRouter>,
  );
}

describe.each(['de', 'en'] as const)('Instagram page (/%s/instagram)', (locale) => {
  const t = texts[locale];

  it('shows the first 6 posts; Show All reveals the other 6 and focus moves to the 7th', async () => {
    const { user } = renderApp(`/${locale}/instagram`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Instagram' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Instagram | Trattoria La Sosta'));
    await screen.findAllByTestId('instagram-post');
    expect(initiallyShownPosts).toBe(6);
    expect(posts()).toHaveLength(initiallyShownPosts);
    await expectNoAxeViolations();

    const showAll = screen.getByRole('button', { name: t.showAll });
    expect(showAll.getAttribute('aria-controls')).toBe('instagram-posts');
    // By keyboard: Enter on the button, then Tab goes on into the 7th post.
    showAll.focus();
    await user.keyboard('{Enter}');

    expect(posts()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: t.showAll })).toBeNull();
    const seventh = posts()[initiallyShownPosts]!;
    const seventhArticle = within(seventh).getByRole('article');
    await waitFor(() => expect(document.activeElement).toBe(seventhArticle));
    expect(seventhArticle.getAttribute('tabindex')).toBe('-1');
    await user.tab();
    expect(document.activeElement).toBe(within(seventh).getByRole('link'));
    await expectNoAxeViolations();
  });

  it('switches between gallery and feed with two pressed-state buttons, keeping the view in the address', async () => {
    const { user, currentPath } = renderApp(`/${locale}/instagram`);
    await screen.findByRole('heading', { level: 1, name: 'Instagram' });
    // The posts come from the API once the page is there.
    await screen.findAllByTestId('instagram-post');

    const toggle = screen.getByRole('group', { name: t.view });
    const gallery = within(toggle).getByRole('button', { name: t.gallery });
    const feed = within(toggle).getByRole('button', { name: 'Feed' });
    expect(gallery.getAttribute('aria-pressed')).toBe('true');
    expect(feed.getAttribute('aria-pressed')).toBe('false');
    expect(postsList().className).toBe('instagram-gallery');
    // The gallery has one link per post: its picture.
    expect(within(postsList()).getAllByRole('link')).toHaveLength(initiallyShownPosts);

    await user.click(feed);
    await waitFor(() => expect(currentPath()).toBe(`/${locale}/instagram?view=feed`));
    expect(feed.getAttribute('aria-pressed')).toBe('true');
    expect(gallery.getAttribute('aria-pressed')).toBe('false');
    expect(postsList().className).toBe('instagram-feed');
    const first = posts()[0]!;
    expect(within(first).getByText(captionOf(newest, locale))).toBeTruthy();
    const date = first.querySelector('time');
    expect(date?.getAttribute('dateTime')).toBe(newest.postedOn);
    expect(date?.textContent).toBe(locale === 'de' ? '20. November 2026' : '20 November 2026');
    expect(within(first).getByRole('link').textContent).toContain(t.viewOnInstagram);
    await expectNoAxeViolations();

    await user.click(gallery);
    await waitFor(() => expect(currentPath()).toBe(`/${locale}/instagram`));
    expect(postsList().className).toBe('instagram-gallery');
  });

  it('opens in the feed when the address asks for it, and the revealed posts keep the view', async () => {
    const { user } = renderApp(`/${locale}/instagram?view=feed`);
    await screen.findByRole('heading', { level: 1, name: 'Instagram' });
    // The posts come from the API once the page is there.
    await screen.findAllByTestId('instagram-post');
    expect(screen.getByRole('button', { name: 'Feed' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: t.showAll }));
    // '{View on Instagram}, {Post from …}' (jsdom puts a space before the comma: it knows no inline elements).
    const links = within(postsList()).getAllByRole('link', { name: new RegExp(`^${t.viewOnInstagram} ?, ${t.postFrom}`) });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(instagramPosts.map((post) => post.postUrl));
  });

  it("when the owner's social links name another Instagram account, then Follow leads there; with none, there is no Follow", async () => {
    const owners = { ...testRestaurant, socialLinks: [{ label: 'Instagram', url: 'https://www.instagram.com/da.marco/' }] };
    const { unmount } = renderApp(`/${locale}/instagram`, { restaurant: owners });
    const follow = await screen.findByRole('link', { name: t.follow.replace('trattoria.lasosta', 'da.marco') });
    expect(follow.getAttribute('href')).toBe('https://www.instagram.com/da.marco/');
    unmount();

    renderApp(`/${locale}/instagram`, { restaurant: { ...testRestaurant, socialLinks: [] } });
    await screen.findByRole('heading', { level: 1, name: 'Instagram' });
    expect(screen.queryByRole('link', { name: new RegExp(t.follow.split(' @')[0]!) })).toBeNull();
  });

  it('links only to Instagram, with noopener noreferrer and names that say so; loads nothing from there', async () => {
    const { user } = renderApp(`/${locale}/instagram`);
    await screen.findByRole('heading', { level: 1, name: 'Instagram' });
    // The posts come from the API once the page is there.
    await screen.findAllByTestId('instagram-post');
    await user.click(screen.getByRole('button', { name: t.showAll }));

    const follow = screen.getByRole('link', { name: t.follow });
    expect(follow.getAttribute('href')).toBe(siteConfig.instagram.url);
    expect(follow.getAttribute('rel')).toBe('noopener noreferrer');

    for (const post of instagramPosts) {
      const link = screen.getByRole('link', { name: `${altOf(post, locale)} ${t.opens}` });
      expect(link.getAttribute('href')).toBe(post.postUrl);
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.instagram\.com\/p\/[A-Za-z0-9_-]+\/$/);
    }
    const links = instagramLinks();
    expect(links).toHaveLength(13);
    for (const link of links) expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);

    // No embed script, no frame, no remote picture: every image of the page is the site's own.
    expect(document.querySelector('iframe')).toBeNull();
    expect(Array.from(document.querySelectorAll('script')).filter((script) => script.src)).toEqual([]);
    const images = Array.from(document.querySelectorAll('img'));
    expect(images).toHaveLength(12);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^\/images\/instagram\/[a-z-]+\.svg$/);
  });

  it('shows local square pictures with their size and a description, and each caption in the page’s language', async () => {
    renderApp(`/${locale}/instagram`);
    await screen.findByRole('heading', { level: 1, name: 'Instagram' });
    // The posts come from the API once the page is there.
    await screen.findAllByTestId('instagram-post');

    for (const [index, post] of instagramPosts.slice(0, initiallyShownPosts).entries()) {
      const card = posts()[index]!;
      const image = within(card).getByRole('img', { name: altOf(post, locale) });
      expect(image.getAttribute('src')).toBe(post.imageUrl);
      expect(image.getAttribute('width')).toBe('1080');
      expect(image.getAttribute('height')).toBe('1080');
      expect(image.getAttribute('loading')).toBe(index < 3 ? 'eager' : 'lazy');
      expect(within(card).getByText(captionOf(post, locale))).toBeTruthy();
      // The article is named by its date.
      expect(within(card).getByRole('article').getAttribute('aria-label')).toMatch(new RegExp(`^${t.postFrom}\\d`));
    }
  });

  it('shows an upload of the owner’s in the widths a screen needs, and the German description where no English one is given', async () => {
    const upload: InstagramPost = {
      ...newest,
      id: '0b1c2d3e-0000-4000-8000-00000000000a',
      imageUrl: '/api/media/0b1c2d3e-0000-4000-8000-000000000000.jpg',
      picture: { width: 1600, height: 1200, placeholder: null },
      altEn: null,
    };
    server.use(http.get('/api/instagram-posts', () => HttpResponse.json([upload])));
    renderApp(`/${locale}/instagram`);
    const image = await screen.findByRole('img', { name: upload.altDe });
    expect(image.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      '/api/media/0b1c2d3e-0000-4000-8000-000000000000/',
    );
    expect(posts()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: t.showAll })).toBeNull();
  });

  it('says so when the posts cannot be read from the API', async () => {
    server.use(http.get('/api/instagram-posts', () => apiError(503, 'down')));
    renderApp(`/${locale}/instagram`);
    expect((await screen.findByRole('alert')).textContent).toBe(t.error);
  });

  it('says so when there are no posts, when none is usable, and when the posts cannot be read', async () => {
    const { unmount } = renderList([], locale);
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    await expectNoAxeViolations();
    unmount();

    // A remote picture or a link elsewhere is never shown: a list of only such entries is empty.
    const unusable = renderList(
      [
        { ...newest, imageUrl: 'https://scontent.cdninstagram.com/v/pasta.jpg' },
        { ...newest, id: 'elsewhere', postUrl: 'https://example.com/p/abc/' },
        { ...newest, id: 'no-english', captionEn: '' },
      ],
      locale,
    );
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    unusable.unmount();

    const unreadable = renderList(null, locale);
    expect(screen.getByRole('alert').textContent).toBe(t.error);
    expect(screen.queryByText(t.empty)).toBeNull();
    await expectNoAxeViolations();
    unreadable.unmount();

    // A list whose reading throws.
    renderList(
      new Proxy([], {
        get() {
          throw new Error('unreadable');
        },
      }),
      locale,
    );
    expect(screen.getByRole('alert').textContent).toBe(t.error);
  });
});

describe('Instagram posts (the seeded stand-ins and the page’s checks)', () => {
  it('are 12 usable posts of the account, newest first, with unique links', () => {
    expect(instagramPosts).toHaveLength(12);
    expect(instagramPosts.every(isInstagramPost)).toBe(true);
    expect(new Set(instagramPosts.map((post) => post.postUrl)).size).toBe(12);
    const dates = instagramPosts.map((post) => post.postedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of instagramPosts) {
      expect(post.captionDe).toMatch(/#\p{L}/u);
      expect(post.captionEn).toMatch(/#\p{L}/u);
      expect(post.altDe).not.toBe(post.altEn);
    }
    expect(siteConfig.instagram.url).toBe(`https://www.instagram.com/${siteConfig.instagram.handle}/`);
  });

  it('have their pictures on disk: square SVGs of the site, small, referring to nothing remote', () => {
    for (const post of instagramPosts) {
      const file = `${publicDir}${post.imageUrl}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox="0 0 1080 1080"');
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|href=/);
    }
  });

  it('are the rows the catalog’s migration seeds, in its order', () => {
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../services/catalog/migrations/1797200000000_instagram-posts.sql'),
      'utf8',
    );
    const seeded = [
      ...migration.matchAll(
        /\('(\/images\/instagram\/[a-z-]+\.svg)'[\s\S]*?'(https:\/\/www\.instagram\.com\/p\/[^']+)', '([\d-]+)'/g,
      ),
    ];
    expect(seeded.map(([, image, url, date]) => [image, url, date])).toEqual(
      instagramPosts.map((post) => [post.imageUrl, post.postUrl, post.postedOn]),
    );
  });

  it('state: usable posts only, duplicates dropped; empty when none is left; error when unreadable', () => {
    const [first, second] = instagramPosts as [InstagramPost, InstagramPost];
    expect(instagramPostsState([first, { ...first }, second, { id: 'broken' }, null])).toEqual({
      kind: 'ready',
      posts: [first, second],
    });
    expect(instagramPostsState([])).toEqual({ kind: 'empty' });
    expect(
      instagramPostsState([
        { ...first, postedOn: 'yesterday' },
        { ...first, postUrl: 'javascript:alert(1)' },
        { ...first, imageUrl: '//evil.example/x.jpg' },
      ]),
    ).toEqual({ kind: 'empty' });
    expect(instagramPostsState(undefined)).toEqual({ kind: 'error' });
    expect(instagramPostsState({ length: 3 })).toEqual({ kind: 'error' });
  });
});
