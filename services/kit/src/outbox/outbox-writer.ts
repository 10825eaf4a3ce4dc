import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@ristorante/contracts';
import type { PoolClient } from '../db/pool.js';
import { currentRequestId } from '../logging/request-context.js';

/** The outbox row's insert, its six values numbered from `$first`. */
const insertIntoOutbox = (first: number) => {
  const [id, type, payload, occurredAt, aggregate, correlationId] = [0, 1, 2, 3, 4, 5].map((index) => `$${first + index}`);
  return `INSERT INTO outbox (id, type, payload, occurred_at, aggregate, correlation_id) VALUES (${id}, ${type}, ${payload}, ${occurredAt}, ${aggregate}, ${correlationId})`;
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
 * change). The event is recorded whatever the change touched, so its payload must not depend on what it answers.
 */
export async function changeRecordingEvent<Row extends object, Payload>(
  client: PoolClient,
  change: { text: string; values: unknown[]; name?: string; alongside?: string[] },
  definition: EventDefinition<Payload>,
  payload: Payload,
): Promise<Row[]> {
  const { values } = outboxRowOf(definition, payload);
  const { rows } = await client.query<Row>({
    // A name prepares the statement once per connection (a hot path's parsing and planning, done once).
    ...(change.name ? { name: change.name } : {}),
    text: `WITH change AS (${change.text}), ${(change.alongside ?? []).map((text, index) => `alongside${index} AS (${text}), `).join('')}event AS (${insertIntoOutbox(change.values.length + 1)}) SELECT * FROM change`,
    values: [...change.values, ...values],
  });
  return rows;
}
