import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@ristorante/contracts';
import type { Pool, PoolClient } from '../db/pool.js';
import { currentRequestId } from '../logging/request-context.js';

/** The outbox row's insert, its six values numbered from `$first`; with `onlyWhen`, written only where that holds. */
const insertIntoOutbox = (first: number, onlyWhen?: string) => {
  const [id, type, payload, occurredAt, aggregate, correlationId] = [0, 1, 2, 3, 4, 5].map((index) => `$${first + index}`);
  const columns = 'INSERT INTO outbox (id, type, payload, occurred_at, aggregate, correlation_id)';
  if (!onlyWhen) return `${columns} VALUES (${id}, ${type}, ${payload}, ${occurredAt}, ${aggregate}, ${correlationId})`;
  // A SELECT's parameters are not typed by the columns they fill, so each says its type.
  return `${columns} SELECT ${id}::uuid, ${type}::text, ${payload}::jsonb, ${occurredAt}::timestamptz, ${aggregate}::text, ${correlationId}::text WHERE ${onlyWhen}`;
};

/**
 * The envelope an event travels in, checked against its schema, and the outbox row's values. Recorded while
 * serving a request, it carries that request's id as its correlation id (docs/decisions.md 118).
 */
function outboxRowOf<Payload>(definition: EventDefinition<Payload>, payload: Payload) {
  const correlationId = currentRequestId();
  const envelope: EventEnvelope = {
    id: randomUUID(),
    type: definition.type,
    occurredAt: new Date().toISOString(),
    ...(correlationId ? { correlationId } : {}),
    payload: definition.payload.parse(payload),
  };
  const aggregate = definition.aggregateOf?.(envelope.payload as Payload) ?? envelope.id;
  return {
    envelope,
    values: [envelope.id, envelope.type, JSON.stringify(envelope.payload), envelope.occurredAt, aggregate, correlationId ?? null],
  };
}

/**
 * Records an event in the service's outbox, inside the caller's transaction: the event exists exactly when the
 * change it describes was committed. The relay hands it to the bus afterwards, after any earlier event of the
 * same aggregate (the definition's `aggregateOf`).
 */
export async function recordEvent<Payload>(
  client: PoolClient,
  definition: EventDefinition<Payload>,
  payload: Payload,
): Promise<EventEnvelope> {
  const { envelope, values } = outboxRowOf(definition, payload);
  await client.query(insertIntoOutbox(1), values);
  return envelope;
}

/**
 * A change and the event it records in one statement, one round trip where `recordEvent` after it would be a
 * second (for a hot path such as a table booking). `change` is a data-modifying statement with `RETURNING`
 * (parameters `$1`…), named when it should be prepared once per connection; its rows are answered. `alongside` are
 * further data-modifying statements run in the same one, reading the same parameters (a row that belongs with the
 * change). The event is recorded whatever the change touched, unless `onlyWhen` (a condition that may read the
 * `change` rows) says when; its payload must not depend on what the change answers. Given the pool rather than a
 * transaction's client, the statement is its own transaction: any lock it takes ends with it.
 */
export async function changeRecordingEvent<Row extends object, Payload>(
  client: Pool | PoolClient,
  change: { text: string; values: unknown[]; name?: string; alongside?: string[]; onlyWhen?: string },
  definition: EventDefinition<Payload>,
  payload: Payload,
): Promise<Row[]> {
  const { values } = outboxRowOf(definition, payload);
  const { rows } = await client.query<Row>({
    // A name prepares the statement once per connection (a hot path's parsing and planning, done once).
    ...(change.name ? { name: change.name } : {}),
    text: `WITH change AS (${change.text}), ${(change.alongside ?? []).map((text, index) => `alongside${index} AS (${text}), `).join('')}event AS (${insertIntoOutbox(change.values.length + 1, change.onlyWhen)}) SELECT * FROM change`,
    values: [...change.values, ...values],
  });
  return rows;
}
