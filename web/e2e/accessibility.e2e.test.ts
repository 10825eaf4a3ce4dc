import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { violationsOn } from './support/axe-in-browser.js';
import { baseUrl, desktop, launchBrowser, openPage, phone } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
