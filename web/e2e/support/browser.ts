import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';

/** The production-like stack under test, started by infra/stack/run-e2e.ts (`make e2e`). */
export const baseUrl = (() => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `make e2e`');
  return url;
})();

const artifacts = fileURLToPath(new URL('../../../test-results/e2e/', import.meta.url));

// Debian's Chromium, headless. Without the network flags it tries Google's hosts over and over on a closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    headless: true,
  });
}

export const phone = { width: 360, height: 780 };
export const desktop = { width: 1280, height: 800 };

/**
 * A fresh page at a viewport, collecting console errors and failed requests; if the test fails, a full-page
 * screenshot of it is kept in test-results/e2e/.
 */
export async function openPage(browser: Browser, viewport = phone): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await openWatchedPage(browser, viewport);
  const testName = expect.getState().currentTestName ?? 'unnamed';
  onTestFailed(async () => {
    await mkdir(artifacts, { recursive: true });
    const file = `${testName.replace(/[^\w-]+/g, '-').slice(0, 120)}-${viewport.width}px.png`;
    await page.screenshot({ path: path.join(artifacts, file), fullPage: true }).catch(() => undefined);
  });
  return { page, problems };
}

/**
 * A fresh page collecting console errors and failed requests, without the screenshot on failure: for a page that
 * several tests share, opened in a `beforeAll` (where there is no test to fail yet).
 */
export async function openWatchedPage(browser: Browser, viewport = phone): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport });
  waitForHydrationOnEveryLoad(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser's own line for a page answered 404 (the not-found page) is the answer the test asked for.
    if (message.type() === 'error' && !isNotFoundDocument(message)) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
  );
  return { page, problems };
}

/** Chromium's console line for a document (not a resource of it) answered 404. */
function isNotFoundDocument(message: ConsoleMessage): boolean {
  const { url } = message.location();
  const page = message.page()?.url();
  return message.text().includes('status of 404') && url !== undefined && url === page;
}

/**
 * A rendered page is whole before its code runs (docs/decisions.md 92), and a tap before React has taken it over
 * does nothing. Every goto and reload of a test's page therefore waits until the app has hydrated (app.tsx marks
 * the document), as a guest would see the page react; the dashboard, never rendered, needs no wait.
 */
function waitForHydrationOnEveryLoad(page: Page): void {
  // A selector, not a function (this file is compiled without the DOM's types) nor a string to evaluate (the
  // site's CSP refuses eval, and Playwright evaluates a string that way).
  const hydrated = () =>
    page.locator('html[data-hydrated="true"], html:not(:has(#page-data))').waitFor({ state: 'attached', timeout: 15_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** Keeps a full-page screenshot in test-results/e2e/ (the issue asks for 360 px and 1280 px of every journey). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(artifacts, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(artifacts, `${name}-${width}px.png`), fullPage: true });
}

/**
 * The problems that are faults: a 401 the dashboard answers with a silent refresh (the browser logs it), and a
 * call cut off by leaving the page (net::ERR_ABORTED: the dashboard polls, so one is often under way) are not.
 */
export const faultsAmong = (problems: string[]) =>
  problems.filter((problem) => !problem.includes('status of 401') && !problem.endsWith('(net::ERR_ABORTED)'));
