import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type Browser, type Page } from 'playwright-core';
import { baseUrl, faultsAmong, keepScreenshot, launchBrowser, openPage, phone } from './support/browser.js';
import { signedInAdminApi } from './support/admin-api.js';
import { fillSlotByPhone } from './support/full-slot.js';
import { waitForMail } from './support/mail-folder.js';
import { accessTokenSeconds, signIn, signInHere } from './support/staff.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A tablet in landscape and in portrait: the dashboard is built for one during service. */
const tabletLandscape = { width: 1180, height: 820 };
const tabletPortrait = { width: 820, height: 1180 };

/** A date some days ahead, as the date inputs take it (Berlin's day and UTC's agree that far ahead). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Letters only, so the names pass the name rule; unique per run, so this run's mails and rows are found. */
const runMark = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const guestForm = {
  de: {
    name: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    date: 'Datum',
    time: 'Uhrzeit',
    guests: 'Personen',
    submit: 'Tisch reservieren',
  },
  en: { name: 'Name', phone: 'Phone', email: 'Email', date: 'Date', time: 'Time', guests: 'Guests', submit: 'Make Reservation' },
} as const;

/** A guest on their phone books a table on the public site, in their language. */
async function guestBooks(locale: 'de' | 'en', guest: { name: string; email: string; date: string; time: string }) {
  const labels = guestForm[locale];
  const { page } = await openPage(browser, phone);
  await page.goto(`${baseUrl}/${locale}/reservations`);
  const form = page.locator('form');
  await form.getByLabel(new RegExp(`^${labels.name}`)).fill(guest.name);
  await form.getByLabel(new RegExp(`^${labels.phone}`)).fill('+49 30 9876543');
  await form.getByLabel(new RegExp(`^${labels.email}`)).fill(guest.email);
  await form.getByLabel(new RegExp(`^${labels.date}`)).fill(guest.date);
  await form.getByLabel(new RegExp(`^${labels.time}`)).selectOption(guest.time);
  await form.getByLabel(new RegExp(`^${labels.guests}`)).selectOption('2');
  const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservations');
  await form.getByRole('button', { name: labels.submit, exact: true }).click();
  expect((await created).status()).toBe(201);
  await page.close();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** Opens a row's menu of the rarer moves (cancel, edit, delete). */
const moreActions = (page: Page, text: string) =>
  rowOf(page, text)
    .getByRole('button', { name: /^Weitere Aktionen/ })
    .click();

/** The session cookies the browser holds, as a Cookie header (to replay them after logging out). */
async function cookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies(baseUrl);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

describe('staff dashboard journeys in a real browser, through Nginx', () => {
  it(
    'in German: a guest request appears by itself, is confirmed and mailed; a phone booking; the CSV; logging out closes the dashboard',
    { timeout: 180_000 },
    async () => {
      const mark = runMark();
      const guest = { name: `Ilse Probe ${mark}`, email: `ilse.${mark}@example.org`, date: inDays(4), time: '20:00' };
      const { page, problems } = await openPage(browser, tabletLandscape);
      await signIn(page, 'de');
      await page.goto(`${baseUrl}/de/admin/dashboard?tab=reservations&view=list`);
      await page
        .getByRole('table', { name: 'Reservierungen' })
        .or(page.getByText('Keine Reservierungen gefunden.'))
        .first()
        .waitFor();
      // A reload would lose this mark: the request must arrive in the page as it stands.
      await page.evaluate(() => Object.assign(globalThis, { stillTheSamePage: true }));

      await guestBooks('de', guest);
      await expect.poll(() => rowOf(page, guest.name).count(), { timeout: 20_000, interval: 500 }).toBe(1);
      expect(await page.evaluate(() => (globalThis as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
      await expect.poll(() => page.title()).toMatch(/^\(\d+\) Reservierungen – Dashboard – Trattoria La Sosta$/);
      await keepScreenshot(page, 'dashboard-new-request-de');

      await rowOf(page, guest.name)
        .getByRole('button', { name: /^Bestätigen/ })
        .click();
      await page.getByText('Reservierungsstatus auf „bestätigt“ geändert!').waitFor();
      await expect.poll(() => rowOf(page, guest.name).getByText('Bestätigt', { exact: true }).count()).toBe(1);
      const confirmation = await waitForMail(guest.email, /ist bestätigt$/);
      expect(confirmation.subject).toMatch(/^Ihre Reservierung am \d\d\.\d\d\.\d{4} um 20:00 Uhr ist bestätigt$/);
      expect(confirmation.text).toContain(`Guten Tag ${guest.name},`);
      expect(confirmation.text).toContain('wir freuen uns, Ihnen Ihre Reservierung zu bestätigen.');
      expect(confirmation.attachments.map((attachment) => attachment.filename)).toEqual(['reservierung.ics']);

      // A booking taken by phone, for an English guest who gives an e-mail.
      const caller = { name: `Herr Telefon ${mark}`, email: `telefon.${mark}@example.org` };
      await page.getByRole('button', { name: 'Telefonische Reservierung' }).click();
      const dialog = page.getByRole('dialog', { name: 'Telefonische Reservierung' });
      await dialog.getByLabel('Name').fill(caller.name);
      await dialog.getByLabel('Telefon').fill('030 9876 5432');
      await dialog.getByLabel('E-Mail (optional)').fill(caller.email);
      await dialog.getByLabel('Sprache des Gastes').selectOption('en');
      await dialog.getByLabel('Datum').fill(inDays(5));
      await dialog.getByLabel('Uhrzeit').selectOption('19:30');
      await dialog.getByLabel('Personen').fill('3');
      await keepScreenshot(page, 'dashboard-phone-booking-de');
      await dialog.getByRole('button', { name: 'Speichern und bestätigen' }).click();
      await page
        .getByText('Telefonische Reservierung gespeichert und bestätigt! Der Gast erhält eine Bestätigung per E-Mail.')
        .waitFor();
      await expect.poll(() => rowOf(page, caller.name).getByText('Telefonisch').count()).toBe(1);
      const callerMail = await waitForMail(caller.email, /is confirmed$/);
      expect(callerMail.subject).toMatch(/^Your reservation on \d{1,2} \w+ \d{4} at 19:30 is confirmed$/);
      expect(callerMail.text).toContain(`Dear ${caller.name},`);

      // The list as CSV, narrowed to this run's two reservations.
      await page.getByLabel('Suche').fill(mark);
      await expect.poll(() => page.getByRole('table', { name: 'Reservierungen' }).getByRole('row').count()).toBe(3);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'CSV exportieren' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^reservierungen-\d{4}-\d\d-\d\d\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '"Datum";"Uhrzeit";"Personen";"Name";"Telefon";"E-Mail";"Status";"Quelle";"Besondere Wünsche";"Sprache";"Eingegangen"',
      );
      // Newest first, as the list: the phone booking, then the guest's own (its phone neutralised against formulas).
      expect(lines.slice(1)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^"${inDays(5)}";"19:30";"3";"${caller.name}";"030 9876 5432";"${caller.email}";"bestätigt";"Telefon";"";"Englisch";"\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d"$`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^"${guest.date}";"20:00";"2";"${guest.name}";"'\\+49 30 9876543";"${guest.email}";"bestätigt";"Online";"";"Deutsch";`,
          ),
        ),
      ]);

      // Logging out closes the dashboard: the login page, the dashboard refused, the old cookies worth nothing.
      const cookies = await cookieHeader(page);
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await page.waitForURL(`${baseUrl}/de/admin/login`);
      await page.goto(`${baseUrl}/de/admin/dashboard?tab=reservations`);
      await page.waitForURL(/\/de\/admin\/login\?next=/);
      const replay = await request.newContext({ extraHTTPHeaders: { cookie: cookies } });
      expect((await replay.get(`${baseUrl}/api/reservations`)).status()).toBe(401);
      await replay.dispose();
      expect(faultsAmong(problems)).toEqual([]);
      await page.close();
    },
  );

  it(
    "in English: a staff e-mail's link leads through the login into the reservations tab, and the dashboard keeps working past the access token's life",
    { timeout: 180_000 },
    async () => {
      const mark = runMark();
      const guest = { name: `Otto Probe ${mark}`, email: `otto.${mark}@example.org`, date: inDays(6), time: '19:00' };
      await guestBooks('en', guest);
      const staffMail = await waitForMail('info@trattoria-lasosta.de', new RegExp(`^Neue Reservierung: ${guest.name},`));
      const link = /https?:\/\/\S+\/de\/admin\/dashboard\?tab=reservations/.exec(staffMail.text ?? '')?.[0];
      expect(link).toBe(`${baseUrl}/de/admin/dashboard?tab=reservations`);

      const { page, problems } = await openPage(browser, tabletPortrait);
      const refreshes: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/admin/refresh') refreshes.push(response.status());
      });
      await page.goto(link!);
      await page.waitForURL(/\/de\/admin\/login\?next=/);
      await signInHere(page, 'de');
      await page.waitForURL(`${baseUrl}/de/admin/dashboard?tab=reservations`);
      await page.getByRole('link', { name: 'EN', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Reservations' }).waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/admin/dashboard?tab=reservations');

      await page.getByRole('button', { name: 'List', exact: true }).click();
      await page.getByLabel('Search').fill(mark);
      await expect.poll(() => rowOf(page, guest.name).count()).toBe(1);
      await keepScreenshot(page, 'dashboard-list-en');

      // Past the access token's life with nothing done: the next change still goes through, refreshed silently.
      await page.waitForTimeout((accessTokenSeconds + 2) * 1000);
      await rowOf(page, guest.name)
        .getByRole('button', { name: /^Confirm/ })
        .click();
      await page.getByText('Reservation status updated to confirmed!').waitFor();
      expect(refreshes.length).toBeGreaterThan(0);
      expect(refreshes.every((status) => status === 200)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/en/admin/dashboard');
      await waitForMail(guest.email, /is confirmed$/);

      // And once more, reading only: the day sheet of the guest's day.
      await page.waitForTimeout((accessTokenSeconds + 2) * 1000);
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await page.getByLabel('Date').fill(guest.date);
      await page.getByRole('region', { name: '19:00' }).getByText(guest.name, { exact: true }).waitFor();
      await keepScreenshot(page, 'dashboard-day-en');

      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${baseUrl}/de/admin/login`);
      expect(faultsAmong(problems)).toEqual([]);
      await page.close();
    },
  );

  it(
    'in German: a guest phones to call off a confirmed table; staff cancel it, the guest is told with the calendar entry removed, and the record stays',
    { timeout: 120_000 },
    async () => {
      const mark = runMark();
      const guest = { name: `Rita Absage ${mark}`, email: `rita.${mark}@example.org`, date: inDays(7), time: '19:30' };
      await guestBooks('de', guest);
      const { page, problems } = await openPage(browser, { width: 1024, height: 768 });
      await signIn(page, 'de');
      await page.goto(`${baseUrl}/de/admin/dashboard?tab=reservations&view=list`);
      await page.getByLabel('Suche').fill(mark);
      await rowOf(page, guest.name)
        .getByRole('button', { name: /^Bestätigen/ })
        .click();
      await expect.poll(() => rowOf(page, guest.name).getByText('Bestätigt', { exact: true }).count()).toBe(1);
      await waitForMail(guest.email, /ist bestätigt$/);

      // Deleting says what it is for: a mistake, with no mail and no record.
      // Delete and cancel are the rare moves during service: in the row's 'Weitere Aktionen' menu (decision 159).
      await moreActions(page, guest.name);
      await page.getByRole('button', { name: /^Löschen/ }).click();
      const question = page.getByRole('alertdialog', { name: 'Reservierung löschen?' });
      await question.getByText(/Nur für einen Eintrag aus Versehen/).waitFor();
      await question.getByRole('button', { name: 'Nicht löschen' }).click();

      await moreActions(page, guest.name);
      await page.getByRole('button', { name: /^Stornieren/ }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Reservierung stornieren?' });
      await dialog.getByText('Der Gast erhält darüber eine E-Mail.', { exact: false }).waitFor();
      await keepScreenshot(page, 'dashboard-cancel-confirmed-de');
      await dialog.getByRole('button', { name: 'Reservierung stornieren' }).click();
      await page.getByText('Reservierungsstatus auf „storniert“ geändert!').waitFor();
      await expect.poll(() => rowOf(page, guest.name).getByText('Storniert', { exact: true }).count()).toBe(1);

      const mail = await waitForMail(guest.email, /wurde storniert$/);
      expect(mail.text).toContain('Ihre Reservierung wurde storniert; der Tisch ist nicht mehr für Sie reserviert.');
      const invite = mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
      expect(invite?.content.toString('utf8')).toContain('METHOD:CANCEL');
      expect(faultsAmong(problems)).toEqual([]);
      await page.close();
    },
  );

  it(
    'on a tablet in German: the phone form shows a full Friday as it is, and a regular is squeezed in only knowingly, marked on the day sheet',
    { timeout: 120_000 },
    async () => {
      const date = inDays(52);
      // Staff fill 18:00 by phone first, whatever the room holds then.
      const staff = await signedInAdminApi();
      await fillSlotByPhone(staff, date, '18:00');
      await staff.dispose();

      const mark = runMark();
      const { page, problems } = await openPage(browser, { width: 1024, height: 768 });
      await signIn(page, 'de');
      await page.goto(`${baseUrl}/de/admin/dashboard?tab=reservations`);
      await page.getByRole('button', { name: 'Telefonische Reservierung' }).click();
      const dialog = page.getByRole('dialog', { name: 'Telefonische Reservierung' });
      await dialog.getByLabel('Name').fill(`Herr Stammgast ${mark}`);
      await dialog.getByLabel('Telefon').fill('030 9876 5432');
      await dialog.getByLabel('Datum').fill(date);
      await dialog.getByLabel('Personen').fill('2');
      const time = dialog.getByLabel('Uhrzeit');
      await expect.poll(() => time.locator('option', { hasText: '18:00 – voll (0 frei)' }).count()).toBe(1);
      await time.selectOption('18:00');
      await dialog.getByText('Um 18:00 Uhr ist für 2 Personen kein Platz mehr: alles belegt.').waitFor();
      await dialog.getByRole('button', { name: 'Speichern und bestätigen' }).click();
      await dialog.getByText('Die Zeit ist voll. Wählen Sie eine andere oder überbuchen Sie bewusst.').waitFor();
      await dialog.getByRole('checkbox', { name: /^Trotzdem eintragen: ich überbuche bewusst/ }).check();
      await keepScreenshot(page, 'dashboard-phone-overbook-de');
      const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/reservations');
      await dialog.getByRole('button', { name: 'Speichern und bestätigen' }).click();
      expect((await saved).status()).toBe(201);

      const slot = page.getByRole('region', { name: '18:00' });
      await slot.getByText(`Herr Stammgast ${mark}`, { exact: true }).waitFor();
      await slot.getByText('Überbucht von Giulia').waitFor();
      await slot.getByText('2 mehr, als der Raum fasst').waitFor();
      await keepScreenshot(page, 'dashboard-day-overbooked-de');
      expect(faultsAmong(problems)).toEqual([]);
      await page.close();
    },
  );
});
