import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { daysAfter, defaultHouseSchedule, weekdayOf } from '@ristorante/contracts';
import { signedInAdminApi, type AdminApi } from './support/admin-api.js';
import { baseUrl, desktop, faultsAmong, keepScreenshot, launchBrowser, openPage, phone } from './support/browser.js';
import { inScheduleTurn, journeyInTurn } from './support/schedule-turn.js';
import { signIn } from './support/staff.js';
import { fillSlotByPhone } from './support/full-slot.js';

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

/** Staff enter a booking taken by phone (no e-mail): how these journeys fill an evening before a guest looks. */
const phoneBooking = (staff: AdminApi, booking: { name: string; date: string; time: string; guests: number }) =>
  staff.send('POST', '/api/admin/reservations', { phone: '+49 30 1111111', email: '', ...booking });

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
    // Staff fill the whole evening by phone: every table (and the room's covers) at 17:00, 19:00 and 21:00
    // (two-hour seatings; docs/decisions.md 155).
    const full = inDays(45);
    const staff = await signedInAdminApi();
    for (const time of ['17:00', '19:00', '21:00']) expect((await fillSlotByPhone(staff, full, time)).length).toBeGreaterThan(0);
    await staff.dispose();

    const texts = reservation.de;
    const { page, problems } = await openPage(browser, phone);
    await page.goto(`${baseUrl}/de/reservations`);
    await field(page, texts.labels.date).fill(full);
    const offer = page.getByText('An diesem Tag ist für 2 Personen nichts mehr frei. Die nächsten freien Zeiten:');
    await expect.poll(() => offer.count()).toBe(1);
    const time = field(page, texts.labels.time);
    // A full time stays choosable only to wait for it (docs/decisions.md 115).
    expect(await time.locator('option', { hasText: '19:00 – ausgebucht, Warteliste' }).isDisabled()).toBe(false);
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

  it(
    'when the owner closes a Monday with a note and lowers the room, then the form, the footer and the JSON-LD say so, and bookings follow',
    journeyInTurn,
    async () => {
      // The schedule is this journey's alone until it is put back (support/schedule-turn.ts).
      await inScheduleTurn(async () => {
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
        // After the silent refresh if there was one: the run's access tokens live seconds (docs/decisions.md 69).
        const saved = owner.page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/admin/schedule' &&
            response.request().method() === 'PUT' &&
            response.status() !== 401,
        );
        await owner.page.getByRole('button', { name: 'Speichern', exact: true }).click();
        expect((await saved).status()).toBe(200);
        await owner.page.getByText('Gespeichert. Die Seiten zeigen es in wenigen Sekunden.').waitFor();
        // The dashboard's polling reads cut off by moving between its tabs are not faults.
        expect(faultsAmong(owner.problems)).toEqual([]);
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
          // The day after the closed Monday: open (64 days ahead is that Monday itself when the run is on a Sunday).
          const evening = daysAfter(monday, 1);
          const free = (await (await fetch(`${baseUrl}/api/availability?date=${evening}&guests=2`)).json()) as {
            slots: Array<{ time: string; left: number }>;
          };
          expect(free.slots.find((slot) => slot.time === '19:00')?.left).toBe(36);
          const staff = await signedInAdminApi();
          const tooMany = await phoneBooking(staff, { name: 'Gruppe Weber', date: evening, time: '19:00', guests: 37 });
          expect(tooMany.status).toBe(409);
          await staff.dispose();
        } finally {
          // The other journeys of the run expect the opening schedule.
          const staff = await signedInAdminApi();
          expect((await staff.send('PUT', '/api/admin/schedule', defaultHouseSchedule)).status).toBe(200);
          await staff.dispose();
        }
      });
    },
  );

  it('when the owner plans an exclusive event night over a booked table, then the form shows the table first, and once saved guests and staff see the evening taken', async () => {
    // A day no other journey of the run books (the seed's events are 8, 12, 19 and 40 days ahead).
    const night = inDays(52);
    const title = { de: `Cena privata ${night}`, en: `Private dinner ${night}` };
    const staff = await signedInAdminApi();
    const table = await phoneBooking(staff, { name: 'Familie Greco', date: night, time: '18:00', guests: 4 });
    expect(table.status).toBe(201);

    const owner = await openPage(browser, desktop);
    let eventId: string | undefined;
    try {
      await signIn(owner.page, 'de');
      await owner.page.waitForLoadState('networkidle');
      await owner.page.goto(`${baseUrl}/de/admin/dashboard?tab=events`);
      await owner.page.getByRole('button', { name: 'Neue Veranstaltung' }).click();
      const form = owner.page.getByRole('dialog', { name: 'Neue Veranstaltung' });
      await form.getByLabel('Titel (Deutsch)').fill(title.de);
      await form.getByLabel('Titel (Englisch)').fill(title.en);
      await form.getByLabel('Beschreibung (Englisch)').fill('A private dinner for a wedding party.');
      await form.getByLabel('Datum und Uhrzeit').fill(`${night}T19:00`);
      await form.getByLabel('Preis pro Person in Euro').fill('95');
      await form.getByLabel('Plätze insgesamt').fill('30');
      await form.getByLabel('Dauer').selectOption({ label: '4 Stunden' });
      await form.getByLabel('Exklusiv: das ganze Restaurant für die Veranstaltung').check();
      await form.getByRole('button', { name: 'Veranstaltung speichern' }).click();
      // The 18:00 table is still at dinner at 19:00: the form names it before anything is saved.
      const notice = form.getByRole('alert');
      await expect
        .poll(() => notice.textContent())
        .toContain('In der Zeit der Veranstaltung sind schon bis zu 4 Gäste im Restaurant');
      await expect.poll(() => notice.getByRole('link', { name: /18:00 Uhr: Familie Greco, 4 Personen/ }).count()).toBe(1);
      await keepScreenshot(owner.page, 'event-form-room-notice-de');
      const created = owner.page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/events' &&
          response.request().method() === 'POST' &&
          response.status() !== 401,
      );
      await form.getByRole('button', { name: 'Trotzdem speichern' }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      eventId = ((await answer.json()) as { id: string }).id;

      // The booking service hears of the event through the bus: the evening's times close within moments.
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${baseUrl}/api/availability?date=${night}&guests=2`);
            return ((await answer.json()) as { events: unknown[] }).events.length;
          },
          { timeout: 20_000, interval: 250 },
        )
        .toBe(1);
      // The day sheet names the event.
      await owner.page.goto(`${baseUrl}/de/admin/dashboard?tab=reservations&date=${night}`);
      await expect
        .poll(() => owner.page.locator('.admin-day-event').textContent())
        .toBe(`Veranstaltung 19:00–23:00 Uhr: ${title.de}, exklusiv – in dieser Zeit keine Tische`);
      await owner.page.waitForLoadState('networkidle');
      await keepScreenshot(owner.page, 'day-sheet-event-de');
      // The dashboard polls: a read cut off by moving from one tab's address to another's is no fault.
      expect(faultsAmong(owner.problems)).toEqual([]);

      // The guest: a table meeting the event's hours is not bookable, said with its name; one ending as it begins is.
      const guest = await openPage(browser, phone);
      await guest.page.goto(`${baseUrl}/de/reservations`);
      await field(guest.page, reservation.de.labels.date).fill(night);
      const note = guest.page.locator('.reservation-event-note');
      await expect
        .poll(() => note.textContent())
        .toBe(
          `Von 19:00 bis 23:00 Uhr ist das Restaurant für unsere Veranstaltung ${title.de} reserviert. Ein Tisch davor ist bis 17:00 Uhr möglich, damit er zu Beginn frei ist.`,
        );
      const time = field(guest.page, reservation.de.labels.time);
      expect(await time.locator('option', { hasText: '19:30 – nicht buchbar' }).isDisabled()).toBe(true);
      expect(await time.locator('option[value="17:00"]').isDisabled()).toBe(false);
      await keepScreenshot(guest.page, 'reservation-event-night-de');
      expect(await time.locator('option[value="18:00"]').isDisabled()).toBe(true);
      await time.selectOption('17:00');
      await field(guest.page, reservation.de.labels.name).fill('Sara Neri');
      await field(guest.page, reservation.de.labels.phone).fill('+49 30 5555555');
      await field(guest.page, reservation.de.labels.email).fill('sara@example.org');
      const reserved = guest.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservations');
      await guest.page.locator('form').getByRole('button', { name: reservation.de.submit, exact: true }).click();
      expect((await reserved).status()).toBe(201);
      await expect.poll(() => guest.page.getByText(reservation.de.success, { exact: true }).count()).toBe(1);
      expect(guest.problems).toEqual([]);
      await guest.page.close();
    } finally {
      if (eventId) expect((await staff.send('DELETE', `/api/events/${eventId}`)).status).toBe(204);
      await staff.dispose();
      await owner.page.close();
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
    'when a guest books an event seat in %s, then the attendance rises; a sold-out event leads only to its waitlist',
    async (locale, viewport, bookNow, labels, submit) => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/${locale}/events`);
      const cards = page.getByTestId('event-card');
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
      await keepScreenshot(page, `events-${locale}`);
      // The seed's sold-out event: its card does not open as a booking; its one link leads to its waitlist
      // (docs/decisions.md 132).
      const soldOut = page.locator('li.event-card-sold-out');
      expect(await soldOut.count()).toBeGreaterThanOrEqual(1);
      expect(await soldOut.first().locator('a.event-card-link').count()).toBe(0);
      const waitlist = locale === 'de' ? /^Auf die Warteliste: / : /^Join the waitlist: /;
      expect(await soldOut.first().locator('a').count()).toBe(1);
      expect(await soldOut.first().getByRole('link', { name: waitlist }).count()).toBe(1);

      // The seed's seafood dinner (40 seats): not `.last()` of the open cards, since other files add small events of
      // their own further out, and one with a seat or two left cannot take this party of two.
      const seafood = locale === 'de' ? 'Cena di mare – Fischmenü in fünf Gängen' : 'Cena di mare – five-course seafood dinner';
      await page.locator('li.event-card:not(.event-card-sold-out)', { hasText: seafood }).locator('a.event-card-link').click();
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

  it('when a phone without JavaScript taps the menu button, then the menu opens and an entry leads to its page', async () => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/de`);
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
      expect(await nav.isVisible()).toBe(false);
      await page.getByRole('link', { name: 'Menü öffnen' }).click();
      await expect.poll(() => nav.isVisible()).toBe(true);
      await keepScreenshot(page, 'menu-open-without-javascript');
      await nav.getByRole('link', { name: 'Speisekarte' }).click();
      await page.waitForURL(`${baseUrl}/de/menu`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});
