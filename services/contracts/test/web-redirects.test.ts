import { describe, expect, it } from 'vitest';
import { webRedirectTarget } from '../src/site/web-redirects.js';

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
    '',
  ])('when %s is asked for, then it is a page (or the 404 page), not a redirect', (path) => {
    expect(webRedirectTarget(path)).toBeUndefined();
  });
});
