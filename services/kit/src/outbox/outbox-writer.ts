import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@ristorante/contracts';
import type { PoolClient } from '../db/pool.js';

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
  const envelope: EventEnvelope = {
    id: randomUUID(),
    type: definition.type,
    occurredAt: new Date().toISOString(),
    payload: definition.payload.parse(payload),
  };
  const aggregate = definition.aggregateOf?.(envelope.payload as Payload) ?? envelope.id;
  await client.query('INSERT INTO outbox (id, type, payload, occurred_at, aggregate) VALUES ($1, $2, $3, $4, $5)', [
    envelope.id,
    envelope.type,
    JSON.stringify(envelope.payload),
    envelope.occurredAt,
    aggregate,
  ]);
  return envelope;
}
