import pg from 'pg';

/** int8 (counts, bigserial) arrives as a JS number: our counts stay far below 2^53. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
/** numeric stays a string so money is never rounded through a float on the way in. */

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** What a query answers a row as: a repository's generic helpers ask their row types to be one. */
export type QueryRow = pg.QueryResultRow;

export interface PoolOptions {
  connectionString: string;
  /** The service's own schema: every unqualified name resolves there and only there. */
  schema: string;
  max?: number;
  applicationName?: string;
  /** PostgreSQL cancels a statement running longer (`statement_timeout`); the client gives up 2 s later. */
  statementTimeoutMs?: number;
}

/** A transaction left open and idle this long (a process stuck between its queries) is ended by PostgreSQL. */
const idleInTransactionTimeoutMs = 60_000;

/**
 * The service's pool. Every wait is bounded (docs/decisions.md 96): getting a connection (5 s), a statement
 * (PostgreSQL cancels it), an answer that never comes on a silently dead network (the client's own limit), and a
 * transaction left idle; so no request and no lock waits for ever.
 */
export function createPool({
  connectionString,
  schema,
  max = 10,
  applicationName,
  statementTimeoutMs = 15_000,
}: PoolOptions): pg.Pool {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return new pg.Pool({
    connectionString,
    max,
    application_name: applicationName ?? schema,
    options: `-c search_path=${schema} -c statement_timeout=${statementTimeoutMs} -c idle_in_transaction_session_timeout=${idleInTransactionTimeoutMs}`,
    query_timeout: statementTimeoutMs + 2_000,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
}

/** SQLSTATE classes 08 (connection exception) and 57 (operator intervention, e.g. the server shutting down). */
function connectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  return /^(08|57)/.test(code) || ('message' in error && /Connection terminated/i.test(String(error.message)));
}

/**
 * Lends a pooled connection to `work`. A connection that dies while lent (the server restarted, the network
 * dropped) emits 'error' besides failing its query; without a listener that would crash the process, so it
 * is caught here and the broken connection is discarded instead of going back to the pool.
 */
export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    return await work(client);
  } catch (error) {
    // The query can fail before the 'error' event arrives: a connection that is gone must not be pooled again.
    if (connectionLost(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * Runs `work` in one transaction on one connection; rolls back on any error. `beginWith`: a first statement sent
 * with BEGIN in one round trip (a lock the work needs first; on this stack a round trip costs more than most
 * statements, docs/performance.md). It travels as a simple query, so it takes no parameters: only SQL the caller
 * built from values of its own (numbers it computed), never from a request's text.
 */
export function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: { beginWith?: string } = {},
): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query(options.beginWith ? `BEGIN; ${options.beginWith}` : 'BEGIN');
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
