import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { defaultHouseSchedule, weekdayOf } from '@ristorante/contracts';
import { signedInAdminApi } from './support/admin-api.js';
import { baseUrl, desktop, keepScreenshot, launchBrowser, openPage, phone } from './support/browser.js';
import { signIn } from './support/staff.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A date some days ahead, as the date input takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const reservation = {
  de: {
    submit: 'Tisch reservieren',
    labels: { name: 'Name', phone: 'Telefon', email: 'E-Mail', date: 'Datum', time: 'Uhrzeit', guests: 'Personen' },
    errors: [
      'Name ist erforderlich',
      'Telefonnummer ist erforderlich',
      'E-Mail ist erforderlich',
      'Datum ist erforderlich',
      'Uhrzeit ist erforderlich',
    ],
    success: 'Vielen Dank! Ihre Reservierung wurde erfolgreich übermittelt.',
  },
  en: {
    submit: 'Make Reservation',
    labels: { name: 'Name', phone: 'Phone', email: 'Email', date: 'Date', time: 'Time', guests: 'Guests' },
    errors: ['Name is required', 'Phone number is required', 'Email is required', 'Date is required', 'Time is required'],
    success: 'Thank you! Your reservation has been submitted successfully.',
  },
} as const;

const field = (page: Page, label: string) => page.locator('form').getByLabel(new RegExp(`^${label}`));

describe('guest journeys in a real browser, through Nginx', () => {
  it.each([
    ['de', phone],
    ['en', desktop],
  ] as const)(
    'when a guest books a table in %s, then each error shows once, and a valid form is thanked and reset',
    async (locale, viewport) => {
      const texts = reservation[locale];
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/${locale}/reservations`);
      await page.locator('form').getByRole('button', { name: texts.submit, exact: true }).click();
      for (const error of texts.errors) await expect.poll(() => page.getByText(error, { exact: true }).count()).toBe(1);
      await keepScreenshot(page, `reservation-errors-${locale}`);

      await field(page, texts.labels.name).fill('Giulia Rossi');
      await expect.poll(() => page.getByText(texts.errors[0]!, { exact: true }).count()).toBe(0);
      await field(page, texts.labels.phone).fill('+49 30 9876543');
      await field(page, texts.labels.email).fill('giulia@example.org');
      await field(page, texts.labels.date).fill(inDays(6));
      await field(page, texts.labels.time).selectOption('20:00');
      await field(page, texts.labels.guests).selectOption('3');
      const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservations');
      await page.locator('form').getByRole('button', { name: texts.submit, exact: true }).click();
      expect((await created).status()).toBe(201);
      await expect.poll(() => page.getByText(texts.success, { exact: true }).count()).toBe(1);
      expect(await field(page, texts.labels.name).inputValue()).toBe('');
      await keepScreenshot(page, `reservation-success-${locale}`);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('when an evening is full, then the form marks its times, offers the next free ones, and one of them is booked', async () => {
    // Staff fill the whole evening by phone: the room's 40 covers at 17:00, 19:00 and 21:00 (two-hour seatings).
    const full = inDays(45);
    const staff = await signedInAdminApi();
    for (const time of ['17:00', '19:00', '21:00']) {
      const taken = await staff.send('POST', '/api/admin/reservations', {
        name: 'Hochzeit Rossi',
        phone: '+49 30 1111111',
        email: '',
        date: full,
        time,
        guests: 40,
      });
      expect(taken.status).toBe(201);
    }
    await staff.dispose();

    const texts = reservation.de;
    const { page, problems } = await openPage(browser, phone);
    await page.goto(`${baseUrl}/de/reservations`);
    await field(page, texts.labels.date).fill(full);
    const offer = page.getByText('An diesem Tag ist für 2 Personen nichts mehr frei. Die nächsten freien Zeiten:');
    await expect.poll(() => offer.count()).toBe(1);
    const time = field(page, texts.labels.time);
    expect(await time.locator('option', { hasText: '19:00 – ausgebucht' }).isDisabled()).toBe(true);
    await keepScreenshot(page, 'reservation-day-full-de');
    const next = page.getByRole('button', { name: /, 17:00 Uhr$/ });
    await next.click();
    expect(await field(page, texts.labels.date).inputValue()).toBe(inDays(46));
    expect(await time.inputValue()).toBe('17:00');
    await field(page, texts.labels.name).fill('Marco Bianchi');
    await field(page, texts.labels.phone).fill('+49 30 2222222');
    await field(page, texts.labels.email).fill('marco@example.org');
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservations');
    await page.locator('form').getByRole('button', { name: texts.submit, exact: true }).click();
    expect((await created).status()).toBe(201);
    await expect.poll(() => page.getByText(texts.success, { exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('when the owner closes a Monday with a note and lowers the room, then the form, the footer and the JSON-LD say so, and bookings follow', async () => {
    // A Monday nine weeks ahead: the other journeys of this run book the coming days, and a closed day with bookings
    // on it is (rightly) refused. The schedule is put back at the end for them.
    let monday = inDays(63);
    for (let days = 63; weekdayOf(monday) !== 'monday'; days++) monday = inDays(days);
    const note = { de: 'Geschlossen wegen Betriebsferien', en: 'Closed for our staff holiday' };

    const owner = await openPage(browser, desktop);
    await signIn(owner.page, 'de');
    // The overview's reads finish first: leaving while they run would abort them (a failed request).
    await owner.page.waitForLoadState('networkidle');
    await owner.page.goto(`${baseUrl}/de/admin/dashboard?tab=settings`);
    await owner.page.getByRole('button', { name: 'Ausnahme hinzufügen' }).click();
    const exception = owner.page.getByRole('group', { name: 'Ausnahme 1' });
    await exception.getByLabel('Von').fill(monday);
    await exception.getByLabel('Bis (einschließlich)').fill(monday);
    await exception.getByLabel('Hinweis für Gäste (Deutsch)').fill(note.de);
    await exception.getByLabel('Hinweis für Gäste (Englisch)').fill(note.en);
    await owner.page.getByLabel('Plätze im Restaurant').fill('36');
    await keepScreenshot(owner.page, 'settings-before-save-de');
    const saved = owner.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/schedule');
    await owner.page.getByRole('button', { name: 'Speichern', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await owner.page.getByText('Gespeichert. Die Seiten zeigen es in wenigen Sekunden.').waitFor();
    expect(owner.problems).toEqual([]);
    await owner.page.close();

    try {
      // The pages are rendered again on the save: the footer and the JSON-LD of the reservation page name the day.
      const guest = await openPage(browser, phone);
      const spoken = new Intl.DateTimeFormat('de-DE', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${monday}T12:00:00Z`));
      await expect
        .poll(
          async () => {
            await guest.page.goto(`${baseUrl}/de/reservations`);
            return guest.page.locator('footer').innerText();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toContain(`${spoken}: Geschlossen – ${note.de}`);
      const restaurant = (await guest.page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'Restaurant');
      expect(restaurant?.specialOpeningHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        validFrom: monday,
        validThrough: monday,
        opens: '00:00',
        closes: '00:00',
      });
      // The form: the Monday is closed, with the owner's note, and no time is offered; the next free times are.
      await field(guest.page, reservation.de.labels.date).fill(monday);
      await expect.poll(() => guest.page.getByText(note.de, { exact: true }).count()).toBe(1);
      await expect
        .poll(() =>
          guest.page
            .locator('form')
            .getByText(/^Am .* haben wir geschlossen\./)
            .count(),
        )
        .toBe(1);
      expect(await field(guest.page, reservation.de.labels.time).locator('option').count()).toBe(1);
      await expect.poll(() => guest.page.getByRole('button', { name: /, 17:00 Uhr$/ }).count()).toBeGreaterThan(0);
      await keepScreenshot(guest.page, 'reservation-closed-day-de');
      expect(guest.problems).toEqual([]);
      await guest.page.close();

      // The lowered room: an empty evening has 36 covers, and a phone booking of 37 does not fit.
      const evening = inDays(64);
      const free = (await (await fetch(`${baseUrl}/api/availability?date=${evening}&guests=2`)).json()) as {
        slots: Array<{ time: string; left: number }>;
      };
      expect(free.slots.find((slot) => slot.time === '19:00')?.left).toBe(36);
      const staff = await signedInAdminApi();
      const tooMany = await staff.send('POST', '/api/admin/reservations', {
        name: 'Gruppe Weber',
        phone: '+49 30 3333333',
        email: '',
        date: evening,
        time: '19:00',
        guests: 37,
      });
      expect(tooMany.status).toBe(409);
      await staff.dispose();
    } finally {
      // The other journeys of the run expect the opening schedule.
      const staff = await signedInAdminApi();
      expect((await staff.send('PUT', '/api/admin/schedule', defaultHouseSchedule)).status).toBe(200);
      await staff.dispose();
    }
  });

  it.each([
    ['de', phone, 'Speisen', 'Pasta', 'Getränke', 'Alkoholfrei'],
    ['en', desktop, 'Food', 'Pasta', 'Drinks', 'Non-Alcoholic'],
  ] as const)(
    'when a guest filters the menu in %s, then the list and its counts follow',
    async (locale, viewport, food, pasta, drinks, soft) => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/${locale}/menu`);
      const cards = page.locator('#menu-results .menu-item');
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(30);
      const all = await cards.count();
      await keepScreenshot(page, `menu-all-${locale}`);

      const countIn = async (name: string) =>
        Number(/\((\d+)\)/.exec(await page.getByRole('button', { name: new RegExp(`^${name} `) }).innerText())?.[1]);
      await page.getByRole('button', { name: new RegExp(`^${food} `) }).click();
      const pastaCount = await countIn(pasta);
      await page.getByRole('button', { name: new RegExp(`^${pasta} `) }).click();
      await expect.poll(() => cards.count()).toBe(pastaCount);
      expect(pastaCount).toBeLessThan(all);
      await keepScreenshot(page, `menu-pasta-${locale}`);

      await page.getByRole('button', { name: new RegExp(`^${drinks} `) }).click();
      const softCount = await countIn(soft);
      await page.getByRole('button', { name: new RegExp(`^${soft} `) }).click();
      await expect.poll(() => cards.count()).toBe(softCount);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it.each([
    [
      'de',
      phone,
      'Jetzt buchen',
      { name: 'Name', email: 'E-Mail', phone: 'Telefon', guests: 'Anzahl der Gäste' },
      'Buchung absenden',
    ],
    ['en', desktop, 'Book Now', { name: 'Name', email: 'Email', phone: 'Phone', guests: 'Number of guests' }, 'Submit Booking'],
  ] as const)(
    'when a guest books an event seat in %s, then the attendance rises; a sold-out event cannot be opened',
    async (locale, viewport, bookNow, labels, submit) => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/${locale}/events`);
      const cards = page.getByTestId('event-card');
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
      await keepScreenshot(page, `events-${locale}`);
      // The seed's sold-out event: its card has no link to open.
      const soldOut = page.locator('li.event-card-sold-out');
      expect(await soldOut.count()).toBeGreaterThanOrEqual(1);
      expect(await soldOut.first().locator('a').count()).toBe(0);

      await page.locator('li.event-card:not(.event-card-sold-out) a.event-card-link').last().click();
      await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
      const attendance = page.getByTestId('event-attendance');
      await expect.poll(() => attendance.innerText()).toMatch(/\d+/);
      const before = Number(/\d+/.exec(await attendance.innerText())![0]);

      await page.getByRole('button', { name: bookNow, exact: true }).click();
      const form = page.locator('form');
      await form.getByLabel(new RegExp(`^${labels.name}`)).fill('Marco Bianchi');
      await form.getByLabel(new RegExp(`^${labels.email}`)).fill('marco@example.org');
      await form.getByLabel(new RegExp(`^${labels.phone}`)).fill('+49 170 7654321');
      await form.getByLabel(new RegExp(`^${labels.guests}`)).selectOption('2');
      const booked = page.waitForResponse((response) => /\/book$/.test(new URL(response.url()).pathname));
      await form.getByRole('button', { name: submit, exact: true }).click();
      expect((await booked).status()).toBe(201);
      await expect.poll(async () => Number(/\d+/.exec(await attendance.innerText())![0])).toBe(before + 2);
      await keepScreenshot(page, `event-booked-${locale}`);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it.each([phone, desktop])('when the hamburger menu is opened and Escape pressed, then it closes (%o)', async (viewport) => {
    const { page, problems } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}/en`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => nav.isVisible()).toBe(true);
    await keepScreenshot(page, 'menu-open');
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await expect.poll(() => page.locator(':focus').getAttribute('aria-label')).toBe('Open menu');
    expect(problems).toEqual([]);
    await page.close();
  });
});
