import type { EventEnvelope } from '@ristorante/contracts';
import type { Bus } from '../bus/bus.js';
import { withTransaction, type Pool } from '../db/pool.js';
import type { Logger } from '../logging/logger.js';

export interface OutboxRelayOptions {
  pool: Pool;
  bus: Bus;
  logger: Logger;
  batchSize?: number;
  /** How often an idle relay looks for new rows (a `nudge` after a commit looks at once). */
  pollIntervalMs?: number;
  /** Published rows are kept this long for inspection, then deleted. */
  keepPublishedMs?: number;
}

export interface OutboxRelay {
  /** Look for new rows now instead of at the next poll (call after committing an event). */
  nudge(): void;
  /** Publishes what is waiting, once; returns how many rows it published. For tests and shutdown. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  occurred_at: Date;
}

/**
 * Hands committed outbox rows to the bus and marks them sent, in one transaction per batch. Rows are locked
 * with SKIP LOCKED, so several replicas share the work; if a relay dies mid-batch its transaction rolls back
 * and the rows are published again (at least once; consumers drop repeats by event id).
 */
export function startOutboxRelay({
  pool,
  bus,
  logger,
  batchSize = 100,
  pollIntervalMs = 250,
  keepPublishedMs = 7 * 24 * 3600 * 1000,
}: OutboxRelayOptions): OutboxRelay {
  const log = logger.child({ component: 'outbox-relay' });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastCleanup = 0;
  let nudgedWhileRunning = false;

  function publishBatch(): Promise<number> {
    return withTransaction(pool, async (client) => {
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, type, payload, occurred_at FROM outbox
          WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      const results = await Promise.allSettled(
        rows.map((row) => {
          const envelope: EventEnvelope = {
            id: row.id,
            type: row.type,
            occurredAt: row.occurred_at.toISOString(),
            payload: row.payload,
          };
          return bus.publish(envelope);
        }),
      );
      const sent = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((row) => row.id);
      const failed = rows.flatMap((row, i) => {
        const result = results[i]!;
        return result.status === 'rejected' ? [{ id: row.id, error: String(result.reason) }] : [];
      });
      if (sent.length > 0) await client.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])', [sent]);
      for (const { id, error } of failed) {
        await client.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [id, error.slice(0, 500)]);
      }
      if (failed.length > 0) log.warn({ failed: failed.length, firstError: failed[0]!.error }, 'some events not published yet');
      return failed.length > 0 ? 0 : sent.length;
    });
  }

  async function cleanup(): Promise<void> {
    if (Date.now() - lastCleanup < 3600_000) return;
    lastCleanup = Date.now();
    await pool.query(`DELETE FROM outbox WHERE published_at < now() - make_interval(secs => $1)`, [keepPublishedMs / 1000]);
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await publishBatch();
      total += count;
      if (count < batchSize) return total;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = drain()
        .then(cleanup)
        .catch((error: unknown) => log.warn({ err: error }, 'outbox relay pass failed; will retry'))
        .finally(() => {
          running = undefined;
          schedule(nudgedWhileRunning ? 0 : pollIntervalMs);
          nudgedWhileRunning = false;
        });
    }, delayMs);
  }

  schedule(0);

  return {
    nudge() {
      if (running) nudgedWhileRunning = true;
      else schedule(0);
    },
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
