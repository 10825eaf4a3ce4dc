import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src/index.js';
import { busTopology, consumerQueue, type EventDefinition } from '../src/index.js';

/** Every event the contracts define (found among their exports, so a new one is checked without a list to keep). */
const events = (Object.values(contracts) as unknown[]).filter(
  (value): value is EventDefinition<unknown> =>
    typeof value === 'object' && value !== null && 'type' in value && 'payload' in value && value.payload instanceof z.ZodType,
);

/** RabbitMQ topic matching: `*` is one dotted word, `#` zero or more. */
function matches(pattern: string[], words: string[]): boolean {
  if (pattern.length === 0) return words.length === 0;
  const [head, ...rest] = pattern;
  if (head === '#') return words.some((_, skip) => matches(rest, words.slice(skip))) || matches(rest, []);
  return words.length > 0 && (head === '*' || head === words[0]) && matches(rest, words.slice(1));
}
const routes = (topic: string, type: string) => matches(topic.split('.'), type.split('.'));

describe('the bus topology', () => {
  it('when the contracts are read, then they define the events the system publishes', () => {
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['reservation.requested', 'event_booking.cancelled', 'catalog.event_deleted', 'contact.received']),
    );
  });

  it('when any event is published, then at least one queue takes it (an unrouted publish would fail for ever)', () => {
    const { queues } = busTopology('restaurant');
    const unrouted = events.filter((event) => !queues.some((queue) => queue.topics.some((topic) => routes(topic, event.type))));

    expect(unrouted.map((event) => event.type)).toEqual([]);
  });

  it('when a namespace is given, then the exchange and each consumer’s queue carry it', () => {
    expect(busTopology('t.abc').exchange).toBe('t.abc.events');
    expect(consumerQueue('t.abc', 'booking')).toEqual({
      queue: 't.abc.to.booking',
      topics: [
        'catalog.event_deleted',
        'catalog.event_changed',
        'catalog.event_scheduled',
        'personal_data.requested',
        'personal_data.erasure_requested',
      ],
    });
    expect(busTopology('t.abc').queues.map((queue) => queue.name)).toEqual([
      't.abc.to.notification-worker',
      't.abc.to.booking',
      't.abc.to.renderer',
    ]);
  });
});
