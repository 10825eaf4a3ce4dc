import { describe, expect, it } from 'vitest';
import { blogPostSlugs, blogSlugIn, pathInLocale } from '../src/site/blog-addresses.js';
import { webRedirect, webRedirectTarget } from '../src/site/web-redirects.js';

describe('redirect-only addresses (docs/decisions.md 54)', () => {
  it.each([
    ['/', '/de'],
    ['/admin', '/de/admin/login'],
    ['/admin/', '/de/admin/login'],
    ['/admin/login', '/de/admin/login'],
    ['/admin/login/', '/de/admin/login'],
    ['/de/admin', '/de/admin/login'],
    ['/en/admin', '/en/admin/login'],
    ['/en/admin/', '/en/admin/login'],
    ['/en/reviews', '/en/feedback'],
    ['/de/bewertungen', '/de/feedback'],
    ['/de/reviews/', '/de/feedback'],
    ['/en/blog/ein-tag-in-unserer-kueche', '/en/blog/a-day-in-our-kitchen'],
    ['/en/blog/unsere-geschichte', '/en/blog/our-story'],
  ])('when %s is asked for, then it redirects to %s', (path, target) => {
    expect(webRedirectTarget(path)).toBe(target);
  });

  it.each([
    '/de',
    '/en/menu',
    '/de/admin/login',
    '/xx/admin',
    '/admin/other',
    '/administration',
    '/de/admin/x',
    '/de/feedback',
    '/xx/reviews',
    '/de/reviews/x',
    '/en/blog/a-day-in-our-kitchen',
    '/de/blog/ein-tag-in-unserer-kueche',
    '/en/blog/not-a-post',
    '',
  ])('when %s is asked for, then it is a page (or the 404 page), not a redirect', (path) => {
    expect(webRedirectTarget(path)).toBeUndefined();
  });
});

describe('blog posts have an address in each language (docs/decisions.md 136)', () => {
  it('when an old English address is asked for, then it moved for good (301); the other redirects may change (302)', () => {
    expect(webRedirect('/en/blog/wein-und-begleitung')).toEqual({ target: '/en/blog/over-a-hundred-wines', status: 301 });
    expect(webRedirect('/en/reviews')).toEqual({ target: '/en/feedback', status: 302 });
  });

  it('when the slugs are listed, then each language has its own, and no slug names two posts', () => {
    expect(blogPostSlugs.every((slugs) => slugs.de !== slugs.en)).toBe(true);
    const all = blogPostSlugs.flatMap((slugs) => [slugs.de, slugs.en]);
    expect(new Set(all).size).toBe(all.length);
    expect(blogSlugIn('unsere-herbstkarte', 'en')).toBe('our-autumn-menu');
    expect(blogSlugIn('unsere-herbstkarte', 'de')).toBe('unsere-herbstkarte');
  });

  it.each([
    ['/de/blog/ein-tag-in-unserer-kueche', 'en', '/en/blog/a-day-in-our-kitchen'],
    ['/en/blog/a-day-in-our-kitchen', 'de', '/de/blog/ein-tag-in-unserer-kueche'],
    ['/en/blog/a-day-in-our-kitchen', 'en', '/en/blog/a-day-in-our-kitchen'],
    ['/de/blog', 'en', '/en/blog'],
    ['/de/menu', 'en', '/en/menu'],
    ['/de/blog/no-such-post', 'en', '/en/blog/no-such-post'],
    ['/xx/menu', 'en', '/en'],
  ] as const)('when %s is wanted in %s, then it is %s', (path, locale, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected);
  });
});
