import { readFile } from 'node:fs/promises';
import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type Browser, type Page } from 'playwright-core';
import { uploadedImageSchema } from '@ristorante/contracts';
import { phonePhoto } from '../../services/catalog/test/support/phone-photo.js';
import { baseUrl, desktop, faultsAmong, keepScreenshot, launchBrowser, openPage, phone } from './support/browser.js';
import { signedInAdminApi, type AdminApi } from './support/admin-api.js';
import { signIn } from './support/staff.js';

/**
 * The owner keeps the content current and staff run the rest (docs/decisions.md 86, 87, 89, 90), in a
 * real browser through Nginx. Whatever a journey makes it removes again, and it makes it where the other files,
 * which run alongside, do not look: a dish under its own name, pictures at the end of the Staff category, an
 * event between the seed's first and last bookable ones.
 */
let browser: Browser;
let owner: AdminApi;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedInAdminApi();
});
afterAll(async () => {
  await owner?.dispose();
  await browser?.close();
});

const tablet = { width: 1180, height: 820 };
const runMark = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const fixture = (name: string) => readFile(new URL(`../../services/catalog/test/fixtures/${name}`, import.meta.url));
/**
 * The answer to a call, after the silent refresh if there was one: the run's access tokens live seconds, so a
 * save may first meet a 401 that the dashboard answers by refreshing and sending it again (docs/decisions.md 69).
 */
const answerTo = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method && path.test(new URL(response.url()).pathname) && response.status() !== 401,
  );

/** Deletes the gallery pictures a journey made (their titles carry its mark): the other files never see them. */
async function removePictures(mark: string) {
  const all = await owner.get<Array<{ id: string; title: string }>>('/api/admin/gallery');
  for (const picture of all.filter((entry) => entry.title.includes(mark))) {
    expect((await owner.send('DELETE', `/api/gallery/${picture.id}`)).status).toBe(204);
  }
}

/** Reloads a guest page until `ready` holds: Nginx and the browser keep the menu and gallery for seconds. */
async function reloadUntil(page: Page, ready: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.locator('main h1').first().waitFor();
        return ready();
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBe(true);
}

describe('the owner keeps the menu, gallery and events current', () => {
  it(
    'a dish in both languages with two allergens is on the public menu in both, hidden by Without, and sold out in one tap',
    { timeout: 240_000 },
    async () => {
      const mark = runMark();
      const titles = { de: `Kürbisrisotto ${mark}`, en: `Pumpkin risotto ${mark}` };
      const { page, problems } = await openPage(browser, tablet);
      let dishId: string | undefined;
      try {
        await signIn(page, 'de');
        await page.goto(`${baseUrl}/de/admin/dashboard?tab=menu`);
        await page.getByRole('button', { name: 'Neues Gericht' }).click();
        const form = page.getByRole('dialog', { name: 'Neues Gericht' });
        await form.getByLabel('Titel (Deutsch)').fill(titles.de);
        await form.getByLabel('Titel (Englisch)').fill(titles.en);
        await form.getByLabel('Beschreibung (Deutsch)').fill('Mit Salbei und gereiftem Parmesan.');
        await form.getByLabel('Beschreibung (Englisch)').fill('With sage and aged parmesan.');
        await form.getByLabel('Preis in Euro').fill('17,50');
        await form.getByRole('checkbox', { name: 'Milch' }).check();
        await form.getByRole('checkbox', { name: 'Sellerie' }).check();
        await form.getByRole('checkbox', { name: 'Vegetarisch' }).check();
        const created = answerTo(page, 'POST', /^\/api\/menu$/);
        await form.getByRole('button', { name: 'Gericht speichern' }).click();
        const answer = await created;
        expect(answer.status()).toBe(201);
        dishId = ((await answer.json()) as { id: string }).id;
        await page.getByText(`${titles.de} angelegt.`).waitFor();
        await keepScreenshot(page, 'menu-editor-de');

        const guest = (await openPage(browser, phone)).page;
        const card = (title: string) =>
          guest.locator('li.menu-item').filter({ has: guest.getByRole('heading', { level: 3, name: title }) });
        for (const [locale, allergens, without, avoid] of [
          ['de', 'Allergene: Milch, Sellerie', 'Ohne Allergene …', 'Milch'],
          ['en', 'Allergens: Milk, Celery', 'Without allergens …', 'Celery'],
        ] as const) {
          await guest.goto(`${baseUrl}/${locale}/menu`);
          await reloadUntil(guest, async () => (await card(titles[locale]).count()) === 1);
          expect(await card(titles[locale]).textContent()).toContain(allergens);
          await guest.getByText(without).click();
          await guest.getByRole('checkbox', { name: avoid }).check();
          await expect.poll(() => card(titles[locale]).count()).toBe(0);
          expect(new URL(guest.url()).searchParams.get('without')).toBe(locale === 'de' ? 'milk' : 'celery');
          await keepScreenshot(guest, `menu-without-${locale}`);
        }

        await page.getByRole('switch', { name: `${titles.de} verfügbar` }).click();
        await page.getByText(`${titles.de} ist als ausverkauft markiert.`).waitFor();
        await guest.goto(`${baseUrl}/de/menu`);
        await reloadUntil(guest, async () => ((await card(titles.de).textContent()) ?? '').includes('Nicht verfügbar'));
        await guest.close();
        expect(faultsAmong(problems)).toEqual([]);
      } finally {
        if (dishId) expect((await owner.send('DELETE', `/api/menu/${dishId}`)).status).toBe(204);
        await page.close();
      }
    },
  );

  it('two pictures uploaded at once are on the public gallery', { timeout: 180_000 }, async () => {
    const mark = runMark();
    const { page, problems } = await openPage(browser, tablet);
    try {
      await signIn(page, 'en');
      await page.goto(`${baseUrl}/en/admin/dashboard?tab=gallery`);
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
      await page.locator('input[type=file]').setInputFiles([
        { name: 'plate-one.png', mimeType: 'image/png', buffer: await fixture('terracotta-plate.png') },
        { name: 'plate-two.jpg', mimeType: 'image/jpeg', buffer: await fixture('terracotta-plate.jpg') },
      ]);
      await expect.poll(() => page.getByText('Uploaded. Describe the picture and save it to the gallery.').count()).toBe(2);
      await keepScreenshot(page, 'gallery-uploads-en');
      for (const index of [1, 2]) {
        const upload = page.locator('li.admin-upload').first();
        await upload.getByLabel('Title (German)').fill(`Teller ${mark} ${index}`);
        await upload.getByLabel('Alt text (German)').fill(`Ein Terrakottateller ${mark} ${index}`);
        await upload.getByRole('combobox', { name: 'Category' }).selectOption('staff');
        const saved = answerTo(page, 'POST', /^\/api\/gallery$/);
        await upload.getByRole('button', { name: 'Save to the gallery' }).click();
        expect((await saved).status()).toBe(201);
      }
      await expect.poll(() => page.locator('li.admin-upload').count()).toBe(0);

      const guest = (await openPage(browser, phone)).page;
      await guest.goto(`${baseUrl}/en/gallery?category=staff`);
      const mine = guest.getByRole('img', { name: new RegExp(`Terrakottateller ${mark}`) });
      await reloadUntil(guest, async () => (await mine.count()) === 2);
      await keepScreenshot(guest, 'gallery-uploaded-en');
      await guest.close();
      expect(faultsAmong(problems)).toEqual([]);
    } finally {
      await removePictures(mark);
      await page.close();
    }
  });

  it(
    'a phone photo with its GPS position uploaded by the owner is on the gallery, and a phone downloads a small AVIF or WebP of it without any metadata',
    { timeout: 240_000 },
    async () => {
      const mark = runMark();
      const photo = await phonePhoto({ width: 4032, height: 3024 });
      expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.closeTo(52.52, 2) });
      const { page, problems } = await openPage(browser, tablet);
      try {
        await signIn(page, 'de');
        await page.goto(`${baseUrl}/de/admin/dashboard?tab=gallery`);
        await page.getByRole('heading', { level: 1, name: 'Galerie' }).waitFor();
        // 4032 px are more than the 3840 the dashboard sends: it makes the photo smaller first, in the browser
        // (the catalog answers the bytes it received).
        const sent = answerTo(page, 'POST', /^\/api\/gallery\/upload$/);
        await page.locator('input[type=file]').setInputFiles([{ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo }]);
        const uploaded = uploadedImageSchema.parse(await (await sent).json());
        expect(uploaded.bytes).toBeLessThan(photo.length);
        expect(uploaded).toMatchObject({ width: 1920, height: 1440 });
        const row = page.locator('li.admin-upload').first();
        await row
          .getByText('Hochgeladen. Beschreiben Sie das Bild und speichern Sie es in der Galerie.')
          .waitFor({ timeout: 30_000 });
        await expect
          .poll(() => row.getByText(/^Gespeichert ohne Standort- und Kameradaten\. Ein Smartphone lädt \d+ KB statt /).count())
          .toBe(1);
        // The row shows the processed picture, not the file as chosen.
        expect(await row.locator('img.admin-upload-preview').getAttribute('src')).toMatch(
          /^\/api\/media\/[0-9a-f-]{36}\/\d+\.jpg$/,
        );
        await keepScreenshot(page, 'gallery-photo-processed-de');
        await row.getByLabel('Titel (Deutsch)').fill(`Terrasse ${mark}`);
        await row.getByLabel('Alternativtext (Deutsch)').fill(`Foto: die Terrasse am Abend ${mark}`);
        await row.getByRole('combobox', { name: 'Kategorie' }).selectOption('staff');
        const saved = answerTo(page, 'POST', /^\/api\/gallery$/);
        await row.getByRole('button', { name: 'In der Galerie speichern' }).click();
        expect((await saved).status()).toBe(201);

        for (const viewport of [phone, desktop]) {
          const guest = (await openPage(browser, viewport)).page;
          await guest.goto(`${baseUrl}/de/gallery?category=staff`);
          const mine = guest.getByRole('img', { name: `Foto: die Terrasse am Abend ${mark}` });
          await reloadUntil(guest, async () => (await mine.count()) === 1);
          await mine.scrollIntoViewIfNeeded();
          // Typed by hand inside each function the page runs: this file is compiled for Node, without the DOM's types.
          type Loaded = { complete: boolean; naturalWidth: number; currentSrc: string };
          await expect
            .poll(() =>
              mine.evaluate((image) => (image as unknown as Loaded).complete && (image as unknown as Loaded).naturalWidth > 0),
            )
            .toBe(true);
          const chosen = new URL(await mine.evaluate((image) => (image as unknown as Loaded).currentSrc));
          // A modern format at a width the screen needs, never the photo's 4032 px, and nothing of its metadata.
          expect(chosen.pathname).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/\d+\.(avif|webp)$/);
          const downloaded = Buffer.from(await (await fetch(`${baseUrl}${chosen.pathname}`)).arrayBuffer());
          expect(downloaded.length).toBeLessThan(200 * 1024);
          expect(await exifr.parse(downloaded, { tiff: true, gps: true, xmp: true }).catch(() => undefined)).toBeUndefined();
          for (const word of ['PhoneCam X9 Pro', 'Maria Rossi', 'Telefonmacher'])
            expect(downloaded.includes(Buffer.from(word))).toBe(false);
          if (viewport === phone) expect(Number(chosen.pathname.split('/').pop()!.split('.')[0])).toBeLessThanOrEqual(1280);
          await keepScreenshot(guest, `gallery-photo-de`);
          await guest.close();
        }
        expect(faultsAmong(problems)).toEqual([]);
      } finally {
        await removePictures(mark);
        await page.close();
      }
    },
  );

  it('an event created in the dashboard is booked by a guest, and the seats taken show', { timeout: 180_000 }, async () => {
    const mark = runMark();
    const title = `Truffle night ${mark}`;
    // Between the seed's bookable events (12 and 40 days ahead), which other files open as first and last.
    const day = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
    const { page, problems } = await openPage(browser, tablet);
    let eventId: string | undefined;
    try {
      await signIn(page, 'en');
      await page.goto(`${baseUrl}/en/admin/dashboard?tab=events`);
      await page.getByRole('button', { name: 'New event' }).click();
      const form = page.getByRole('dialog', { name: 'New event' });
      await form.getByLabel('Title (German)').fill(`Trüffelabend ${mark}`);
      await form.getByLabel('Title (English)').fill(title);
      await form.getByLabel('Description (English)').fill('Five courses with white truffle from Alba.');
      await form.getByLabel('Date and time').fill(`${day}T19:30`);
      await form.getByLabel('Price per person in euros').fill('89');
      await form.getByLabel('Places in all').fill('12');
      const created = answerTo(page, 'POST', /^\/api\/events$/);
      await form.getByRole('button', { name: 'Save event' }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      eventId = ((await answer.json()) as { id: string }).id;
      // Said at once (and not for ever: it is looked for before the guest's part, which may take a while).
      await page.getByText(`${title} created.`).waitFor();

      const guest = (await openPage(browser, phone)).page;
      await guest.goto(`${baseUrl}/en/events/${eventId}`);
      await guest.getByRole('heading', { level: 1, name: title }).waitFor();
      await guest.getByRole('button', { name: 'Book Now', exact: true }).click();
      const booking = guest.locator('form');
      await booking.getByLabel(/^Name/).fill(`Lia Conti ${mark}`);
      await booking.getByLabel(/^Email/).fill(`lia.${mark}@example.org`);
      await booking.getByLabel(/^Phone/).fill('+49 170 1234567');
      await booking.getByLabel(/^Number of guests/).selectOption('2');
      const booked = answerTo(guest, 'POST', /\/book$/);
      await booking.getByRole('button', { name: 'Submit Booking', exact: true }).click();
      expect((await booked).status()).toBe(201);
      await guest.close();

      // The events tab reads again every 10 seconds.
      const row = page.locator('li').filter({ hasText: title });
      await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('2 of 12 seats taken');
      await keepScreenshot(page, 'events-editor-en');
      expect(faultsAmong(problems)).toEqual([]);
    } finally {
      if (eventId) expect((await owner.send('DELETE', `/api/events/${eventId}`)).status).toBe(204);
      await page.close();
    }
  });
});

describe('staff run the rest', () => {
  it('a staff account cannot open the menu editor, and the API answers it 403', { timeout: 120_000 }, async () => {
    const mark = runMark();
    const created = await owner.send('POST', '/api/admin/users', {
      email: `luca.${mark}@trattoria.test`,
      firstName: 'Luca',
      username: `luca-${mark}`,
    });
    expect(created.status).toBe(201);
    const { account, password: oneTime } = created.body as { account: { id: string }; password: string };
    // Past the first sign-in, whose own journey is below: Luca has chosen a password (docs/decisions.md 133).
    const password = `Lucas eigenes Passwort ${mark}`;
    const first = await signedInAdminApi({ identifier: `luca-${mark}`, password: oneTime });
    expect((await first.send('POST', '/api/admin/password', { currentPassword: oneTime, newPassword: password })).status).toBe(
      200,
    );
    await first.dispose();
    const { page, problems } = await openPage(browser, tablet);
    try {
      await signIn(page, 'de', { identifier: `luca-${mark}`, password, firstName: 'Luca' });
      const tabs = page.getByRole('navigation', { name: 'Bereiche des Dashboards' }).getByRole('link');
      // A tab's name, without the count waiting there.
      const tabNames = async () => (await tabs.allTextContents()).map((text) => text.replace(/\d.*$/, ''));
      await expect.poll(tabNames).toEqual(['Übersicht', 'Buchungen', 'Reservierungen', 'Gäste', 'Feedback', 'Kontakt', 'Konto']);
      await page.goto(`${baseUrl}/de/admin/dashboard?tab=menu`);
      await page.getByText('Nur Inhaber bearbeiten „Speisekarte“.', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Neues Gericht' }).count()).toBe(0);

      const staff = await signedInAdminApi({ identifier: `luca-${mark}`, password });
      const [dish] = await staff.get<Array<{ id: string }>>('/api/menu');
      const tries = [
        await staff.send('POST', '/api/menu', { titleDe: 'Heimlich', descriptionDe: 'Nein', category: 'pasta', price: 1 }),
        await staff.send('PATCH', `/api/menu/${dish!.id}/availability`, { isAvailable: false }),
        await staff.send('DELETE', `/api/menu/${dish!.id}`),
      ];
      expect(tries.map((answer) => answer.status)).toEqual([403, 403, 403]);
      // Their own work goes on.
      expect((await staff.send('PATCH', '/api/feedback/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
      await staff.dispose();
      expect(faultsAmong(problems)).toEqual([]);
    } finally {
      expect((await owner.send('PATCH', `/api/admin/users/${account.id}`, { disabled: true })).status).toBe(200);
      await page.close();
    }
  });

  it(
    'an account the owner creates must choose its own password at its first sign-in, then sees the dashboard',
    { timeout: 180_000 },
    async () => {
      const mark = runMark();
      const email = `nina.${mark}@trattoria.test`;
      let accountId: string | undefined;
      const ownerView = await openPage(browser, tablet);
      const newcomer = await openPage(browser, { width: 1024, height: 768 });
      try {
        // The owner creates the account in the Account tab and reads its one-time password off the dialog.
        await signIn(ownerView.page, 'de');
        await ownerView.page.goto(`${baseUrl}/de/admin/dashboard?tab=accounts`);
        await ownerView.page.getByRole('button', { name: 'Neues Konto' }).click();
        await ownerView.page.getByLabel('Name', { exact: true }).fill('Nina');
        await ownerView.page.getByLabel('E-Mail', { exact: true }).fill(email);
        await ownerView.page.getByLabel('Benutzername').fill(`nina-${mark}`);
        const created = answerTo(ownerView.page, 'POST', /^\/api\/admin\/users$/);
        await ownerView.page.getByRole('button', { name: 'Konto anlegen' }).click();
        accountId = ((await (await created).json()) as { account: { id: string } }).account.id;
        const oneTime = (await ownerView.page.getByTestId('one-time-password').textContent())!.trim();
        expect(oneTime).toMatch(/^[\w-]{24}$/);
        await ownerView.page.getByRole('button', { name: 'Fertig' }).click();
        // Meanwhile the owner looks at a shorter Friday in Settings (not saved: the other files book Fridays).
        await ownerView.page.goto(`${baseUrl}/de/admin/dashboard?tab=settings`);
        const friday = ownerView.page.getByRole('group', { name: 'Freitag' });
        await friday.getByRole('checkbox', { name: 'Eigene Küchen- und Tischzeiten' }).check();
        await friday.getByLabel('Küche schließt').fill('21:00');
        await friday.getByLabel('Letzte Reservierungszeit').fill('20:00');
        await ownerView.page.setViewportSize({ width: 1024, height: 768 });
        await keepScreenshot(ownerView.page, 'settings-own-friday-de');
        await ownerView.page.setViewportSize({ width: 360, height: 780 });
        await keepScreenshot(ownerView.page, 'settings-own-friday-de');

        // Nina signs in with it: the only thing she sees is the form to choose her own.
        const { page } = newcomer;
        await signIn(page, 'de', { identifier: `nina-${mark}`, password: oneTime, firstName: 'Nina' });
        await page.getByRole('heading', { name: 'Wählen Sie Ihr eigenes Passwort' }).waitFor();
        expect(await page.getByRole('navigation', { name: 'Bereiche des Dashboards' }).count()).toBe(0);
        // The server agrees: any other call is refused until she has.
        const api = await request.newContext({ baseURL: baseUrl, storageState: await page.context().storageState() });
        const refused = await api.get('/api/reservations', { headers: { 'accept-language': 'de' } });
        expect(refused.status()).toBe(403);
        expect(((await refused.json()) as { error: string }).error).toContain('Bitte wählen Sie zuerst Ihr eigenes Passwort');
        await api.dispose();
        await keepScreenshot(page, 'first-password-de');
        await page.setViewportSize({ width: 360, height: 780 });
        await keepScreenshot(page, 'first-password-de');
        await page.setViewportSize({ width: 1024, height: 768 });

        // The one-time password again is refused, with the rule under the field; then her own is taken.
        await page.getByLabel('Einmal-Passwort').fill(oneTime);
        await page.getByLabel('Neues Passwort', { exact: true }).fill(oneTime);
        await page.getByLabel('Neues Passwort wiederholen').fill(oneTime);
        await page.getByRole('button', { name: 'Passwort speichern und weiter' }).click();
        await page.getByText('Das neue Passwort muss sich vom bisherigen unterscheiden').waitFor();
        const own = `Ninas eigenes Passwort ${mark}`;
        await page.getByLabel('Neues Passwort', { exact: true }).fill(own);
        await page.getByLabel('Neues Passwort wiederholen').fill(own);
        await page.getByRole('button', { name: 'Passwort speichern und weiter' }).click();

        // The dashboard opens as for any staff member (two scrypt hashes first: seconds on a busy machine).
        await page.getByText('Ihr Passwort ist gespeichert.').waitFor({ timeout: 30_000 });
        const tabs = page.getByRole('navigation', { name: 'Bereiche des Dashboards' }).getByRole('link');
        await expect
          .poll(async () => (await tabs.allTextContents()).map((text) => text.replace(/\d.*$/, '')), { timeout: 15_000 })
          .toEqual(['Übersicht', 'Buchungen', 'Reservierungen', 'Gäste', 'Feedback', 'Kontakt', 'Konto']);
        await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor();
        await keepScreenshot(page, 'first-password-done-de');
        // And her own password is the one that signs her in from now on.
        const again = await signedInAdminApi({ identifier: `nina-${mark}`, password: own });
        await again.get('/api/reservations');
        await again.dispose();
        expect(faultsAmong([...ownerView.problems, ...newcomer.problems])).toEqual([]);
      } finally {
        if (accountId) expect((await owner.send('PATCH', `/api/admin/users/${accountId}`, { disabled: true })).status).toBe(200);
        await ownerView.page.close();
        await newcomer.page.close();
      }
    },
  );

  it('feedback approved in the dashboard is on the reviews page', { timeout: 120_000 }, async () => {
    const mark = runMark();
    const name = `${mark.charAt(0).toUpperCase()}${mark.slice(1)} Weber`;
    const guestApi = await request.newContext({ baseURL: baseUrl });
    const sent = await guestApi.post('/api/feedback', {
      data: {
        name,
        email: `${mark}@example.org`,
        rating: 5,
        experience: `Die Pasta war wunderbar (${mark}).`,
        consentToPublish: true,
      },
    });
    expect(sent.status()).toBe(201);
    await guestApi.dispose();
    const { page, problems } = await openPage(browser, tablet);
    try {
      await signIn(page, 'en');
      await page.goto(`${baseUrl}/en/admin/dashboard?tab=feedback`);
      const approved = answerTo(page, 'PATCH', /\/approve$/);
      await page.getByRole('button', { name: `Publish: feedback from ${name}` }).click();
      expect((await approved).status()).toBe(200);
      await page.getByText(`Feedback from ${name} published.`).waitFor();

      const guest = (await openPage(browser, phone)).page;
      await guest.goto(`${baseUrl}/en/feedback`);
      const review = guest.getByRole('article').filter({ hasText: `Die Pasta war wunderbar (${mark}).` });
      await reloadUntil(guest, async () => {
        const showAll = guest.getByRole('button', { name: /^Show All \d+ Reviews$/ });
        if (await showAll.count()) await showAll.click();
        return (await review.count()) === 1;
      });
      expect(await review.textContent()).toContain(`${name.split(' ')[0]} W.`);
      await guest.close();
      expect(faultsAmong(problems)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
