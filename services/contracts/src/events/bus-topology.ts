/**
 * Who takes which events: every consumer's queue and the topic patterns bound to it, defined once for the whole
 * system (docs/decisions.md 94). Publishers declare all of it on every connect as consumers do, so an event
 * published before its consumer ever started (a broker that came back empty, a worker not started yet) waits in
 * its queue instead of being dropped; and a publish that no queue takes fails, so the outbox tries again.
 * `*` is one dotted word, `#` zero or more (RabbitMQ topic semantics).
 */
export const busConsumers = {
  /** Guests' and staff's e-mails, and the restaurant details they name. */
  'notification-worker': [
    'reservation.#',
    'event_booking.#',
    'waitlist.#',
    'contact.#',
    'feedback.#',
    'personal_data.#',
    // The restaurant's details, kept by the worker for every mail's footer and calendar entry (docs/decisions.md 149).
    'catalog.restaurant_changed',
  ],
  /**
   * A deleted event's bookings are cancelled; a changed one's follow it; every event's claim on the room is kept; a
   * guest's data request is answered and their erasure carried out (docs/decisions.md 116).
   */
  booking: [
    'catalog.event_deleted',
    'catalog.event_changed',
    'catalog.event_scheduled',
    'personal_data.requested',
    'personal_data.erasure_requested',
  ],
  /** Every change guests see re-renders the public pages: the catalog's, the owner's hours, the reviews. */
  renderer: ['catalog.#', 'schedule.#', 'reviews.#'],
} as const satisfies Record<string, readonly string[]>;

export type BusConsumer = keyof typeof busConsumers;

/** One durable queue and the topics bound to it. */
export interface QueueDeclaration {
  name: string;
  topics: readonly string[];
}

export interface BusTopology {
  /** The topic exchange every event is published to. */
  exchange: string;
  /** Every consumer's queue: declared by publishers and consumers alike. */
  queues: QueueDeclaration[];
}

/** A consumer's queue: `restaurant.to.booking` (a new name: queues of earlier versions were classic ones). */
const queueName = (namespace: string, consumer: string) => `${namespace}.to.${consumer}`;

/**
 * The topology under one namespace (`BUS_NAMESPACE`, `restaurant` in production): the exchange
 * `<namespace>.events` and a queue `<namespace>.to.<consumer>` each. Tests and stacks sharing one broker each
 * use a namespace of their own.
 */
export function busTopology(namespace: string): BusTopology {
  return {
    exchange: `${namespace}.events`,
    queues: Object.entries(busConsumers).map(([consumer, topics]) => ({ name: queueName(namespace, consumer), topics })),
  };
}

/** The queue a consumer subscribes to, with its topics. */
export function consumerQueue(namespace: string, consumer: BusConsumer): { queue: string; topics: readonly string[] } {
  return { queue: queueName(namespace, consumer), topics: busConsumers[consumer] };
}
