import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { violationsOn } from './support/axe-in-browser.js';
import {
  baseUrl,
  desktop,
  faultsAmong,
  keepScreenshot,
  launchBrowser,
  openPage,
  openWatchedPage,
  phone,
} from './support/browser.js';
import { signIn } from './support/staff.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until a tab shows its content (or its empty state), not its loading line. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => page.locator('main .state-loading').count(), { timeout: 10_000 }).toBe(0);
}

/**
 * Every control staff touch is at least 44 by 44 CSS pixels. Run in the page as a script: this file is typed
 * for Node, without the DOM's types.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`
    [...document.querySelectorAll('main button, main select, main input, header button, header a, nav a')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ element, box }) => element.tagName.toLowerCase() + ' "' + element.textContent.trim() + '" ' + Math.round(box.width) + 'x' + Math.round(box.height))
  `);
}

describe('accessibility of the staff dashboard in Chromium (axe, WCAG 2.1 AA; touch targets)', () => {
  it.each([phone, desktop])('when the login page is shown at %o, then axe finds no violation', async (viewport) => {
    const { page, problems } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}/de/admin/login`);
    await page.locator('form').waitFor();
    expect(await violationsOn(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  // One test per tab on a page signed in once per language: ten axe audits in one test outgrew its time on a
  // busy 2-core CI machine, and a failure now names the tab.
  describe.each([
    ['de', phone],
    ['en', desktop],
  ] as const)('signed in (%s)', (locale, viewport) => {
    let page: Page;
    let problems: string[];
    beforeAll(async () => {
      ({ page, problems } = await openWatchedPage(browser, viewport));
      await signIn(page, locale);
    });
    afterAll(async () => {
      expect(faultsAmong(problems)).toEqual([]);
      await page?.close();
    });

    it.each([
      '',
      '?tab=reservations',
      '?tab=reservations&view=list',
      '?tab=bookings',
      '?tab=menu',
      '?tab=gallery',
      '?tab=events',
      '?tab=feedback',
      '?tab=contact',
    ])(
      'when the dashboard%s is opened, then axe finds no violation, every control is 44 px or more and the page fits the screen',
      async (query) => {
        await page.goto(`${baseUrl}/${locale}/admin/dashboard${query}`);
        await settled(page);
        expect(await violationsOn(page)).toEqual([]);
        expect(await smallTargets(page)).toEqual([]);
        // Nothing pushes the page wider than the screen (a phone would scroll sideways).
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      },
    );

    it('when the phone booking dialog is open, then axe finds no violation', async () => {
      await page.goto(`${baseUrl}/${locale}/admin/dashboard?tab=reservations`);
      await settled(page);
      await page.getByRole('button', { name: locale === 'de' ? 'Telefonische Reservierung' : 'Phone booking' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await violationsOn(page)).toEqual([]);
      await keepScreenshot(page, `dashboard-phone-dialog-${locale}`);
    });
  });
});
