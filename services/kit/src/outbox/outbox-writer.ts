import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@ristorante/contracts';
import type { PoolClient } from '../db/pool.js';

/**
 * Records an event in the service's outbox, inside the caller's transaction: the event exists exactly when the
 * change it describes was committed. The relay hands it to the bus afterwards.
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
  await client.query('INSERT INTO outbox (id, type, payload, occurred_at) VALUES ($1, $2, $3, $4)', [
    envelope.id,
    envelope.type,
    JSON.stringify(envelope.payload),
    envelope.occurredAt,
  ]);
  return envelope;
}
