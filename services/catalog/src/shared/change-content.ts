import type { z } from 'zod';
import { catalogContentChanged, catalogText, type EventDefinition } from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type PoolClient, type ServiceDeps } from '@ristorante/kit';
import { contentRowExists, type ContentTable } from './content-repository.js';

type ContentChange = z.infer<typeof catalogContentChanged.payload>;

/** Puts an event in the outbox, in the change's own transaction. */
export type RecordEvent = <P>(definition: EventDefinition<P>, payload: P) => Promise<void>;

/** The writes of a change, in its transaction: undefined when they found no row to change. */
type Work<T> = (client: PoolClient, record: RecordEvent) => Promise<T | undefined>;

export interface ContentDeps extends Pick<ServiceDeps, 'pool' | 'relay'> {
  /** The public reads kept per section (menu, gallery, events): a change drops its section's. */
  readCache?: { invalidate(section: string): void };
}

/** A section of the staff-edited content: its name in the change events, its table, and what its 404 says. */
export interface ContentSection {
  name: ContentChange['section'];
  table: ContentTable;
  notFound: string;
}

/**
 * One staff change in one transaction with its events in the outbox (the content change for caches, plus any
 * the work records), then a nudge so the relay publishes at once, and the section's kept public read dropped.
 * The use cases of the menu, the gallery and the events all write through here (docs/decisions.md 144).
 */
export async function changeContent<T>(
  deps: ContentDeps,
  section: ContentSection,
  change: ContentChange['change'],
  work: (client: PoolClient, record: RecordEvent) => Promise<{ id: string; result: T } | undefined>,
): Promise<T | undefined> {
  const outcome = await withTransaction(deps.pool, async (client) => {
    const done = await work(client, async (definition, payload) => {
      await recordEvent(client, definition, payload);
    });
    if (done) await recordEvent(client, catalogContentChanged, { section: section.name, id: done.id, change });
    return done;
  });
  if (!outcome) return undefined;
  deps.relay?.nudge();
  deps.readCache?.invalidate(section.name);
  return outcome.result;
}

/** A new row, as `insert` answers it. */
export async function createContent<T extends { id: string }>(
  deps: ContentDeps,
  section: ContentSection,
  insert: (client: PoolClient, record: RecordEvent) => Promise<T>,
): Promise<T> {
  const created = await changeContent(deps, section, 'created', async (client, record) => {
    const row = await insert(client, record);
    return { id: row.id, result: row };
  });
  return created!;
}

/**
 * A staff edit from the version the editor read (If-Match; none saves over whatever is there). `update` answers
 * undefined when no row matched at that version: then 404 when the row is gone, 412 when it is there with another
 * version (someone saved in between; the dashboard asks to reload, docs/decisions.md 87).
 */
export async function updateContent<T>(deps: ContentDeps, section: ContentSection, id: string, update: Work<T>): Promise<T> {
  const updated = await changeContent(deps, section, 'updated', async (client, record) => {
    const result = await update(client, record);
    if (result !== undefined) return { id, result };
    if (await contentRowExists(client, section.table, id)) throw new AppError(412, catalogText['catalog.version.conflict']);
    throw new AppError(404, section.notFound);
  });
  return updated!;
}

/** A change to a row that must be there (whatever its version): 404 when `work` found none. */
export async function changeExisting<T>(
  deps: ContentDeps,
  section: ContentSection,
  id: string,
  change: 'updated' | 'deleted',
  work: Work<T>,
): Promise<T> {
  const result = await changeContent(deps, section, change, async (client, record) => {
    const done = await work(client, record);
    return done === undefined ? undefined : { id, result: done };
  });
  if (result === undefined) throw new AppError(404, section.notFound);
  return result;
}
