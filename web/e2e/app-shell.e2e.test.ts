import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, desktop, launchBrowser, openPage, phone } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the app shell in a real browser, through Nginx', () => {
  it.each([phone, desktop])(
    'when a guest opens /, then they land on /de and the shell renders without errors (%o)',
    async (viewport) => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/`);
      await page.waitForURL(`${baseUrl}/de`);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
      await expect.poll(() => page.locator('header').innerText()).toContain('Trattoria La Sosta');
      expect(await page.locator('main h1').count()).toBe(1);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('when the status page asks /api, then the answer comes through Nginx, the gateway and every service', async () => {
    const { page, problems } = await openPage(browser);
    const statusCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/status');
    await page.goto(`${baseUrl}/de/test`);
    const answer = await statusCall;
    expect(answer.status()).toBe(200);
    // Nginx's own request id (32 hex digits) came back: Nginx made it, the gateway passed it on.
    expect(await answer.headerValue('x-request-id')).toMatch(/^[0-9a-f]{32}$/);

    const rows = page.locator('[data-testid="system-status"] [data-service]');
    await expect.poll(() => rows.count()).toBe(6);
    const services = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-service')));
    expect(services.sort()).toEqual(['auth', 'booking', 'catalog', 'gateway', 'inbox', 'notification-worker']);
    expect(await page.locator('[data-service] .status-badge.status-ok').count()).toBe(6);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('when the guest switches to EN on a sub-page, then the same page opens in English', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl}/de/test`);
    await page.getByRole('link', { name: 'EN', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/test`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('System status');
    expect(problems).toEqual([]);
    await page.close();
  });
});
