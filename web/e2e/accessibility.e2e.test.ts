import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, desktop, launchBrowser, openPage, phone } from './support/browser.js';

// Evaluated through the DevTools protocol: the site's CSP (script-src 'self') rightly refuses an injected tag.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** WCAG 2 A and AA rules, colour contrast included: in a real browser axe can compute it. */
async function violationsOn(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const results = await axe.run(globalThis as unknown, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

describe('accessibility of the guest pages in Chromium (axe, WCAG 2.1 AA)', () => {
  it.each([
    ['/de', phone],
    ['/en', desktop],
    ['/de/menu', phone],
    ['/en/menu', desktop],
    ['/de/reservations', phone],
    ['/en/reservations', desktop],
    ['/de/events', phone],
    ['/en/events', desktop],
    ['/en/no-such-page', phone],
  ] as const)('when %s is shown, then axe finds no violation, colour contrast included', async (path, viewport) => {
    const { page, problems } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}${path}`);
    await page.locator('main h1').first().waitFor();
    // Data pages: wait until their content (or their empty state) is there, not their loading line.
    await expect.poll(() => page.locator('main [role="status"][aria-live]').count(), { timeout: 5_000 }).toBe(0);
    expect(await violationsOn(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('when an event page is shown with its booking form open, then axe finds no violation', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await page.goto(`${baseUrl}/de/events`);
    await page.locator('li.event-card:not(.event-card-sold-out) a.event-card-link').first().click();
    await page.getByRole('button', { name: 'Jetzt buchen', exact: true }).click();
    await page.locator('form').waitFor();
    expect(await violationsOn(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
