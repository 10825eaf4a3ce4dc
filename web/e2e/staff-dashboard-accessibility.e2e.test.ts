import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type Browser, type Page } from 'playwright-core';
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
  await makeTwoDigitBadges();
});
afterAll(async () => {
  await browser?.close();
});

/** A day no other journey of the run books (they use days 4 to 6 and 45 to 64 ahead). */
const quietDay = (offset: number) => new Date(Date.now() + (20 + offset) * 86_400_000).toISOString().slice(0, 10);

/**
 * Ten requests waiting and ten new messages, whatever else the run has made or the day it runs: the tab strip is
 * checked with two-digit badges every time, not only on the days the other journeys happen to leave ten.
 */
async function makeTwoDigitBadges(): Promise<void> {
  const guest = await request.newContext({ baseURL: baseUrl });
  try {
    let day = 0;
    let times: string[] = [];
    for (; day < 14 && times.length < 10; day++) {
      const answer = await guest.get(`/api/availability?date=${quietDay(day)}&guests=2`);
      const { slots } = (await answer.json()) as { slots: Array<{ time: string; state: string }> };
      times = slots.filter((slot) => slot.state === 'open').map((slot) => slot.time);
    }
    expect(times.length, 'a quiet day with ten open times').toBeGreaterThanOrEqual(10);
    for (const [index, time] of times.slice(0, 10).entries()) {
      const reservation = await guest.post('/api/reservations', {
        data: {
          name: `Badge Gast ${index}`,
          phone: '+49 30 5550100',
          email: `badge-${index}@example.org`,
          date: quietDay(day - 1),
          time,
          guests: 2,
        },
      });
      expect(reservation.status()).toBe(201);
      const message = await guest.post('/api/contact', {
        data: {
          name: `Badge Gast ${index}`,
          email: `badge-${index}@example.org`,
          subject: 'Frage zum Abend',
          message: 'Gibt es einen Tisch am Fenster?',
        },
      });
      expect(message.status()).toBe(201);
    }
  } finally {
    await guest.dispose();
  }
}

/**
 * What sticks out past the right edge of the screen, for a failure to name: elements beyond it that no ancestor
 * scrolls or clips (the tab strip and wide tables scroll inside themselves).
 */
async function beyondTheScreen(page: Page, width: number): Promise<string[]> {
  return page.evaluate<string[]>(`
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > ${width} + 0.5)
      .filter((element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
          if (getComputedStyle(parent).overflowX !== 'visible') return false;
        return true;
      })
      .slice(0, 8)
      .map((element) => element.tagName.toLowerCase() + '.' + element.className + ' "' + element.textContent.trim().slice(0, 40) + '" right ' + Math.round(element.getBoundingClientRect().right))
  `);
}

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
      // The strip is measured with the widest badges it shows in service.
      await page
        .getByRole('navigation')
        .getByRole('link', { name: locale === 'de' ? /^Reservierungen/ : /^Reservations/ })
        .locator('.admin-badge [aria-hidden="true"]', { hasText: /^\d{2}/ })
        .waitFor({ timeout: 15_000 });
    });
    afterAll(async () => {
      expect(faultsAmong(problems)).toEqual([]);
      await page?.close();
    });

    it.each([
      '',
      '?tab=reservations',
      '?tab=reservations&view=list',
      '?tab=reservations&view=waitlist',
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
        // Nothing pushes the page wider than the screen (a phone would scroll sideways); a failure names what does.
        const width = await page.evaluate<number>('document.documentElement.scrollWidth');
        expect(width, (await beyondTheScreen(page, viewport.width)).join('; ')).toBeLessThanOrEqual(viewport.width);
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
