import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blogPostSlugs, siteConfig, webAppShell, webRedirect } from '@ristorante/contracts';

// Nginx cannot import the contracts' table, so its config spells the redirects out; this keeps the two in step
// (a third locale added to one side only would otherwise reach guests as a missing redirect).
const template = readFileSync(new URL('./restaurant.conf.template', import.meta.url), 'utf8');

/** Each `location … { return 30x target; }` of the template, as [matcher, status, target]. */
const redirects = [...template.matchAll(/^\s*location ([^{\n]+)\{\s*return (30[12]) ([^;]+);\s*\}/gm)].map(
  (match) => [match[1]!.trim(), Number(match[2]), match[3]!.replace('$is_args$args', '')] as const,
);

/** What Nginx answers for `path`: the first exact match, else the first matching regex (its own order). */
function nginxRedirect(path: string): { target: string; status: number } | undefined {
  for (const [matcher, status, target] of redirects) if (matcher === `= ${path}`) return { target, status };
  for (const [matcher, status, target] of redirects) {
    if (!matcher.startsWith('~ ')) continue;
    const match = new RegExp(matcher.slice(2)).exec(path);
    if (match) return { target: target.replace(/\$(\d)/g, (_, group: string) => match[Number(group)]!), status };
  }
  return undefined;
}
const nginxTarget = (path: string) => nginxRedirect(path)?.target;

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
    // An English post's old German address moved to its English one (decision 136); the new ones are pages.
    ...blogPostSlugs.flatMap((slugs) => [`/en/blog/${slugs.de}`, `/en/blog/${slugs.en}`, `/de/blog/${slugs.de}`]),
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

  it.each(paths)('when %s is asked for, then Nginx and the table agree, status and all', (path) => {
    expect(nginxRedirect(path)).toEqual(webRedirect(path));
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
