import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedInAdminApi } from './support/admin-api.js';
import { baseUrl, desktop, keepScreenshot, launchBrowser, openPage, phone } from './support/browser.js';
import { waitForMail } from './support/mail-folder.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A date some days ahead, as the date input takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const texts = {
  de: {
    form: { submit: 'Tisch reservieren', name: 'Name', phone: 'Telefon', email: 'E-Mail', date: 'Datum', time: 'Uhrzeit' },
    emailField: 'E-Mail-Adresse',
    requestLink: 'Link anfordern',
    sent: /Wir haben einen Link an/,
    linkMail: /Ihre Daten bei/,
    reservations: 'Tischreservierungen',
    erase: 'Meine Daten löschen',
    yes: 'Ja, löschen',
    erased: 'Ihre Daten sind gelöscht. Sie erhalten eine Bestätigung per E-Mail.',
    receipt: /wurden gelöscht/,
  },
  en: {
    form: { submit: 'Make Reservation', name: 'Name', phone: 'Phone', email: 'Email', date: 'Date', time: 'Time' },
    emailField: 'Email address',
    requestLink: 'Send me the link',
    sent: /We have sent a link to/,
    linkMail: /Your data at/,
    reservations: 'Table reservations',
    erase: 'Erase my data',
    yes: 'Yes, erase',
    erased: 'Your data has been erased. You will get a confirmation by email.',
    receipt: /has been erased/,
  },
} as const;

describe("a guest's data rights, self-served (docs/decisions.md 116)", () => {
  it.each([
    ['de', phone, 33],
    ['en', desktop, 34],
  ] as const)(
    'in %s: book, ask for the link on the privacy page, see the data, erase it; staff find the rows anonymised',
    async (locale, viewport, days) => {
      const t = texts[locale];
      const email = `rights-${locale}-${Date.now()}@example.org`;
      const date = inDays(days);
      const { page, problems } = await openPage(browser, viewport);

      await page.goto(`${baseUrl}/${locale}/reservations`);
      const form = page.locator('form');
      await form.getByLabel(new RegExp(`^${t.form.name}`)).fill('Elena Ricci');
      await form.getByLabel(new RegExp(`^${t.form.phone}`)).fill('+49 30 5550777');
      await form.getByLabel(new RegExp(`^${t.form.email}`)).fill(email);
      await form.getByLabel(new RegExp(`^${t.form.date}`)).fill(date);
      await form.getByLabel(new RegExp(`^${t.form.time}`)).selectOption('18:00');
      const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservations');
      await form.getByRole('button', { name: t.form.submit, exact: true }).click();
      const reservation = (await (await created).json()) as { id: string };

      await page.goto(`${baseUrl}/${locale}/legal?tab=privacy`);
      await page.getByLabel(t.emailField, { exact: true }).fill(email);
      await page.getByRole('button', { name: t.requestLink }).click();
      await expect.poll(() => page.getByText(t.sent).count()).toBe(1);
      const mail = await waitForMail(email, t.linkMail);
      const link = new RegExp(`https?://[^\\s/]+(/${locale}/my-data#[A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
      expect(link).not.toBeNull();

      await page.goto(`${baseUrl}${link![1]!}`);
      const reservations = page.locator('.my-data-counts div', { hasText: t.reservations });
      await expect.poll(() => reservations.locator('dd').textContent()).toBe('1');
      await keepScreenshot(page, `my-data-${locale}`);
      await page.getByRole('button', { name: t.erase }).click();
      await page.getByRole('button', { name: t.yes }).click();
      await expect.poll(() => page.getByText(t.erased, { exact: true }).count()).toBe(1);
      await waitForMail(email, t.receipt);

      // Staff, through the admin API: the reservation is still there for the evening, and nothing names the guest.
      const staff = await signedInAdminApi();
      await expect
        .poll(async () => {
          const rows = await staff.get<Array<{ id: string; name: string; email: string | null; phone: string }>>(
            `/api/reservations?date=${date}`,
          );
          return rows.find((row) => row.id === reservation.id);
        })
        .toMatchObject({ name: 'Gelöscht', email: null, phone: '' });
      expect(await staff.get<unknown[]>(`/api/reservations?q=${encodeURIComponent(email)}`)).toEqual([]);
      await staff.dispose();
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
