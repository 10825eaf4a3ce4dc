import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRestaurantDetails, type CatalogRestaurantChange } from '@ristorante/contracts';
import { startTestSystem, waitFor, type TestSystem } from '@ristorante/kit/testing';
import { broker, envelope, reservation, title, workerProcess } from './support/worker-under-test.js';

/** The owner's details as the catalog announces a save of them (docs/decisions.md 149). */
const saved = (version: number, overrides: Partial<CatalogRestaurantChange> = {}): CatalogRestaurantChange => ({
  ...defaultRestaurantDetails,
  name: 'Trattoria Da Marco',
  address: { ...defaultRestaurantDetails.address, street: 'Oderberger Straße 7' },
  phone: '+49 30 9876 5432',
  email: 'ciao@da-marco.de',
  version,
  ...overrides,
});

describe.skipIf(!broker.url)(title("the restaurant's details in the mails"), () => {
  let system: TestSystem;
  let mailDir: string;

  const handled = async (id: string) =>
    (await system.sql<{ n: number }>('SELECT count(*)::int AS n FROM notify.processed_events WHERE event_id = $1', [id]))[0]!
      .n === 1;
  const deliver = async (type: string, payload: unknown) => {
    const event = envelope(type, payload);
    await system.bus.publish(event);
    await waitFor(`the worker to handle ${type}`, async () => ((await handled(event.id)) ? true : undefined));
  };
  /** The mails written so far, parsed, with their calendar entry's text. */
  const mails = async () => {
    const files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml')).sort();
    return Promise.all(
      files.map(async (name) => {
        const parsed = await simpleParser(await readFile(path.join(mailDir, name)));
        const ics = parsed.attachments.find((file) => file.contentType.startsWith('text/calendar'))?.content.toString('utf8');
        return { parsed, ics: ics?.replace(/\r\n /g, '') ?? '' };
      }),
    );
  };

  beforeAll(async () => {
    system = await startTestSystem({ bus: { amqpUrl: broker.url!, retryDelaysMs: [50, 100] } });
    mailDir = await system.tempDir('worker-mail-');
    await system.start(workerProcess({ MAIL_DIR: mailDir }));
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when the owner saved new details, then the next mails and calendar entries name them, and an older announcement changes nothing', async () => {
    await deliver('catalog.restaurant_changed', saved(2));
    // A late repeat of an earlier save arrives after the newer one.
    await deliver('catalog.restaurant_changed', saved(1, { name: 'Alter Name', phone: '+49 30 1111 1111' }));
    const kept = await system.sql<{ version: number }>('SELECT version FROM notify.restaurant_details');
    expect(kept).toEqual([{ version: 2 }]);

    await deliver('reservation.confirmed', reservation({ guests: 2 }));
    const [mail] = await mails();
    const { parsed, ics } = mail!;
    const text = parsed.text ?? '';
    expect(text).toContain('Trattoria Da Marco');
    expect(text).toContain('+49 30 9876 5432');
    expect(text).toContain('ciao@da-marco.de');
    expect(String(parsed.html)).toContain('href="tel:+493098765432"');
    expect(`${text}${String(parsed.html)}${ics}`).not.toMatch(/Alter Name|La Sosta/);
    expect(parsed.from?.value).toEqual([{ name: 'Trattoria Da Marco', address: 'ciao@da-marco.de' }]);
    expect(parsed.messageId).toMatch(/@da-marco\.de>$/);
    // The calendar entry's place and organiser are the restaurant's new ones.
    expect(ics).toContain('LOCATION:Trattoria Da Marco\\, Oderberger Straße 7\\, 10435 Berlin');
    expect(ics).toContain('ORGANIZER;CN="Trattoria Da Marco":mailto:ciao@da-marco.de');
  });
});
