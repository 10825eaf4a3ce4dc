import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { berlinDate, berlinLocalToInstant, type PublishedSchedule, type Reservation } from '@ristorante/contracts';
import { formatCalendarDay } from '../src/lib/format';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';
import { apiError, readSent, server, testSchedule, watchRequests, type Answer, type SentRequest } from './support/api-server';
import { serveAvailability } from './support/availability';

const inDays = (days: number) => berlinDate(new Date(Date.now() + days * 86_400_000));

/** The booking service's answer to a guest's request: pending until staff confirm it. */
const reservation = (): Reservation => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Anna Schmidt',
  email: 'anna@example.org',
  phone: '+49 30 1234567',
  date: inDays(5),
  time: '19:30',
  guests: 4,
  specialRequests: null,
  locale: 'en',
  status: 'pending',
  source: 'online',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});
const received = () => HttpResponse.json(reservation(), { status: 201 });

/** POST /api/reservations answered by `answer`; each request it gets is kept, in order, in the list returned. */
function serveReservations(answer: Answer = received): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http.post('/api/reservations', async ({ request }) => {
      sent.push(await readSent(request));
      return answer();
    }),
  );
  return sent;
}
const texts = {
  de: {
    submit: 'Tisch reservieren',
    name: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    date: 'Datum',
    time: 'Uhrzeit',
    guests: 'Personen',
  },
  en: { submit: 'Make Reservation', name: 'Name', phone: 'Phone', email: 'Email', date: 'Date', time: 'Time', guests: 'Guests' },
} as const;

async function openForm(locale: 'de' | 'en', schedule?: PublishedSchedule) {
  const app = renderApp(`/${locale}/reservations`, { schedule });
  await screen.findByRole('heading', { level: 1 });
  const form = screen.getByRole('form');
  const field = (name: keyof (typeof texts)['de']) => within(form).getByLabelText(new RegExp(`^${texts[locale][name]}`));
  const submit = () => app.user.click(within(form).getByRole('button', { name: texts[locale].submit }));
  return { ...app, form, field, submit };
}

async function fillValid(page: Awaited<ReturnType<typeof openForm>>) {
  await page.user.type(page.field('name'), 'Anna Schmidt');
  await page.user.type(page.field('phone'), '+49 30 1234567');
  await page.user.type(page.field('email'), 'anna@example.org');
  fireEvent.change(page.field('date'), { target: { value: inDays(5) } });
  await page.user.selectOptions(page.field('time'), '19:30');
  await page.user.selectOptions(page.field('guests'), '4');
}

describe('reservation page (/{locale}/reservations)', () => {
  // Every slot open unless a test serves its own (handlers added later answer first).
  beforeEach(() => {
    serveAvailability();
  });

  it('when opened in German, then hours, highlights and policies come from the site configuration, and axe finds nothing', async () => {
    await openForm('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Tisch reservieren' })).toBeTruthy();
    expect(screen.getByText('Bestätigung innerhalb von 30 Minuten')).toBeTruthy();
    expect(screen.getByText('Kostenlose Stornierung bis 2 Stunden vorher')).toBeTruthy();
    expect(screen.getByText('Wir halten Ihren Tisch 15 Minuten nach der reservierten Zeit')).toBeTruthy();
    expect(screen.getByText('Über 100 italienische Weine')).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByText('17:00–23:00 Uhr').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Tisch reservieren | Trattoria La Sosta'));
    await expectNoAxeViolations();
  });

  it('when opened in English, then the form offers the ten slots and 1-12 or 15+ guests, 2 chosen', async () => {
    const page = await openForm('en');
    const slots = within(page.field('time'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(slots).toEqual(['', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
    const guests = within(page.field('guests')).getAllByRole('option');
    expect(guests.map((option) => option.textContent)).toEqual([
      '1 person',
      ...Array.from({ length: 11 }, (_, index) => `${index + 2} people`),
      '15+ people (large group)',
    ]);
    expect((page.field('guests') as HTMLSelectElement).value).toBe('2');
    expect((page.field('date') as HTMLInputElement).min).toBe(inDays(0));
    await page.user.selectOptions(page.field('guests'), '15');
    expect(screen.getByText('Our staff will confirm large groups personally.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it.each([
    [
      'de',
      [
        'Name ist erforderlich',
        'Telefonnummer ist erforderlich',
        'E-Mail ist erforderlich',
        'Datum ist erforderlich',
        'Uhrzeit ist erforderlich',
      ],
    ],
    ['en', ['Name is required', 'Phone number is required', 'Email is required', 'Date is required', 'Time is required']],
  ] as const)(
    'when sent empty in %s, then each required field says so once, nothing is sent, and focus goes to the first',
    async (locale, messages) => {
      const requests = watchRequests();
      const page = await openForm(locale);
      await page.submit();
      for (const message of messages) expect(await screen.findAllByText(message)).toHaveLength(1);
      expect(requests).toEqual([]);
      expect(document.activeElement).toBe(page.field('name'));
      expect(page.field('name').getAttribute('aria-invalid')).toBe('true');
      expect(page.field('name').getAttribute('aria-describedby')).toBe('reservation-name-error');
      await expectNoAxeViolations();
    },
  );

  it.each([
    [
      'de',
      {
        name: 'Der Name muss mindestens 2 Zeichen lang sein',
        phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        date: 'Bitte wählen Sie ein zukünftiges Datum',
      },
    ],
    [
      'en',
      {
        name: 'Name must be at least 2 characters long',
        phone: 'Please enter a valid phone number',
        email: 'Please enter a valid email address',
        date: 'Please select a future date',
      },
    ],
  ] as const)(
    'when values break the rules in %s, then each field names its rule, and editing a field clears its error',
    async (locale, messages) => {
      const page = await openForm(locale);
      await page.user.type(page.field('name'), 'A');
      await page.user.type(page.field('phone'), 'call me');
      await page.user.type(page.field('email'), 'anna@');
      fireEvent.change(page.field('date'), { target: { value: inDays(-1) } });
      await page.user.selectOptions(page.field('time'), '19:00');
      await page.submit();
      for (const message of Object.values(messages)) expect(screen.getByText(message)).toBeTruthy();

      await page.user.type(page.field('name'), 'nna');
      expect(screen.queryByText(messages.name)).toBeNull();
      expect(screen.getByText(messages.phone)).toBeTruthy();
    },
  );

  it('when a valid form is sent, then it posts once with a key and the language, thanks the guest and resets', async () => {
    const sent = serveReservations();
    const page = await openForm('en');
    await fillValid(page);
    await page.user.type(page.field('name').closest('form')!.querySelector('textarea')!, 'Window table');
    // Unticked until the guest ticks it (docs/decisions.md 163).
    const remember = screen.getByRole('checkbox', { name: /Remember my wishes and allergies/ }) as HTMLInputElement;
    expect(remember.checked).toBe(false);
    await page.user.click(remember);
    await page.submit();

    expect(await screen.findByText('Thank you! Your reservation has been submitted successfully.')).toBeTruthy();
    expect(screen.getByText('We will confirm it by email within 30 minutes.')).toBeTruthy();
    // What was asked for, as the restaurant stored it, once the form itself is empty again.
    expect(screen.getByText(`Your request: ${formatCalendarDay(inDays(5), 'en')} at 19:30 for 4 guests.`)).toBeTruthy();
    expect(sent).toHaveLength(1);
    const [post] = sent;
    expect(post!.path).toBe('/api/reservations');
    expect(post!.headers['accept-language']).toBe('en');
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post!.body).toEqual({
      name: 'Anna Schmidt',
      phone: '+49 30 1234567',
      email: 'anna@example.org',
      date: inDays(5),
      time: '19:30',
      guests: 4,
      specialRequests: 'Window table',
      locale: 'en',
      rememberWishes: true,
    });
    expect((page.field('name') as HTMLInputElement).value).toBe('');
    expect(remember.checked).toBe(false);
    expect((page.field('guests') as HTMLSelectElement).value).toBe('2');
    expect((page.field('time') as HTMLSelectElement).value).toBe('');
  });

  it('when the no-show rule asks for a call, then the guest is told politely the restaurant will ring, not promised a mail', async () => {
    serveReservations(() => HttpResponse.json({ ...reservation(), confirmByPhone: true }, { status: 201 }));
    const page = await openForm('de');
    await fillValid(page);
    await page.submit();
    expect(
      await screen.findByText(
        'Um Ihre Reservierung zu bestätigen, rufen wir Sie in Kürze unter +49 30 1234567 an. Vielen Dank für Ihr Verständnis.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/per E-Mail/)).toBeNull();
  });

  it("when the slot is full, then the server's own sentence is shown, the form keeps its values and offers the slot's waitlist", async () => {
    serveReservations(() =>
      apiError(409, 'Leider sind wir am 27.11.2026 um 19:30 Uhr ausgebucht. Bitte wählen Sie eine andere Uhrzeit.'),
    );
    // Someone else took 19:30 between the guest's choice and their submit.
    let taken = false;
    const asked = serveAvailability(() => (taken ? { '19:30': 'full' } : {}));
    const page = await openForm('de');
    await fillValid(page);
    const before = asked.length;
    taken = true;
    await page.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Leider sind wir am 27.11.2026 um 19:30 Uhr ausgebucht. Bitte wählen Sie eine andere Uhrzeit.',
    );
    expect((page.field('name') as HTMLInputElement).value).toBe('Anna Schmidt');
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    // The time just taken is marked full, and the same form now puts the guest on its waitlist (docs/decisions.md 115).
    expect(await screen.findByText(/Um 19:30 Uhr ist für Ihre Gruppe kein Tisch frei/)).toBeTruthy();
    expect(within(page.field('time')).getByRole('option', { name: '19:30 – ausgebucht, Warteliste' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auf die Warteliste' })).toBeTruthy();
  });

  it('when a full time is chosen, then the same form puts the guest on its waitlist and says how many wait before them', async () => {
    serveAvailability(() => ({ '19:30': 'full' }));
    const sent: SentRequest[] = [];
    server.use(
      http.post('/api/waitlist', async ({ request }) => {
        sent.push(await readSent(request));
        return HttpResponse.json(
          { id: '00000000-0000-4000-8000-000000000009', date: inDays(5), time: '19:30', guests: 4, status: 'waiting', ahead: 1 },
          { status: 201 },
        );
      }),
    );
    const reservations = serveReservations();
    const page = await openForm('en');
    await page.user.type(page.field('name'), 'Anna Schmidt');
    await page.user.type(page.field('phone'), '+49 30 1234567');
    await page.user.type(page.field('email'), 'anna@example.org');
    fireEvent.change(page.field('date'), { target: { value: inDays(5) } });
    await within(page.field('time')).findByRole('option', { name: '19:30 – fully booked, waitlist' });
    await page.user.selectOptions(page.field('time'), '19:30');
    await page.user.selectOptions(page.field('guests'), '4');
    expect(screen.getByText(/No table is free for your party at 19:30/)).toBeTruthy();
    await page.user.click(within(page.form).getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText('You are on the waitlist. We will email you as soon as a table frees up.')).toBeTruthy();
    expect(screen.getByText('One request is ahead of yours.')).toBeTruthy();
    expect(reservations).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ date: inDays(5), time: '19:30', guests: 4, email: 'anna@example.org', locale: 'en' });
    await expectNoAxeViolations();
  });

  it('when a date and party are chosen, then the times say which are taken or nearly so; a full one is chosen only to wait for it', async () => {
    const asked = serveAvailability(() => ({ '17:00': 'closed', '19:00': 'full', '19:30': 'few' }));
    const page = await openForm('en');
    await page.user.selectOptions(page.field('guests'), '4');
    expect(asked).toEqual([]); // nothing is asked before a date is chosen
    fireEvent.change(page.field('date'), { target: { value: inDays(5) } });
    await within(page.field('time')).findByRole('option', { name: '19:00 – fully booked, waitlist' });
    expect(asked.at(-1)).toEqual({ date: inDays(5), guests: 4 });
    const options = within(page.field('time')).getAllByRole('option') as HTMLOptionElement[];
    const shown = Object.fromEntries(options.slice(1).map((option) => [option.value, [option.textContent, option.disabled]]));
    expect(shown).toMatchObject({
      '17:00': ['17:00 – not bookable', true],
      '18:00': ['18:00', false],
      '19:00': ['19:00 – fully booked, waitlist', false],
      '19:30': ['19:30 – few tables left', false],
    });
    await expectNoAxeViolations();
  });

  it('when nothing is free that day for the party, then the next free times are offered and one click takes one', async () => {
    const full = Object.fromEntries(
      ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'].map((time) => [
        time,
        'full' as const,
      ]),
    );
    serveAvailability(
      () => full,
      [
        { date: inDays(6), time: '18:00' },
        { date: inDays(6), time: '18:30' },
      ],
    );
    const page = await openForm('de');
    fireEvent.change(page.field('date'), { target: { value: inDays(5) } });
    expect(
      await screen.findByText('An diesem Tag ist für 2 Personen nichts mehr frei. Die nächsten freien Zeiten:'),
    ).toBeTruthy();
    const offers = screen.getAllByRole('button', { name: /, 18:[03]0 Uhr$/ });
    expect(offers).toHaveLength(2);
    await page.user.click(offers[1]!);
    expect((page.field('date') as HTMLInputElement).value).toBe(inDays(6));
    expect((page.field('time') as HTMLSelectElement).value).toBe('18:30');
    // The offer went with the click: focus is on the time now chosen, not lost.
    expect(document.activeElement).toBe(page.field('time'));
  });

  it('when the day cannot be booked online at all, then the form says so rather than that it is full', async () => {
    const closed = Object.fromEntries(
      ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'].map((time) => [
        time,
        'closed' as const,
      ]),
    );
    serveAvailability(() => closed);
    const page = await openForm('en');
    fireEvent.change(page.field('date'), { target: { value: inDays(5) } });
    expect(await screen.findByText('This day cannot be booked online. Please choose another.')).toBeTruthy();
    expect(screen.queryByText(/Nothing is free that day/)).toBeNull();
  });

  it('when an event has the restaurant to itself that evening, then the form names it with its hours and links it, and offers the next free times', async () => {
    const evening = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
    serveAvailability(
      // 17:00 is taken by other tables; every later seating would meet the event.
      () => ({ ...Object.fromEntries(evening.map((time) => [time, 'closed' as const])), '17:00': 'full' as const }),
      [{ date: inDays(6), time: '19:00' }],
      [
        {
          eventId: '44444444-4444-4444-8444-444444444444',
          title_de: 'Cena di mare',
          title_en: 'Cena di mare – seafood dinner',
          places: 40,
          starts_at: berlinLocalToInstant(`${inDays(5)}T19:00`)!.toISOString(),
          ends_at: berlinLocalToInstant(`${inDays(5)}T23:00`)!.toISOString(),
          exclusive: true,
        },
      ],
    );
    const page = await openForm('en');
    fireEvent.change(page.field('date'), { target: { value: inDays(5) } });
    const note = await screen.findByText((_, element) => element?.classList.contains('reservation-event-note') ?? false);
    expect(note.textContent).toBe(
      'From 19:00 to 23:00 the restaurant is reserved for our event Cena di mare – seafood dinner. A table before it can be booked until 17:00, so it is free when the event begins.',
    );
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/en/events/44444444-4444-4444-8444-444444444444');
    // Not 'this day cannot be booked': the guest is offered the next free times instead.
    expect(screen.queryByText('This day cannot be booked online. Please choose another.')).toBeNull();
    expect(screen.getAllByRole('button', { name: /19:00$/ })).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it("when the owner closed the chosen day, then the form says so with the owner's note, offers no time, and the next free ones", async () => {
    const schedule = {
      ...testSchedule,
      exceptions: [
        {
          from: inDays(5),
          to: inDays(6),
          hours: null,
          note: { de: 'Geschlossen wegen Betriebsferien', en: 'Closed for our staff holiday' },
        },
      ],
    };
    serveAvailability(undefined, [{ date: inDays(7), time: '17:00' }]);
    for (const [locale, closed, note] of [
      ['de', /^Am .* haben wir geschlossen\.$/, 'Geschlossen wegen Betriebsferien'],
      ['en', /^We are closed on .*\.$/, 'Closed for our staff holiday'],
    ] as const) {
      const page = await openForm(locale, schedule);
      fireEvent.change(page.field('date'), { target: { value: inDays(6) } });
      const status = await screen.findByText(note);
      expect(status.parentElement!.firstChild!.textContent).toMatch(closed);
      // Only 'choose a time' is left in the list.
      expect(within(page.field('time')).getAllByRole('option')).toHaveLength(1);
      expect(await screen.findByRole('button', { name: new RegExp(`17:00`) })).toBeTruthy();
      // The day after is open again: its slots are back.
      fireEvent.change(page.field('date'), { target: { value: inDays(7) } });
      await waitFor(() => expect(within(page.field('time')).getAllByRole('option')).toHaveLength(11));
      expect(screen.queryByText(note)).toBeNull();
      page.unmount();
    }
  });

  it('when the owner set special hours for the chosen day, then the form offers that day’s times', async () => {
    const schedule = {
      ...testSchedule,
      exceptions: [{ from: inDays(5), to: inDays(5), hours: { open: '12:00', close: '14:00' }, note: { de: '', en: '' } }],
    };
    const page = await openForm('en', schedule);
    fireEvent.change(page.field('date'), { target: { value: inDays(5) } });
    await waitFor(() =>
      expect(
        within(page.field('time'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a time', '12:00', '12:30', '13:00', '13:30']),
    );
  });

  it('when the server names bad fields, then they are shown beside the fields', async () => {
    serveReservations(() =>
      apiError(400, 'Please check the highlighted fields.', {
        date: 'We are closed on that day. Please choose another date.',
      }),
    );
    const page = await openForm('en');
    await fillValid(page);
    await page.submit();
    expect(await screen.findByText('We are closed on that day. Please choose another date.')).toBeTruthy();
    expect(page.field('date').getAttribute('aria-invalid')).toBe('true');
  });

  it('when the submit button is clicked twice while the first is on its way, then one reservation is sent', async () => {
    // The answer takes a moment, as it does over a phone's connection: the second click lands while it is pending.
    const sent = serveReservations(async () => {
      await delay(300);
      return received();
    });
    const page = await openForm('de');
    await fillValid(page);

    await page.user.dblClick(within(page.form).getByRole('button', { name: texts.de.submit }));

    expect(await screen.findByText('Vielen Dank! Ihre Reservierung wurde erfolgreich übermittelt.')).toBeTruthy();
    expect(screen.getByText(`Ihre Anfrage: ${formatCalendarDay(inDays(5), 'de')} um 19:30 Uhr für 4 Personen.`)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(within(page.form).queryByText('Name ist erforderlich')).toBeNull();
  });

  it.each([
    [
      'de',
      'Anna\u0000Schmidt',
      'Dieser Text enthält ein Zeichen, das hier nicht verwendet werden kann (ein Steuerzeichen oder ein unsichtbares Zeichen).',
    ],
    [
      'en',
      'Anna\u202eSchmidt',
      'This text contains a character that cannot be used here (a control character or an invisible mark).',
    ],
  ] as const)(
    'when a name holds a control or direction character in %s, then the shared common message says so',
    async (locale, name, message) => {
      const sent = serveReservations();
      const page = await openForm(locale);
      await fillValid(page);
      fireEvent.change(page.field('name'), { target: { value: name } });

      await page.submit();

      expect(await within(page.form).findByText(message)).toBeTruthy();
      expect(sent).toEqual([]);
    },
  );

  it("when the network fails, then the form's error sentence is shown in the guest's language", async () => {
    serveReservations(() => HttpResponse.error());
    const page = await openForm('de');
    await fillValid(page);
    await page.submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Fehler beim Senden der Reservierung. Bitte versuchen Sie es erneut.'),
    );
  });

  it('when focus moves to the first bad field, then that field already carries its error for a screen reader', async () => {
    const page = await openForm('en');
    const seen: Array<string | null> = [];
    page.field('name').addEventListener('focus', (event) => {
      const input = event.target as HTMLElement;
      seen.push(input.getAttribute('aria-invalid'), input.getAttribute('aria-describedby'));
    });
    await page.submit();
    await waitFor(() => expect(document.activeElement).toBe(page.field('name')));
    expect(seen).toEqual(['true', 'reservation-name-error']);
  });

  it('when the language is switched with errors showing, then the errors follow the new language', async () => {
    const page = await openForm('de');
    await page.submit();
    expect(screen.getByText('Name ist erforderlich')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'EN' }));
    await waitFor(() => expect(page.currentPath()).toBe('/en/reservations'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.queryByText('Name ist erforderlich')).toBeNull();
  });

  it('when the same details are sent again after a lost answer, then the same key goes with them; an edit makes a new one', async () => {
    // The first answer is lost on the way back; the server answers every one after it.
    const sent = serveReservations(() => (sent.length === 1 ? HttpResponse.error() : received()));
    const page = await openForm('en');
    await fillValid(page);
    await page.submit();
    await screen.findByRole('alert');
    await page.submit();
    await screen.findByText('Thank you! Your reservation has been submitted successfully.');
    const keys = sent.map((post) => post.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);

    await fillValid(page);
    await page.submit();
    await waitFor(() => expect(sent).toHaveLength(3));
    const third = sent[2]!.headers['idempotency-key'];
    expect(third).not.toBe(keys[0]);
  });
});
