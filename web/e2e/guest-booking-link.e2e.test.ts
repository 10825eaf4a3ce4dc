import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ParsedMail } from 'mailparser';
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

/** The personal link a mail carries (docs/decisions.md 113), on this stack's origin: the token is in the fragment. */
function linkIn(mail: ParsedMail, locale: 'de' | 'en'): string {
  const found = new RegExp(`https?://[^\\s/]+(/${locale}/booking#[A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
  expect(found, 'the mail carries the personal link').not.toBeNull();
  expect(mail.html || '').toContain(found![1]!);
  return `${baseUrl}${found![1]!}`;
}

/** The calendar file a mail carries, as text. */
const calendarOf = (mail: ParsedMail) =>
  mail.attachments.find((attachment) => attachment.contentType === 'text/calendar')?.content.toString('utf8') ?? '';

const texts = {
  de: {
    form: {
      submit: 'Tisch reservieren',
      name: 'Name',
      phone: 'Telefon',
      email: 'E-Mail',
      date: 'Datum',
      time: 'Uhrzeit',
      guests: 'Personen',
    },
    requested: /Reservierungsanfrage .* ist eingegangen/,
    changedMail: /Ihre geänderte Reservierung/,
    cancelledMail: /wurde storniert/,
    heading: 'Ihre Reservierung',
    confirmed: 'Bestätigt',
    confirmedMail: /ist bestätigt/,
    guests: 'Personen',
    send: 'Änderung senden',
    changed: 'Ihre Änderung ist eingegangen. Sie erhalten eine E-Mail.',
    cancel: 'Buchung stornieren',
    yes: 'Ja, stornieren',
    cancelled: 'Ihre Buchung ist storniert. Sie erhalten eine Bestätigung per E-Mail.',
    status: 'Storniert',
  },
  en: {
    form: {
      submit: 'Make Reservation',
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      date: 'Date',
      time: 'Time',
      guests: 'Guests',
    },
    requested: /We have received your reservation request/,
    changedMail: /Your changed reservation/,
    cancelledMail: /has been cancelled/,
    heading: 'Your reservation',
    confirmed: 'Confirmed',
    confirmedMail: /is confirmed/,
    guests: 'Guests',
    send: 'Send change',
    changed: 'We have received your change. You will get an email.',
    cancel: 'Cancel booking',
    yes: 'Yes, cancel',
    cancelled: 'Your booking is cancelled. You will get a confirmation by email.',
    status: 'Cancelled',
  },
} as const;

describe('a guest manages their booking through the link in their mail (docs/decisions.md 113)', () => {
  it.each([
    ['de', phone, 24],
    ['en', desktop, 25],
  ] as const)(
    'in %s: book, open the link from the delivered mail, change the party size, cancel',
    async (locale, viewport, days) => {
      const t = texts[locale];
      const email = `link-${locale}-${Date.now()}@example.org`;
      const { page, problems } = await openPage(browser, viewport);

      await page.goto(`${baseUrl}/${locale}/reservations`);
      const form = page.locator('form');
      await form.getByLabel(new RegExp(`^${t.form.name}`)).fill('Chiara Bellini');
      await form.getByLabel(new RegExp(`^${t.form.phone}`)).fill('+49 30 5550123');
      await form.getByLabel(new RegExp(`^${t.form.email}`)).fill(email);
      await form.getByLabel(new RegExp(`^${t.form.date}`)).fill(inDays(days));
      await form.getByLabel(new RegExp(`^${t.form.time}`)).selectOption('19:00');
      await form.getByLabel(new RegExp(`^${t.form.guests}`)).selectOption('2');
      const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservations');
      await form.getByRole('button', { name: t.form.submit, exact: true }).click();
      expect((await created).status()).toBe(201);

      // The link, from the mail the worker delivered; staff confirm the request, so the guest has a calendar entry.
      const link = linkIn(await waitForMail(email, t.requested), locale);
      const reservationId = ((await (await created).json()) as { id: string }).id;
      const staff = await signedInAdminApi();
      expect((await staff.send('PATCH', `/api/reservations/${reservationId}/status`, { status: 'confirmed' })).status).toBe(200);
      await staff.dispose();
      await waitForMail(email, t.confirmedMail);
      await page.goto(link);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: t.heading }).count()).toBe(1);
      await expect.poll(() => page.getByText(t.confirmed, { exact: true }).count()).toBe(1);
      await keepScreenshot(page, `manage-booking-${locale}`);

      await page.getByLabel(t.guests, { exact: true }).selectOption('4');
      const changed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/guest-booking');
      await page.getByRole('button', { name: t.send }).click();
      expect((await changed).status()).toBe(200);
      await expect.poll(() => page.getByText(t.changed, { exact: true }).count()).toBe(1);
      const changeMail = await waitForMail(email, t.changedMail);
      expect(calendarOf(changeMail)).toContain('SEQUENCE:1');
      expect(calendarOf(changeMail)).toContain('STATUS:TENTATIVE');

      await page.getByRole('button', { name: t.cancel }).click();
      const cancelled = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/guest-booking/cancel');
      await page.getByRole('button', { name: t.yes }).click();
      expect((await cancelled).status()).toBe(200);
      await expect.poll(() => page.getByText(t.cancelled, { exact: true }).count()).toBe(1);
      await expect.poll(() => page.getByText(t.status, { exact: true }).count()).toBe(1);
      await keepScreenshot(page, `manage-booking-cancelled-${locale}`);
      const cancelMail = await waitForMail(email, t.cancelledMail);
      expect(calendarOf(cancelMail)).toContain('METHOD:CANCEL');
      expect(calendarOf(cancelMail)).toContain('SEQUENCE:2');

      // The same link, opened again, says what became of the booking.
      await page.goto(link);
      await expect.poll(() => page.getByText(t.status, { exact: true }).count()).toBe(1);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('a link whose token is wrong says only that it is not valid', async () => {
    const { page, problems } = await openPage(browser, phone);
    await page.goto(`${baseUrl}/de/booking#${'A'.repeat(43)}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Dieser Link ist nicht gültig.' }).count()).toBe(1);
    // The one refused read is the answer itself, not a fault of the page.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.close();
  });
});
