import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  goLiveSchema,
  publishedHomeSchema,
  publishedRestaurantSchema,
  type PublishedHome,
  type PublishedRestaurant,
} from '@ristorante/contracts';
import { baseUrl, faultsAmong, keepScreenshot, launchBrowser, openPage } from './support/browser.js';
import { signedInAdminApi, type AdminApi } from './support/admin-api.js';
import { signIn } from './support/staff.js';

/**
 * The owner runs the site alone (docs/decisions.md 149, 152): the restaurant's details in Settings and the home
 * page's texts reach the pages. The other files run alongside and read the name, the e-mail and the address, so this
 * one changes only what none of them reads (phone, register, VAT id, providers, review link, the hero's text) and
 * puts everything back at the end.
 */
let browser: Browser;
let owner: AdminApi;
let before: PublishedRestaurant;
let homeBefore: PublishedHome;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedInAdminApi();
  before = publishedRestaurantSchema.parse(await owner.get('/api/admin/restaurant'));
  homeBefore = publishedHomeSchema.parse(await owner.get('/api/admin/home'));
});
afterAll(async () => {
  if (before) {
    const { version: _version, ...details } = before;
    await owner?.send('PUT', '/api/admin/restaurant', details);
  }
  if (homeBefore) {
    const { version: _version, ...home } = homeBefore;
    await owner?.send('PUT', '/api/admin/home', home);
  }
  await owner?.dispose();
  await browser?.close();
});

const tablet = { width: 1024, height: 768 };
const page = async (address: string) => (await fetch(`${baseUrl}${address}`)).text();
const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
const restaurantData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Restaurant');

async function fill(view: Page, label: string, value: string) {
  await view.getByLabel(label, { exact: true }).fill(value);
}

describe("the owner keeps the restaurant's details", () => {
  it(
    'filled in Settings, they are in the footer, the Impressum and the JSON-LD, with no bracket left and nothing left to go live',
    { timeout: 180_000 },
    async () => {
      const { page: view, problems } = await openPage(browser, tablet);
      try {
        await signIn(view, 'de');
        // The overview names what is left before going online.
        const goLive = view.getByRole('region', { name: 'Vor dem Start' });
        await goLive.getByText('Handelsregister: noch ein Platzhalter').waitFor();
        await keepScreenshot(view, 'owner-go-live-before-de');

        await view.goto(`${baseUrl}/de/admin/dashboard?tab=settings`);
        const form = view.getByRole('region', { name: 'Angaben zum Restaurant' });
        await form.getByLabel('Telefon', { exact: true }).waitFor();
        await fill(view, 'Telefon', '030 4455 6677');
        await fill(view, 'Registergericht und Registernummer', 'Amtsgericht Charlottenburg, HRB 204711 B');
        await fill(view, 'USt-IdNr.', 'DE 287 654 321');
        await fill(view, 'Hosting-Anbieter (Name und Anschrift)', 'Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen');
        await fill(view, 'E-Mail-Anbieter (Name und Anschrift)', 'Heinlein Support GmbH, Schwedter Str. 8/9b, 10119 Berlin');
        await fill(view, 'Link zu Ihren Google-Bewertungen', 'https://g.page/r/trattoria-la-sosta/review');
        const saved = view.waitForResponse(
          (response) =>
            response.request().method() === 'PUT' &&
            response.url().endsWith('/api/admin/restaurant') &&
            response.status() !== 401,
        );
        await form.getByRole('button', { name: 'Angaben speichern' }).click();
        expect((await saved).status()).toBe(200);
        const savedAt = Date.now();
        await view.getByText('Die Angaben zum Restaurant sind gespeichert.').waitFor();
        await keepScreenshot(view, 'owner-restaurant-saved-de');

        // The rendered German home page's footer has the new number within 5 seconds of the save.
        await expect
          .poll(async () => footerOf(await page('/de')).includes('+49 30 4455 6677'), { timeout: 5_000, interval: 250 })
          .toBe(true);
        console.log(`[owner-site] the new phone number was in the rendered /de footer ${Date.now() - savedAt} ms after the save`);
        const home = await page('/de');
        expect(footerOf(home)).toContain('href="tel:+493044556677"');
        expect(restaurantData(home)).toMatchObject({ telephone: '+49 30 4455 6677' });
        // The English page is written in the same render, after the German one: read until it is there too.
        await expect
          .poll(async () => footerOf(await page('/en')).includes('+49 30 4455 6677'), { timeout: 5_000, interval: 250 })
          .toBe(true);

        // The Impressum in both languages: register and VAT id, and no bracketed stand-in anywhere in it.
        for (const [address, heading] of [
          ['/de/legal', 'Impressum'],
          ['/en/legal', 'Legal notice'],
        ] as const) {
          await view.goto(`${baseUrl}${address}`);
          const panel = view.getByRole('tabpanel');
          await panel.getByText('HRB 204711 B').waitFor();
          const text = await panel.innerText();
          expect(text, heading).toContain('DE287654321');
          expect(text, heading).not.toMatch(/\[|\]/);
          expect(await panel.locator('.legal-placeholder').count()).toBe(0);
        }
        await view.goto(`${baseUrl}/de/legal?tab=privacy`);
        await view
          .getByRole('tabpanel')
          .getByText(/Hetzner Online GmbH/)
          .first()
          .waitFor();
        await keepScreenshot(view, 'owner-impressum-filled-de');

        // Nothing of the restaurant is left before going online.
        const left = goLiveSchema.parse(await owner.get('/api/admin/go-live'));
        expect(left.items.filter((item) => item.area === 'restaurant')).toEqual([]);
        await view.goto(`${baseUrl}/de/admin/dashboard`);
        await view.getByRole('region', { name: 'Vor dem Start' }).waitFor();
        expect(await view.getByRole('region', { name: 'Vor dem Start' }).innerText()).not.toMatch(
          /Handelsregister|Hosting|E-Mail-Anbieter|Google|Erstinstallation/,
        );
        await keepScreenshot(view, 'owner-go-live-after-de');
        expect(faultsAmong(problems)).toEqual([]);
      } finally {
        await view.close();
      }
    },
  );
});

describe("the owner keeps the home page's texts", () => {
  it(
    'a new hero text saved in the dashboard is on the rendered /de and /en home pages within seconds',
    { timeout: 120_000 },
    async () => {
      const { page: view, problems } = await openPage(browser, tablet);
      try {
        const mark = Math.random().toString(36).slice(2, 8);
        await signIn(view, 'de');
        await view.goto(`${baseUrl}/de/admin/dashboard?tab=home`);
        const hero = view.getByRole('group', { name: 'Oberer Bereich' });
        await hero.getByLabel('Einleitung (Deutsch)').fill(`Frische Pasta jeden Tag, ${mark}.`);
        await hero.getByLabel('Einleitung (Englisch)').fill(`Fresh pasta every day, ${mark}.`);
        const saved = view.waitForResponse(
          (response) =>
            response.request().method() === 'PUT' && response.url().endsWith('/api/admin/home') && response.status() !== 401,
        );
        await view.getByRole('button', { name: 'Startseite speichern' }).click();
        expect((await saved).status()).toBe(200);
        const savedAt = Date.now();
        await keepScreenshot(view, 'owner-home-saved-de');
        await expect
          .poll(async () => (await page('/de')).includes(`Frische Pasta jeden Tag, ${mark}.`), { timeout: 10_000, interval: 250 })
          .toBe(true);
        console.log(`[owner-site] the new hero text was on the rendered /de ${Date.now() - savedAt} ms after the save`);
        expect(await page('/en')).toContain(`Fresh pasta every day, ${mark}.`);
        await view.goto(`${baseUrl}/en`);
        await view.getByText(`Fresh pasta every day, ${mark}.`).waitFor();
        await keepScreenshot(view, 'owner-home-hero-en');
        expect(faultsAmong(problems)).toEqual([]);
      } finally {
        await view.close();
      }
    },
  );
});
