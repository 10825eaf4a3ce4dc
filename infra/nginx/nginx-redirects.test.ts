import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfig, webAppShell, webRedirectTarget } from '@ristorante/contracts';

// Nginx cannot import the contracts' table, so its config spells the redirects out; this keeps the two in step
// (a third locale added to one side only would otherwise reach guests as a missing redirect).
const template = readFileSync(new URL('./restaurant.conf.template', import.meta.url), 'utf8');

/** Each `location … { return 302 target; }` of the template, as [matcher, target]. */
const redirects = [...template.matchAll(/^\s*location ([^{\n]+)\{\s*return 302 ([^;]+);\s*\}/gm)].map(
  (match) => [match[1]!.trim(), match[2]!.replace('$is_args$args', '')] as const,
);

/** What Nginx answers for `path`: the first exact match, else the first matching regex (its own order). */
function nginxTarget(path: string): string | undefined {
  for (const [matcher, target] of redirects) if (matcher === `= ${path}`) return target;
  for (const [matcher, target] of redirects) {
    if (!matcher.startsWith('~ ')) continue;
    const match = new RegExp(matcher.slice(2)).exec(path);
    if (match) return target.replace(/\$(\d)/g, (_, group: string) => match[Number(group)]!);
  }
  return undefined;
}

describe('Nginx redirects and the contracts table (webRedirectTarget)', () => {
  const locales = siteConfig.locales;
  const paths = [
    '/',
    '/admin',
    '/admin/',
    '/admin/login',
    '/admin/login/',
    ...locales.flatMap((locale) => [
      `/${locale}`,
      `/${locale}/admin`,
      `/${locale}/admin/`,
      `/${locale}/admin/login`,
      `/${locale}/reviews`,
      `/${locale}/bewertungen/`,
      `/${locale}/feedback`,
    ]),
    '/xx/reviews',
    '/de/Reviews',
    '/xx/admin',
    '/ADMIN',
    '/administration',
    '/de/menu',
  ];

  it('when the template is read, then it has the redirects to compare', () => {
    expect(redirects.length).toBeGreaterThanOrEqual(3);
  });

  it.each(paths)('when %s is asked for, then Nginx and the table agree', (path) => {
    expect(nginxTarget(path)).toBe(webRedirectTarget(path));
  });
});

/** The regex locations that answer with the dashboard's shell (`try_files $uri /admin.html`). */
const adminShells = [...template.matchAll(/^\s*location ~ ([^{\n]+)\{\s*try_files \$uri \/admin\.html;\s*\}/gm)].map(
  (match) => new RegExp(match[1]!.trim()),
);

describe('Nginx and the contracts agree which shell answers an app address (webAppShell)', () => {
  const paths = [
    ...siteConfig.locales.flatMap((locale) => [
      `/${locale}/admin/login`,
      `/${locale}/admin/dashboard`,
      `/${locale}/admin/test`,
      `/${locale}/menu`,
      `/${locale}/administration`,
    ]),
    '/xx/admin/login',
    '/DE/admin/login',
    '/de/ADMIN/login',
  ];

  it('when the template is read, then it has a location for the dashboard', () => {
    expect(adminShells).toHaveLength(1);
  });

  it.each(paths)('when %s is asked for, then both pick the same shell', (path) => {
    // The redirect locations come first in the template; these paths are none of theirs.
    expect(nginxTarget(path)).toBeUndefined();
    expect(adminShells.some((pattern) => pattern.test(path)) ? 'admin.html' : 'index.html').toBe(webAppShell(path));
  });
});
