import { z } from 'zod';

/**
 * Every integration event on the bus travels in this envelope: a past-tense fact with its own id
 * (consumers use it to drop repeats) and the UTC time it happened.
 */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, 'dotted lower-case event type'),
  occurredAt: z.iso.datetime(),
  /**
   * The id of the request that caused the event (the `x-request-id` Nginx gave it), so the worker's log lines and
   * mail records name it (docs/decisions.md 118). Absent for what a scheduled job or the system itself did.
   */
  correlationId: z
    .string()
    .regex(/^[\w.:-]{1,128}$/)
    .optional(),
  payload: z.unknown(),
});

export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** One kind of event: its routing type and the schema its payload must satisfy. */
export interface EventDefinition<Payload> {
  readonly type: string;
  readonly payload: z.ZodType<Payload>;
  /**
   * What the event is about (`reservation:<id>`): events of one aggregate leave the outbox in the order they were
   * recorded, so a booking's 'confirmed' never overtakes its 'requested'. Absent: each event stands alone.
   * (A method, so that a definition of a narrower payload still passes where a wider one is asked for.)
   */
  aggregateOf?(payload: Payload): string;
}

export function defineEvent<Payload>(
  type: string,
  payload: z.ZodType<Payload>,
  aggregateOf?: (payload: Payload) => string,
): EventDefinition<Payload> {
  eventEnvelopeSchema.shape.type.parse(type);
  return aggregateOf ? { type, payload, aggregateOf } : { type, payload };
}
