import type { EventEnvelope } from '@ristorante/contracts';
import type { Bus } from '../bus/bus.js';
import { withTransaction, type Pool } from '../db/pool.js';
import type { Logger } from '../logging/logger.js';
import { requestContext } from '../logging/request-context.js';

export interface OutboxRelayOptions {
  pool: Pool;
  bus: Bus;
  logger: Logger;
  batchSize?: number;
  /** How often an idle relay looks for new rows (a `nudge` after a commit looks at once). */
  pollIntervalMs?: number;
  /** Published rows are kept this long for inspection, then deleted. */
  keepPublishedMs?: number;
  /** A row that failed waits this long before its next try, twice as long after each further failure… */
  backoffMs?: number;
  /** …but never longer than this. */
  maxBackoffMs?: number;
  /** An event unpublished for longer than this is stuck: logged as an error, and shown by readiness. */
  stuckAfterMs?: number;
}

/** What waits in the outbox, for readiness and logs. */
export interface OutboxBacklog {
  waiting: number;
  /** Age of the oldest waiting event, 0 when none waits. */
  oldestMs: number;
  /** Waiting longer than `stuckAfterMs`. */
  stuck: number;
  /** The last error of the oldest event that failed, if any did. */
  lastError: string | undefined;
}

export interface OutboxRelay {
  /** Look for new rows now instead of at the next poll (call after committing an event). */
  nudge(): void;
  /** Publishes what is due, until nothing more is; returns how many rows it published. For tests and shutdown. */
  drain(): Promise<number>;
  backlog(): Promise<OutboxBacklog>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  occurred_at: Date;
  attempts: number;
  correlation_id: string | null;
}

/** How often the relay looks whether events are stuck (and says so in the log while they are). */
const stuckCheckIntervalMs = 60_000;

/**
 * Hands committed outbox rows to the bus and marks them sent, in one transaction per batch. Rows are locked
 * with SKIP LOCKED, so several replicas share the work; if a relay dies mid-batch its transaction rolls back
 * and the rows are published again (at least once; consumers drop repeats by event id).
 * A row is taken only when no earlier row of its aggregate still waits, so one batch holds at most one event per
 * aggregate (published side by side) and a booking's events leave in the order they happened, across replicas
 * too. A row that fails waits before its next try, doubling up to `maxBackoffMs`; the rows of other aggregates go
 * on meanwhile. While the broker is away a pass holds at most one batch of publishes.
 */
export function startOutboxRelay({
  pool,
  bus,
  logger,
  batchSize = 100,
  pollIntervalMs = 250,
  keepPublishedMs = 7 * 24 * 3600 * 1000,
  backoffMs = 500,
  maxBackoffMs = 60_000,
  stuckAfterMs = 5 * 60_000,
}: OutboxRelayOptions): OutboxRelay {
  const log = logger.child({ component: 'outbox-relay' });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastCleanup = 0;
  let lastStuckCheck = 0;
  let nudgedWhileRunning = false;

  function publishBatch(): Promise<number> {
    return withTransaction(pool, async (client) => {
      const { rows } = await client.query<OutboxRow>(
        `SELECT o.id, o.type, o.payload, o.occurred_at, o.attempts, o.correlation_id FROM outbox o
          WHERE o.published_at IS NULL AND o.next_attempt_at <= now()
            AND NOT EXISTS (
              SELECT 1 FROM outbox earlier
               WHERE earlier.published_at IS NULL AND earlier.aggregate = o.aggregate AND earlier.seq < o.seq)
          ORDER BY o.seq LIMIT $1 FOR UPDATE OF o SKIP LOCKED`,
        [batchSize],
      );
      const results = await Promise.allSettled(
        rows.map((row) => {
          const envelope: EventEnvelope = {
            id: row.id,
            type: row.type,
            occurredAt: row.occurred_at.toISOString(),
            ...(row.correlation_id ? { correlationId: row.correlation_id } : {}),
            payload: row.payload,
          };
          return bus.publish(envelope);
        }),
      );
      const sent = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((row) => row.id);
      const failed = rows.flatMap((row, i) => {
        const result = results[i]!;
        return result.status === 'rejected' ? [{ row, error: String(result.reason) }] : [];
      });
      if (sent.length > 0) await client.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])', [sent]);
      for (const { row, error } of failed) {
        const waitMs = Math.min(maxBackoffMs, backoffMs * 2 ** Math.min(row.attempts, 30));
        await client.query(
          `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
                  next_attempt_at = now() + $3 * interval '1 millisecond' WHERE id = $1`,
          [row.id, error.slice(0, 500), waitMs],
        );
      }
      if (failed.length > 0) log.warn({ failed: failed.length, firstError: failed[0]!.error }, 'some events not published yet');
      return sent.length;
    });
  }

  async function backlog(): Promise<OutboxBacklog> {
    const { rows } = await pool.query<{ waiting: number; oldest_ms: number | null; stuck: number; last_error: string | null }>(
      `SELECT count(*)::int AS waiting,
              (extract(epoch FROM now() - min(occurred_at)) * 1000)::float8 AS oldest_ms,
              (count(*) FILTER (WHERE occurred_at < now() - $1 * interval '1 millisecond'))::int AS stuck,
              (array_agg(last_error ORDER BY seq) FILTER (WHERE last_error IS NOT NULL))[1] AS last_error
         FROM outbox WHERE published_at IS NULL`,
      [stuckAfterMs],
    );
    const row = rows[0]!;
    return {
      waiting: row.waiting,
      oldestMs: Math.round(row.oldest_ms ?? 0),
      stuck: row.stuck,
      lastError: row.last_error ?? undefined,
    };
  }

  async function housekeeping(): Promise<void> {
    if (Date.now() - lastStuckCheck >= Math.min(stuckCheckIntervalMs, stuckAfterMs)) {
      lastStuckCheck = Date.now();
      const waiting = await backlog();
      if (waiting.stuck > 0) log.error(waiting, 'events stuck in the outbox');
    }
    if (Date.now() - lastCleanup < 3600_000) return;
    lastCleanup = Date.now();
    await pool.query(`DELETE FROM outbox WHERE published_at < now() - make_interval(secs => $1)`, [keepPublishedMs / 1000]);
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await publishBatch();
      total += count;
      // The next events of the aggregates just published may now be due.
      if (count === 0) return total;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    // Outside any request's context: a nudge comes from a request, and every pass after it would otherwise carry
    // that request's id into its log lines and into what the in-process bus delivers (docs/decisions.md 118).
    timer = requestContext.exit(() => setTimeout(passNow, delayMs));
  }

  function passNow(): void {
    running = drain()
      .then(housekeeping)
      .catch((error: unknown) => log.warn({ err: error }, 'outbox relay pass failed; will retry'))
      .finally(() => {
        running = undefined;
        schedule(nudgedWhileRunning ? 0 : pollIntervalMs);
        nudgedWhileRunning = false;
      });
  }

  schedule(0);

  return {
    nudge() {
      if (running) nudgedWhileRunning = true;
      else schedule(0);
    },
    drain,
    backlog,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
