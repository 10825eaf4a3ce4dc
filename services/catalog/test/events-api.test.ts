import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, eventSchema, seatHoldPath } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { eventForm, startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest());
beforeEach(async () => {
  await catalog.sql('DELETE FROM catalog.events');
  catalog.published.length = 0;
});

const day = 24 * 3600 * 1000;
const create = async (overrides: Record<string, unknown> = {}) => {
  const answer = await catalog.asAdmin('POST', '/api/events', eventForm(overrides));
  expect(answer.status).toBe(201);
  return eventSchema.parse(await answer.json());
};
const list = async (query = '') => eventSchema.array().parse(await (await fetch(`${catalog.base}/api/events${query}`)).json());
const hold = (eventId: string, seats: number, bookingId = randomUUID()) =>
  catalog.asService('PUT', seatHoldPath(eventId, bookingId), { seats });

describe('GET /api/events', () => {
  it('when events lie in the past and the future, then the list shows the upcoming ones, soonest first', async () => {
    await create({ title_en: 'Later', event_date: new Date(Date.now() + 20 * day).toISOString() });
    await create({ title_en: 'Past', event_date: new Date(Date.now() - 2 * day).toISOString() });
    await create({ title_en: 'Sooner', event_date: new Date(Date.now() + 3 * day).toISOString() });
    expect((await list()).map((event) => event.title_en)).toEqual(['Sooner', 'Later']);
    expect((await list('?when=past')).map((event) => event.title_en)).toEqual(['Past']);
    expect((await list('?when=all')).map((event) => event.title_en)).toEqual(['Past', 'Sooner', 'Later']);
    expect((await fetch(`${catalog.base}/api/events?when=tomorrow`)).status).toBe(400);
  });

  it('when an event is read, then it has its snake_case fields with the plain fallback', async () => {
    const created = await create({ description_de: null, price: '49,90' });
    const answer = await fetch(`${catalog.base}/api/events/${created.id}`);
    expect(answer.status).toBe(200);
    expect(eventSchema.parse(await answer.json())).toEqual({
      id: created.id,
      title: 'Sizilianischer Weinabend',
      title_en: 'Sicilian Wine Evening',
      title_de: 'Sizilianischer Weinabend',
      description: 'Six wines from Etna with small plates.',
      description_en: 'Six wines from Etna with small plates.',
      description_de: null,
      event_date: created.event_date,
      price: 49.9,
      max_attendees: 20,
      duration_minutes: 180,
      exclusive: false,
      advance_payment: 'none',
      current_attendees: 0,
      manual_attendees: 0,
      spots_left: 20,
      image_url: null,
      picture: null,
      version: 1,
    });
  });

  it('when the id is unknown or malformed, then 404 Event Not Found', async () => {
    for (const id of [randomUUID(), 'abc']) {
      const answer = await fetch(`${catalog.base}/api/events/${id}`, { headers: { 'accept-language': 'en' } });
      expect(answer.status).toBe(404);
      expect(errorResponseSchema.parse(await answer.json()).error).toBe('Event Not Found');
    }
  });

  it('when seats are held and staff gave places away, then current_attendees is their sum and spots_left the rest', async () => {
    const event = await create({ max_attendees: 10, manual_attendees: 3 });
    expect((await hold(event.id, 2)).status).toBe(201);
    expect((await hold(event.id, 4)).status).toBe(201);
    expect(await list()).toMatchObject([{ current_attendees: 9, manual_attendees: 3, spots_left: 1 }]);
  });
});

describe('POST and PUT /api/events', () => {
  it('when the date comes from a datetime-local input, then it is read as Berlin time (summer and winter)', async () => {
    const summer = await create({ event_date: '2027-07-10T19:30' });
    const winter = await create({ event_date: '2027-01-15T19:30' });
    expect(summer.event_date).toBe('2027-07-10T17:30:00.000Z');
    expect(winter.event_date).toBe('2027-01-15T18:30:00.000Z');
  });

  const badForms: Array<[string, Record<string, unknown>, string, string, string]> = [
    [
      'the English title is missing',
      { title_en: '' },
      'title_en',
      'The English title is required',
      'Der englische Titel ist erforderlich',
    ],
    [
      'the German title is missing',
      { title_de: undefined },
      'title_de',
      'The German title is required',
      'Der deutsche Titel ist erforderlich',
    ],
    [
      'the English description is missing',
      { description_en: ' ' },
      'description_en',
      'The English description is required',
      'Die englische Beschreibung ist erforderlich',
    ],
    [
      'the date is missing',
      { event_date: undefined },
      'event_date',
      'Date and time are required',
      'Datum und Uhrzeit sind erforderlich',
    ],
    [
      'the date is not a date',
      { event_date: '2027-02-30T19:00' },
      'event_date',
      'Please enter a valid date and time',
      'Bitte geben Sie ein gültiges Datum und eine gültige Uhrzeit ein',
    ],
    ['the price is missing', { price: undefined }, 'price', 'Price is required', 'Preis ist erforderlich'],
    [
      'the places are missing',
      { max_attendees: undefined },
      'max_attendees',
      'The number of places is required',
      'Die Anzahl der Plätze ist erforderlich',
    ],
    [
      'the places are zero',
      { max_attendees: 0 },
      'max_attendees',
      'The number of places must be a whole number from 1 to 1000',
      'Die Anzahl der Plätze muss eine ganze Zahl von 1 bis 1000 sein',
    ],
    [
      'the places are text',
      { max_attendees: '12' },
      'max_attendees',
      'The number of places must be a whole number from 1 to 1000',
      'Die Anzahl der Plätze muss eine ganze Zahl von 1 bis 1000 sein',
    ],
    [
      'the date is a number',
      { event_date: 1767225600000 },
      'event_date',
      'Please enter a valid date and time',
      'Bitte geben Sie ein gültiges Datum und eine gültige Uhrzeit ein',
    ],
    [
      'the price has three decimals',
      { price: '49.999' },
      'price',
      'Please enter a price in euros with at most two decimals, e.g. 12.50',
      'Bitte geben Sie einen Preis in Euro mit höchstens zwei Nachkommastellen ein, z. B. 12,50',
    ],
    [
      'the image is no web address',
      { image_url: 'data:image/png;base64,AAAA' },
      'image_url',
      'Please enter a web address (https://…) or upload an image',
      'Bitte geben Sie eine Webadresse (https://…) ein oder laden Sie ein Bild hoch',
    ],
    [
      'the German description is too long',
      { description_de: 'x'.repeat(2001) },
      'description_de',
      'This text is too long',
      'Dieser Text ist zu lang',
    ],
    [
      'the English title is a number',
      { title_en: 42 },
      'title_en',
      'Please enter text here',
      'Bitte geben Sie hier einen Text ein',
    ],
    [
      'the manual count is negative',
      { manual_attendees: -2 },
      'manual_attendees',
      'Seats taken outside the website must be a whole number from 0 to 1000',
      'Außerhalb der Website vergebene Plätze müssen eine ganze Zahl von 0 bis 1000 sein',
    ],
    [
      'the event lasts no time',
      { duration_minutes: 0 },
      'duration_minutes',
      'Please choose how long the event lasts: from half an hour to 12 hours',
      'Bitte wählen Sie, wie lange die Veranstaltung dauert: eine halbe Stunde bis 12 Stunden',
    ],
    [
      'the event lasts longer than a day of service',
      { duration_minutes: 750 },
      'duration_minutes',
      'Please choose how long the event lasts: from half an hour to 12 hours',
      'Bitte wählen Sie, wie lange die Veranstaltung dauert: eine halbe Stunde bis 12 Stunden',
    ],
    [
      'the length is not in half hours',
      { duration_minutes: 100 },
      'duration_minutes',
      'Please choose how long the event lasts: from half an hour to 12 hours',
      'Bitte wählen Sie, wie lange die Veranstaltung dauert: eine halbe Stunde bis 12 Stunden',
    ],
    ['exclusive is not yes or no', { exclusive: 'ja' }, 'exclusive', 'Please choose yes or no', 'Bitte wählen Sie Ja oder Nein'],
    [
      'the payment in advance is unknown',
      { advance_payment: 'half' },
      'advance_payment',
      'Please choose what is paid in advance: nothing, a deposit or the full price',
      'Bitte wählen Sie, was vorab bezahlt wird: nichts, eine Anzahlung oder der volle Preis',
    ],
  ];

  it.each(badForms)(
    'when %s, then 400 names the field in both languages and nothing is stored',
    async (_case, overrides, field, en, de) => {
      const form = eventForm(overrides);
      const english = await catalog.asAdmin('POST', '/api/events', form, { 'accept-language': 'en' });
      expect(english.status).toBe(400);
      expect(errorResponseSchema.parse(await english.json()).fields).toEqual({ [field]: en });
      const german = await catalog.asAdmin('POST', '/api/events', form, { 'accept-language': 'de' });
      expect(errorResponseSchema.parse(await german.json()).fields).toEqual({ [field]: de });
      expect(await catalog.sql('SELECT id FROM catalog.events')).toEqual([]);
    },
  );

  it('when an event is created and changed, then each save announces its claim on the room: its hours, places and whether it is exclusive', async () => {
    const created = await create({ event_date: '2027-03-12T19:00', max_attendees: 30, duration_minutes: 240 });
    expect(created).toMatchObject({ duration_minutes: 240, exclusive: false });
    const edited = await catalog.asAdmin(
      'PUT',
      `/api/events/${created.id}`,
      eventForm({ event_date: '2027-03-12T18:30', max_attendees: 30, duration_minutes: 300, exclusive: true }),
    );
    expect(edited.status).toBe(200);
    expect(eventSchema.parse(await edited.json())).toMatchObject({ duration_minutes: 300, exclusive: true, version: 2 });
    const scheduled = () => catalog.published.filter((message) => message.type === 'catalog.event_scheduled');
    await expect.poll(() => scheduled().length).toBe(2);
    expect(scheduled().map((message) => message.payload)).toEqual([
      {
        eventId: created.id,
        version: 1,
        title_de: 'Sizilianischer Weinabend',
        title_en: 'Sicilian Wine Evening',
        // 19:00 in Berlin's winter is 18:00 UTC; four hours later it ends.
        starts_at: '2027-03-12T18:00:00.000Z',
        ends_at: '2027-03-12T22:00:00.000Z',
        places: 30,
        exclusive: false,
      },
      {
        eventId: created.id,
        version: 2,
        title_de: 'Sizilianischer Weinabend',
        title_en: 'Sicilian Wine Evening',
        starts_at: '2027-03-12T17:30:00.000Z',
        ends_at: '2027-03-12T22:30:00.000Z',
        places: 30,
        exclusive: true,
      },
    ]);
  });

  it('when the length and exclusivity are not given, then the event holds the room for three hours, shared with tables', async () => {
    const created = await create();
    expect(created).toMatchObject({ duration_minutes: 180, exclusive: false });
  });

  it('when a night asks payment in advance, then it is kept and changed with the event (docs/decisions.md 166)', async () => {
    const created = await create({ advance_payment: 'deposit' });
    expect(created.advance_payment).toBe('deposit');
    const edited = await catalog.asAdmin('PUT', `/api/events/${created.id}`, eventForm({ advance_payment: 'full' }));
    expect(eventSchema.parse(await edited.json()).advance_payment).toBe('full');
    expect(eventSchema.parse(await (await fetch(`${catalog.base}/api/events/${created.id}`)).json()).advance_payment).toBe(
      'full',
    );
  });

  it('when a write sends current_attendees, then it is ignored: only bookings and the manual count make it', async () => {
    const event = await create({ current_attendees: 15, manual_attendees: 2 });
    expect(event).toMatchObject({ current_attendees: 2, spots_left: 18 });
  });

  it('when an edit would leave fewer places than guests already in, then 409 and the event is unchanged', async () => {
    const event = await create({ max_attendees: 10 });
    expect((await hold(event.id, 6)).status).toBe(201);
    const tooFew = await catalog.asAdmin('PUT', `/api/events/${event.id}`, eventForm({ max_attendees: 8, manual_attendees: 3 }), {
      'accept-language': 'en',
    });
    expect(tooFew.status).toBe(409);
    expect(errorResponseSchema.parse(await tooFew.json()).fields).toEqual({
      max_attendees: 'The event already has more guests than that many places',
    });
    const fits = await catalog.asAdmin(
      'PUT',
      `/api/events/${event.id}`,
      eventForm({ max_attendees: 8, manual_attendees: 2, title_en: 'Renamed' }),
    );
    expect(fits.status).toBe(200);
    expect(eventSchema.parse(await fits.json())).toMatchObject({ title_en: 'Renamed', current_attendees: 8, spots_left: 0 });
  });

  it('when two people edit one event, then the save made from the older version gets 412 and changes nothing', async () => {
    const event = await create({ title_en: 'First' });
    expect(event.version).toBe(1);
    const first = await catalog.asAdmin('PUT', `/api/events/${event.id}`, eventForm({ title_en: 'Second' }), {
      'if-match': '"1"',
    });
    expect(eventSchema.parse(await first.json()).version).toBe(2);
    const stale = await catalog.asAdmin('PUT', `/api/events/${event.id}`, eventForm({ title_en: 'Lost' }), {
      'if-match': '"1"',
      'accept-language': 'en',
    });
    expect(stale.status).toBe(412);
    expect(errorResponseSchema.parse(await stale.json()).error).toMatch(/^Someone else saved a change here/);
    expect((await list()).map((entry) => [entry.title_en, entry.version])).toEqual([['Second', 2]]);
  });

  it('when an unknown event is edited or deleted, then 404', async () => {
    const id = randomUUID();
    expect((await catalog.asAdmin('PUT', `/api/events/${id}`, eventForm())).status).toBe(404);
    expect((await catalog.asAdmin('DELETE', `/api/events/${id}`)).status).toBe(404);
  });
});

describe('DELETE /api/events/{id}', () => {
  it('when an event with bookings is deleted, then its seats go with it and the booking service is told which', async () => {
    const event = await create();
    const bookings = [randomUUID(), randomUUID()];
    expect((await hold(event.id, 2, bookings[0])).status).toBe(201);
    expect((await hold(event.id, 3, bookings[1])).status).toBe(201);
    expect((await catalog.asAdmin('DELETE', `/api/events/${event.id}`)).status).toBe(204);

    expect(await catalog.sql('SELECT booking_id FROM catalog.event_seat_holds WHERE event_id = $1', [event.id])).toEqual([]);
    expect((await fetch(`${catalog.base}/api/events/${event.id}`)).status).toBe(404);
    await expect.poll(() => catalog.published.find((message) => message.type === 'catalog.event_deleted')).toBeDefined();
    const deleted = catalog.published.find((message) => message.type === 'catalog.event_deleted');
    expect(deleted?.payload).toEqual({
      eventId: event.id,
      title_en: event.title_en,
      title_de: event.title_de,
      event_date: event.event_date,
      releasedHolds: expect.arrayContaining([
        { bookingId: bookings[0], seats: 2 },
        { bookingId: bookings[1], seats: 3 },
      ]),
    });
  });
});
