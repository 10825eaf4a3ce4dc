import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  berlinDate,
  daysAfter,
  girocodeOf,
  slotsOn,
  type HouseScheduleInput,
  type PublishedSchedule,
  type Reservation,
} from '@ristorante/contracts';
import { scannedQrCode } from '../../services/notification-worker/test/support/scanned-qr-code.js';
import { signedInAdminApi, type AdminApi } from './support/admin-api.js';
import { baseUrl, desktop, keepScreenshot, launchBrowser, openPage, phone } from './support/browser.js';
import { waitForMail } from './support/mail-folder.js';
import { inScheduleTurn, journeyInTurn } from './support/schedule-turn.js';
import { signIn } from './support/staff.js';

/**
 * Guests remembered and deposits (docs/decisions.md 163–166): a returning guest books online with her allergy remembered, and
 * the waiter's day sheet shows her third visit and the allergy; a guest who did not come twice books online and is
 * told the restaurant will call, while the request waits for staff marked 'Call first'. Earlier visits are made
 * as staff would record them: taken by phone, their day moved into the past (as time passing would), a no-show
 * marked as such. A party of twelve is asked for a deposit: its mail's GiroCode scans to the EPC payload, its
 * link page shows the account, and once staff mark the deposit received the guest gets the confirmation. An event
 * night asking its whole price in advance says so on its form, mails the GiroCode, and is confirmed when staff mark
 * the payment received in the bookings tab.
 */
const tablet = { width: 1024, height: 768 };
let browser: Browser;
let staff: AdminApi;
let schedule: PublishedSchedule;
/** Every reservation this journey made: deleted at its end, so the days other journeys book stay as they expect. */
const made: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signedInAdminApi();
  schedule = await staff.get<PublishedSchedule>('/api/schedule');
});
afterAll(async () => {
  for (const id of made) await staff?.send('DELETE', `/api/reservations/${id}`);
  await staff?.dispose();
  await browser?.close();
});

const today = berlinDate(new Date());
/** The first open day from `days` ahead, with its 19:00 table when it has one, else its first. */
function openDayFrom(days: number): { date: string; time: string } {
  for (let offset = days; offset < days + 14; offset += 1) {
    const date = daysAfter(today, offset);
    const slots = slotsOn(schedule, date);
    if (slots.length > 0) return { date, time: slots.includes('19:00') ? '19:00' : slots[0]! };
  }
  throw new Error('no open day in two weeks');
}

/** A visit staff recorded `daysAgo` days ago: taken by phone, confirmed; a no-show when `missed`. */
async function pastVisit(guest: { name: string; phone: string; email: string }, daysAgo: number, missed = false) {
  const ahead = openDayFrom(80);
  const fields = { ...guest, guests: 2, specialRequests: null, locale: 'de' };
  const answer = await staff.send('POST', '/api/admin/reservations', { ...fields, ...ahead });
  expect(answer.status).toBe(201);
  const { id } = answer.body as Reservation;
  made.push(id);
  const moved = await staff.send('PUT', `/api/reservations/${id}`, {
    ...fields,
    date: daysAfter(today, -daysAgo),
    time: '19:00',
  });
  expect(moved.status).toBe(200);
  if (missed) expect((await staff.send('PATCH', `/api/reservations/${id}/status`, { status: 'no_show' })).status).toBe(200);
}

/** Fills the public reservation form and sends it; answers the stored reservation. */
async function bookOnline(
  page: Page,
  locale: 'de' | 'en',
  guest: { name: string; phone: string; email: string; wishes?: string; remember?: boolean },
  slot: { date: string; time: string },
): Promise<Reservation> {
  const labels =
    locale === 'de'
      ? {
          name: 'Name',
          phone: 'Telefon',
          email: 'E-Mail',
          date: 'Datum',
          time: 'Uhrzeit',
          wishes: 'Besondere Wünsche',
          submit: 'Tisch reservieren',
          remember: /Meine Wünsche und Allergien/,
        }
      : {
          name: 'Name',
          phone: 'Phone',
          email: 'Email',
          date: 'Date',
          time: 'Time',
          wishes: 'Special requests',
          submit: 'Make Reservation',
          remember: /Remember my wishes/,
        };
  await page.goto(`${baseUrl}/${locale}/reservations`);
  const form = page.locator('form');
  await form.getByLabel(new RegExp(`^${labels.name}`)).fill(guest.name);
  await form.getByLabel(new RegExp(`^${labels.phone}`)).fill(guest.phone);
  await form.getByLabel(new RegExp(`^${labels.email}`)).fill(guest.email);
  await form.getByLabel(new RegExp(`^${labels.date}`)).fill(slot.date);
  await form.getByLabel(new RegExp(`^${labels.time}`)).selectOption(slot.time);
  if (guest.wishes) await form.getByLabel(new RegExp(`^${labels.wishes}`)).fill(guest.wishes);
  if (guest.remember) await form.getByRole('checkbox', { name: labels.remember }).check();
  const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservations');
  await form.getByRole('button', { name: labels.submit, exact: true }).click();
  expect((await created).status()).toBe(201);
  const reservation = (await (await created).json()) as Reservation;
  made.push(reservation.id);
  return reservation;
}

describe('guests remembered (docs/decisions.md 163, 164)', () => {
  it("a returning guest's booking shows her 3rd visit and her allergy in the day sheet; her profile and the guests screen know her", async () => {
    const giulia = { name: 'Giulia Ferri', phone: '+49 30 5550199', email: `giulia-${Date.now()}@example.org` };
    await pastVisit(giulia, 41);
    await pastVisit(giulia, 13);
    const slot = openDayFrom(71);
    const guestPage = await openPage(browser, desktop);
    const booked = await bookOnline(
      guestPage.page,
      'de',
      { ...giulia, wishes: 'Nussallergie – bitte ganz ohne Nüsse', remember: true },
      slot,
    );
    await keepScreenshot(guestPage.page, 'guest-remember-wishes-form');

    const { page } = await openPage(browser, tablet);
    await signIn(page, 'de');
    await page.goto(`${baseUrl}/de/admin/dashboard?tab=reservations&date=${slot.date}`);
    const row = page.locator('li.admin-booking', { hasText: 'Giulia Ferri' });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('3. Besuch');
    // Her allergy, as she asked again this time: the booking's own wishes, the remembered ones not repeated beside them.
    expect(await row.textContent()).toContain('Wünsche: Nussallergie – bitte ganz ohne Nüsse');
    expect(await row.textContent()).not.toContain('Gemerkt:');
    await keepScreenshot(page, 'guest-day-sheet-returning');

    // Her name opens her profile: two visits, the wish she agreed to, this booking to come.
    await row.getByRole('button', { name: 'Gästeprofil von Giulia Ferri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Giulia Ferri' });
    await expect.poll(() => dialog.getByText('2 Besuche').count()).toBe(1);
    expect(await dialog.locator('.guest-profile-remembered').textContent()).toContain('Nussallergie');
    expect(await dialog.locator('.guest-profile-bookings').first().textContent()).toContain('Ausstehend');
    await dialog.getByLabel('Schlagwörter').fill('Stammgast');
    await dialog.getByRole('button', { name: 'Notizen speichern' }).click();
    await expect.poll(() => page.getByText('Das Profil von Giulia Ferri ist gespeichert.').count()).toBeGreaterThan(0);
    await keepScreenshot(page, 'guest-profile-dialog');
    await dialog.locator('.dialog-header').getByRole('button', { name: 'Schließen' }).click();
    // The tag is beside the booking too, once the day is read again.
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Stammgast');

    // The guests screen finds her by part of her number, on a phone too.
    const small = await openPage(browser, phone);
    await signIn(small.page, 'de');
    await small.page.goto(`${baseUrl}/de/admin/dashboard?tab=guests&q=5550199`);
    const found = small.page.getByRole('row', { name: /Giulia Ferri/ });
    await expect.poll(() => found.count()).toBe(1);
    expect(await found.textContent()).toMatch(/Stammgast.*2 Besuche.*0 No-Shows/);
    await keepScreenshot(small.page, 'guest-guests-screen');
    const answer = await staff.get<Reservation[]>(`/api/reservations?q=${encodeURIComponent(giulia.email)}`);
    expect(answer.find((each) => each.id === booked.id)?.guest).toMatchObject({ visits: 2, noShows: 0, tags: ['Stammgast'] });
  });

  it('a guest with two no-shows books online: told politely the restaurant will call; the request waits for staff marked Call first', async () => {
    const kai = { name: 'Kai Brenner', phone: '+49 176 5550142', email: `kai-${Date.now()}@example.org` };
    await pastVisit(kai, 70, true);
    await pastVisit(kai, 21, true);
    const slot = openDayFrom(74);
    const { page } = await openPage(browser, phone);
    const booked = await bookOnline(page, 'en', kai, slot);
    expect(booked).toMatchObject({ status: 'pending', confirmByPhone: true });
    await expect
      .poll(() =>
        page
          .getByText('To confirm your reservation, we will give you a call at +49 176 5550142 shortly.', { exact: false })
          .count(),
      )
      .toBe(1);
    expect(await page.getByText(/confirm it by email within/).count()).toBe(0);
    await keepScreenshot(page, 'guest-no-show-call-first');
    const mail = await waitForMail(kai.email, /We have received your reservation request/);
    expect(mail.text).toContain('we will give you a call at +49 176 5550142 shortly');

    const staffPage = await openPage(browser, tablet);
    await signIn(staffPage.page, 'en');
    await staffPage.page.goto(`${baseUrl}/en/admin/dashboard?tab=reservations&date=${slot.date}`);
    const row = staffPage.page.locator('li.admin-booking', { hasText: 'Kai Brenner' });
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.textContent();
    expect(text).toContain('Call first');
    expect(text).toContain('2 no-shows');
    expect(text).toContain('Pending');
    await keepScreenshot(staffPage.page, 'guest-day-sheet-call-first');
  });
});

/** The owner's deposits for the journey: ten guests or more pay €20 each within five days. */
const deposits = {
  fromGuests: 10,
  amountPerPersonCents: 2000,
  daysToPay: 5,
  holder: 'Trattoria La Sosta GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};

/** Saves the schedule as read with `changes`; answers the schedule saved. */
async function saveSchedule(changes: Partial<HouseScheduleInput>): Promise<PublishedSchedule> {
  const current = await staff.get<PublishedSchedule>('/api/schedule');
  const { version: _version, ...fields } = current;
  const saved = await staff.send('PUT', '/api/admin/schedule', { ...fields, ...changes });
  expect(saved.status).toBe(200);
  return saved.body as PublishedSchedule;
}

describe('a deposit by bank transfer (docs/decisions.md 165)', () => {
  it(
    'a party of 12 gets the deposit mail with a GiroCode that scans to the EPC payload; staff mark it received and the guest is confirmed',
    journeyInTurn,
    async () => {
      const chiara = { name: 'Chiara Valli', phone: '+49 30 5550177', email: `chiara-${Date.now()}@example.org` };
      const slot = openDayFrom(77);
      const { page } = await openPage(browser, phone);
      await page.goto(`${baseUrl}/de/reservations`);
      const form = page.locator('form');
      await form.getByLabel(/^Name/).fill(chiara.name);
      await form.getByLabel(/^Telefon/).fill(chiara.phone);
      await form.getByLabel(/^E-Mail/).fill(chiara.email);
      await form.getByLabel(/^Datum/).fill(slot.date);
      await form.getByLabel(/^Uhrzeit/).selectOption(slot.time);
      await form.getByLabel(/^Personen/).selectOption('12');
      // The owner's deposits only while the request is sent (the booking keeps its own), in the schedule's turn: the
      // other journeys book without them (support/schedule-turn.ts).
      const booked = await inScheduleTurn(async () => {
        await saveSchedule({ deposits });
        try {
          const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservations');
          await form.getByRole('button', { name: 'Tisch reservieren', exact: true }).click();
          expect((await created).status()).toBe(201);
          return (await (await created).json()) as Reservation;
        } finally {
          await saveSchedule({ deposits: undefined });
        }
      });
      made.push(booked.id);
      expect(booked.deposit).toMatchObject({ status: 'awaiting', amountCents: 24_000 });
      await expect.poll(() => page.getByText(/bitten wir um eine Anzahlung von 240,00/).count()).toBe(1);
      await keepScreenshot(page, 'deposit-form-thanks');

      // The mail: the account, the reference and a GiroCode that a scanner reads back to the EPC payload.
      const mail = await waitForMail(chiara.email, /Reservierungsanfrage .* ist eingegangen/);
      expect(mail.text).toContain('DE89 3704 0044 0532 0130 00');
      expect(mail.text).toContain(booked.deposit!.reference);
      const image = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
      expect(image, 'the mail carries the GiroCode').toBeDefined();
      // Shown in the HTML part by its cid (which the mail parser turns into the image's data).
      expect(image!.cid).toBe('girocode@trattoria');
      expect(mail.html || '').toContain('alt="GiroCode für die Überweisung der Anzahlung"');
      const payload = girocodeOf({
        amountCents: 24_000,
        dueAt: booked.deposit!.dueAt,
        reference: booked.deposit!.reference,
        holder: deposits.holder,
        iban: 'DE89370400440532013000',
        bic: deposits.bic,
      });
      expect(scannedQrCode(image!.content)).toBe(payload);
      expect(payload).toBe(
        `BCD\n002\n1\nSCT\nCOBADEFFXXX\nTrattoria La Sosta GmbH\nDE89370400440532013000\nEUR240\n\n\n${booked.deposit!.reference}`,
      );

      // The personal link shows the deposit, the account and the GiroCode.
      const link = /https?:\/\/[^\s/]+(\/de\/booking#[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!;
      await page.goto(`${baseUrl}${link}`);
      const section = page.getByRole('region', { name: 'Anzahlung' });
      await expect.poll(() => section.count()).toBe(1);
      expect(await section.textContent()).toContain('DE89 3704 0044 0532 0130 00');
      await expect.poll(() => section.getByRole('img', { name: 'GiroCode für die Überweisung der Anzahlung' }).count()).toBe(1);
      await keepScreenshot(page, 'deposit-guest-link');

      // Staff mark it received on the day sheet: confirmed, and the guest gets the confirmation.
      const staffPage = await openPage(browser, tablet);
      await signIn(staffPage.page, 'de');
      await staffPage.page.goto(`${baseUrl}/de/admin/dashboard?tab=reservations&date=${slot.date}`);
      const row = staffPage.page.locator('li.admin-booking', { hasText: chiara.name });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toMatch(/Anzahlung 240\s€ bis \d\d\.\d\d\. offen/);
      await keepScreenshot(staffPage.page, 'deposit-day-sheet');
      await row.getByRole('button', { name: /^Anzahlung erhalten/ }).click();
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Bestätigt');
      expect(await row.textContent()).toMatch(/Anzahlung 240\s€ erhalten/);
      const confirmation = await waitForMail(chiara.email, /ist bestätigt/);
      expect(confirmation.text).toContain('Ihr Tisch ist für Sie reserviert');
    },
  );
});

describe('an event night paid in advance (docs/decisions.md 166)', () => {
  it(
    'the form says what is asked, the mail carries the GiroCode, and staff mark the payment received in the bookings tab',
    journeyInTurn,
    async () => {
      const stamp = Date.now();
      const lena = { name: 'Lena Moretti', email: `lena-${stamp}@example.org` };
      const start = new Date(Date.now() + 74 * 86_400_000);
      start.setUTCHours(17, 0, 0, 0);
      const created = await staff.send('POST', '/api/events', {
        title_de: `Trüffelmenü ${stamp}`,
        title_en: `Truffle menu ${stamp}`,
        description_en: 'Five courses with white truffle.',
        event_date: start.toISOString(),
        price: 45,
        max_attendees: 10,
        advance_payment: 'full',
      });
      expect(created.status).toBe(201);
      const eventId = (created.body as { id: string }).id;
      try {
        // A new event's page is rendered a moment after it is saved (docs/decisions.md 92).
        await expect
          .poll(async () => (await fetch(`${baseUrl}/de/events/${eventId}`)).status, { timeout: 20_000, interval: 500 })
          .toBe(200);
        const { page } = await openPage(browser, phone);
        // The owner's account only while the guest books, in the schedule's turn (tables ask no deposit meanwhile).
        const booked = await inScheduleTurn(async () => {
          await saveSchedule({ deposits: { ...deposits, fromGuests: null } });
          try {
            // The page is rendered again with the owner's new settings a moment after the save (docs/decisions.md 110).
            const form = page.locator('form.event-form');
            const note = form.getByText(/Vorab per Überweisung: der volle Preis von 90,00/);
            await expect
              .poll(
                async () => {
                  await page.goto(`${baseUrl}/de/events/${eventId}`);
                  await page.getByRole('button', { name: 'Jetzt buchen', exact: true }).click();
                  await form.getByLabel(/^Anzahl der Gäste/).selectOption('2');
                  return note.count();
                },
                { timeout: 20_000, interval: 1000 },
              )
              .toBe(1);
            await form.getByLabel(/^Name/).fill(lena.name);
            await form.getByLabel(/^E-Mail/).fill(lena.email);
            await form.getByLabel(/^Telefon/).fill('+49 30 5550188');
            await keepScreenshot(page, 'event-prepayment-form');
            const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/events/${eventId}/book`);
            await form.getByRole('button', { name: 'Buchung absenden' }).click();
            expect((await answer).status()).toBe(201);
            return (await (await answer).json()) as {
              id: string;
              deposit: { amountCents: number; reference: string; dueAt: string };
            };
          } finally {
            await saveSchedule({ deposits: undefined });
          }
        });
        expect(booked.deposit).toMatchObject({
          amountCents: 9000,
          reference: `Zahlung E-${booked.id.slice(0, 8).toUpperCase()}`,
        });
        await expect.poll(() => page.getByText(/bitten wir um Vorauszahlung von 90,00/).count()).toBe(1);

        const mail = await waitForMail(lena.email, /Ihre Buchung für „Trüffelmenü .*“ .* ist eingegangen/);
        expect(mail.text).toContain('Vorauszahlung');
        const image = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
        expect(scannedQrCode(image!.content)).toBe(
          `BCD\n002\n1\nSCT\nCOBADEFFXXX\nTrattoria La Sosta GmbH\nDE89370400440532013000\nEUR90\n\n\n${booked.deposit.reference}`,
        );

        // Staff find it awaiting its payment in the bookings tab and mark it received: confirmed, the guest told.
        const staffPage = await openPage(browser, tablet);
        await signIn(staffPage.page, 'de');
        await staffPage.page.goto(`${baseUrl}/de/admin/dashboard?tab=bookings&event=${eventId}`);
        const row = staffPage.page.locator('tr', { hasText: lena.name });
        await expect.poll(() => row.count()).toBe(1);
        expect(await row.textContent()).toMatch(/Zahlung 90\s€ bis \d\d\.\d\d\. offen/);
        await keepScreenshot(staffPage.page, 'event-prepayment-bookings-tab');
        await row.getByRole('button', { name: /^Zahlung erhalten/ }).click();
        await expect.poll(() => row.textContent(), { timeout: 15_000 }).toMatch(/Zahlung 90\s€ erhalten/);
        expect(await row.textContent()).toContain('Bestätigt');
        await waitForMail(lena.email, /Ihre Buchung für „Trüffelmenü .*“ .* ist bestätigt/);
      } finally {
        await staff.send('DELETE', `/api/events/${eventId}`);
      }
    },
  );
});
