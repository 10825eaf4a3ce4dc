import { randomUUID } from 'node:crypto';

/** A mail the drill expects: to whom (a guest's address, or the guest a staff mail answers to) and of what kind. */
export type ExpectedMail = `${string}|${string}`;

export interface LoadFigures {
  /** Requests the site accepted, by kind (each sent until it had an answer, with its Idempotency-Key). */
  accepted: Record<'reservation' | 'confirmation' | 'eventBooking' | 'contact', number>;
  /** Answers that were no answer yet (5xx, 429, a dropped connection) and made the drill send again. */
  retried: number;
  /** Refusals that are the site's rule (a full event, a full slot): nothing to expect from them. */
  refused: number;
  expectedMails: Set<ExpectedMail>;
}

/** A staff session for the status moves. */
export interface StaffSession {
  cookie: string;
  csrfToken: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The drill's guests and staff: a steady stream of table reservations, event bookings, contact messages and staff
 * confirming reservations, each request sent again (same Idempotency-Key) until the site answers it for real, as a
 * browser's retry would. Runs until `stop` is called; `paused` holds it (the broker's wipe is made with nothing
 * on its way). `onRetry` is told of each answer that was no answer yet, for the faults' lines.
 */
export function startLoad(options: {
  site: string;
  staff: StaffSession;
  eventIds: { plenty: string; scarce: string };
  onRetry: () => void;
}) {
  const figures: LoadFigures = {
    accepted: { reservation: 0, confirmation: 0, eventBooking: 0, contact: 0 },
    retried: 0,
    refused: 0,
    expectedMails: new Set(),
  };
  let stopped = false;
  let paused = false;
  let serial = 0;
  const pending: Array<{ id: string; email: string }> = [];

  /** Sends until the answer is one: 2xx or a refusal (4xx but 429). Answers the status and body. */
  async function untilAnswered(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    for (;;) {
      try {
        const answer = await fetch(`${options.site}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await answer.text();
        if (answer.status < 500 && answer.status !== 429) return { status: answer.status, text };
      } catch {
        // the connection dropped: no answer
      }
      figures.retried++;
      options.onRetry();
      await sleep(250);
    }
  }

  const expect = (address: string, kinds: string[]) => kinds.forEach((kind) => figures.expectedMails.add(`${address}|${kind}`));

  async function reserve() {
    const n = ++serial;
    const email = `r${n}-${randomUUID().slice(0, 6)}@drill.test`;
    const day = new Date(Date.now() + (2 + (n % 170)) * 86_400_000).toISOString().slice(0, 10);
    const slots = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
    const answer = await untilAnswered(
      'POST',
      '/api/reservations',
      { name: 'Drill Gast', phone: '+49 30 1234567', email, date: day, time: slots[n % slots.length], guests: 2, locale: 'de' },
      { 'idempotency-key': `drill-${randomUUID()}` },
    );
    if (answer.status !== 201) {
      figures.refused++;
      return;
    }
    figures.accepted.reservation++;
    expect(email, ['reservation.requested-guest', 'reservation.requested-staff']);
    pending.push({ id: (JSON.parse(answer.text) as { id: string }).id, email });
  }

  async function confirm() {
    const reservation = pending.shift();
    if (!reservation) return;
    const answer = await untilAnswered(
      'PATCH',
      `/api/reservations/${reservation.id}/status`,
      { status: 'confirmed' },
      { cookie: options.staff.cookie, 'x-csrf-token': options.staff.csrfToken },
    );
    if (answer.status !== 200) {
      figures.refused++;
      return;
    }
    figures.accepted.confirmation++;
    expect(reservation.email, ['reservation.confirmed-guest']);
  }

  async function book() {
    const n = ++serial;
    const email = `b${n}-${randomUUID().slice(0, 6)}@drill.test`;
    const eventId = n % 4 === 0 ? options.eventIds.scarce : options.eventIds.plenty;
    const answer = await untilAnswered(
      'POST',
      `/api/events/${eventId}/book`,
      { name: 'Drill Gast', email, phone: '+49 30 1234567', guests: 1, locale: 'en' },
      { 'idempotency-key': `drill-${randomUUID()}` },
    );
    if (answer.status !== 201) {
      figures.refused++;
      return;
    }
    figures.accepted.eventBooking++;
    expect(email, ['event_booking.requested-guest', 'event_booking.requested-staff']);
  }

  async function write() {
    const n = ++serial;
    const email = `c${n}-${randomUUID().slice(0, 6)}@drill.test`;
    const answer = await untilAnswered(
      'POST',
      '/api/contact',
      { name: 'Drill Gast', email, subject: 'Eine Frage', message: 'Haben Sie am Sonntag geöffnet?' },
      { 'idempotency-key': `drill-${randomUUID()}` },
    );
    if (answer.status !== 201) {
      figures.refused++;
      return;
    }
    figures.accepted.contact++;
    expect(email, ['contact.received-staff']);
  }

  let active = 0;
  /** One kind of traffic, every `everyMs`, until stopped. */
  async function loop(everyMs: number, step: () => Promise<void>) {
    while (!stopped) {
      if (!paused) {
        active++;
        await step().finally(() => active--);
      }
      await sleep(everyMs);
    }
  }
  const loops = [loop(250, reserve), loop(300, reserve), loop(700, confirm), loop(400, book), loop(1_000, write)];

  return {
    figures,
    /** Holds the traffic, and answers once the requests on their way have been answered. */
    async pause() {
      paused = true;
      while (active > 0) await sleep(50);
    },
    resume: () => void (paused = false),
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
