import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedInAdminApi } from './support/admin-api.js';
import { fillSlotByPhone } from './support/full-slot.js';
import { signIn } from './support/staff.js';
import { baseUrl, desktop, faultsAmong, keepScreenshot, launchBrowser, openPage, phone } from './support/browser.js';
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
    labels: { name: 'Name', phone: 'Telefon', email: 'E-Mail', date: 'Datum', time: 'Uhrzeit', guests: 'Personen' },
    fullOption: '19:00 – ausgebucht, Warteliste',
    join: 'Auf die Warteliste',
    joined: 'Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein Tisch frei wird.',
    joinedMail: /Sie stehen auf der Warteliste/,
    offerMail: /Ein Tisch ist frei geworden/,
    claim: 'Tisch jetzt reservieren',
    claimed: /Ihre Reservierungsanfrage ist eingegangen/,
    requestMail: /Reservierungsanfrage .* ist eingegangen/,
  },
  en: {
    labels: { name: 'Name', phone: 'Phone', email: 'Email', date: 'Date', time: 'Time', guests: 'Guests' },
    fullOption: '19:00 – fully booked, waitlist',
    join: 'Join the waitlist',
    joined: 'You are on the waitlist. We will email you as soon as a table frees up.',
    joinedMail: /You are on the waitlist/,
    offerMail: /A table has become free/,
    claim: 'Book the table now',
    claimed: /Your reservation request has been sent/,
    requestMail: /We have received your reservation request/,
  },
} as const;

describe('a full slot, its waitlist, and the offer when a table frees up (docs/decisions.md 115)', () => {
  it.each([
    ['de', phone, 50],
    ['en', desktop, 51],
  ] as const)(
    'in %s: fill a slot, join its waitlist, a reservation is cancelled, claim the offer from the mail',
    async (locale, viewport, days) => {
      const t = texts[locale];
      const date = inDays(days);
      // Staff fill 19:00 by phone: one party of 4 among them, which will call it off.
      const staff = await signedInAdminApi();
      const parties = await fillSlotByPhone(staff, date, '19:00', 4);

      const email = `waitlist-${locale}-${Date.now()}@example.org`;
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/${locale}/reservations`);
      const form = page.locator('form');
      const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
      await field(t.labels.name).fill('Sofia Marino');
      await field(t.labels.phone).fill('+49 30 5550199');
      await field(t.labels.email).fill(email);
      await field(t.labels.date).fill(date);
      await field(t.labels.guests).selectOption('2');
      const time = field(t.labels.time);
      await expect.poll(() => time.locator('option', { hasText: t.fullOption }).count()).toBe(1);
      await time.selectOption('19:00');
      const joined = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/waitlist');
      await form.getByRole('button', { name: t.join, exact: true }).click();
      expect((await joined).status()).toBe(201);
      await expect.poll(() => page.getByText(t.joined, { exact: true }).count()).toBe(1);
      await keepScreenshot(page, `waitlist-joined-${locale}`);
      // The joined mail carries the place's own link, to see or leave it (docs/decisions.md 132).
      const joinedMail = await waitForMail(email, t.joinedMail);
      expect(joinedMail.text).toMatch(new RegExp(`/${locale}/waitlist#leave=[A-Za-z0-9_-]{43}`));

      // The party of four calls it off: staff cancel it, and its covers go to the waitlist.
      expect((await staff.send('PATCH', `/api/reservations/${parties[0]}/status`, { status: 'cancelled' })).status).toBe(200);
      await staff.dispose();
      const offerMail = await waitForMail(email, t.offerMail);
      const link = new RegExp(`https?://[^\\s/]+(/${locale}/waitlist#[A-Za-z0-9_-]{43})`).exec(offerMail.text ?? '');
      expect(link).not.toBeNull();
      // While the offer is open, its covers are held: of the four freed, two are the waiting guest's, so a party of
      // three that would have fit is told 19:00 is full (docs/decisions.md 132).
      const held = (await (await fetch(`${baseUrl}/api/availability?date=${date}&guests=3`)).json()) as {
        slots: Array<{ time: string; state: string; left: number }>;
      };
      expect(held.slots.find((slot) => slot.time === '19:00')).toMatchObject({ state: 'full', left: 2 });

      await page.goto(`${baseUrl}${link![1]!}`);
      const claimButton = page.getByRole('button', { name: t.claim });
      await expect.poll(() => claimButton.count()).toBe(1);
      await keepScreenshot(page, `waitlist-offer-${locale}`);
      const claimed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/waitlist/offer/claim');
      await claimButton.click();
      expect((await claimed).status()).toBe(201);
      await expect.poll(() => page.getByText(t.claimed).count()).toBe(1);
      // The claim is a request like any other: its mail carries the personal link.
      const request = await waitForMail(email, t.requestMail);
      expect(request.text).toMatch(new RegExp(`/${locale}/booking#[A-Za-z0-9_-]{43}`));
      expect(problems).toEqual([]);
      await page.close();
    },
    // The first journey of the file meets a cold stack, on a busy 2-core machine.
    90_000,
  );

  it(
    'in German: staff see who waits on a tablet; a guest leaves by the link in the joined mail on a phone; staff take off the other',
    { timeout: 120_000 },
    async () => {
      const date = inDays(53);
      const staff = await signedInAdminApi();
      await fillSlotByPhone(staff, date, '20:00');
      await staff.dispose();
      const stamp = Date.now();
      const guests = [
        { name: 'Lotte Leise', email: `leave-${stamp}@example.org` },
        { name: 'Karl Konrad', email: `stay-${stamp}@example.org` },
      ];
      for (const guest of guests) {
        const joined = await fetch(`${baseUrl}/api/waitlist`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'de' },
          body: JSON.stringify({ ...guest, phone: '+49 30 5550199', date, time: '20:00', guests: 2, specialRequests: '' }),
        });
        expect(joined.status).toBe(201);
      }

      const tablet = await openPage(browser, { width: 1024, height: 768 });
      await signIn(tablet.page, 'de');
      await tablet.page.goto(`${baseUrl}/de/admin/dashboard?tab=reservations&view=waitlist`);
      const tables = tablet.page.getByRole('region', { name: /^Tische \(\d+\)$/ });
      const slot = tables.getByRole('region', { name: new RegExp(`, 20:00$`) }).filter({ hasText: guests[0]!.name });
      await expect.poll(() => slot.getByRole('listitem').count()).toBe(2);
      expect(await slot.getByRole('listitem').first().textContent()).toContain(`1.${guests[0]!.name}`);
      await keepScreenshot(tablet.page, 'dashboard-waitlist-de');

      const mail = await waitForMail(guests[0]!.email, /Sie stehen auf der Warteliste/);
      const leave = /https?:\/\/[^\s/]+(\/de\/waitlist#leave=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
      expect(leave).not.toBeNull();
      const { page, problems } = await openPage(browser, phone);
      await page.goto(`${baseUrl}${leave![1]!}`);
      await page.getByText('Niemand wartet vor Ihnen.').waitFor();
      await keepScreenshot(page, 'waitlist-place-de');
      await page.getByRole('button', { name: 'Von der Warteliste abmelden' }).click();
      await page.getByText(/Sie stehen nicht mehr auf der Warteliste/).waitFor();
      await keepScreenshot(page, 'waitlist-left-de');
      expect(problems).toEqual([]);
      await page.close();

      const rest = tables.getByRole('region', { name: new RegExp(`, 20:00$`) }).filter({ hasText: guests[1]!.name });
      await expect.poll(() => rest.getByRole('listitem').count(), { timeout: 20_000 }).toBe(1);
      await rest.getByRole('button', { name: new RegExp(`^Entfernen ${guests[1]!.name}`) }).click();
      await tablet.page
        .getByRole('alertdialog', { name: 'Von der Warteliste nehmen?' })
        .getByRole('button', { name: 'Von der Warteliste nehmen' })
        .click();
      await tablet.page.getByText(`${guests[1]!.name} steht nicht mehr auf der Warteliste.`).waitFor();
      await expect.poll(() => rest.count()).toBe(0);
      expect(faultsAmong(tablet.problems)).toEqual([]);
      await tablet.page.close();
    },
  );
});
