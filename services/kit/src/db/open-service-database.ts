import type { Logger } from '../logging/logger.js';
import { migrate, type MigrateOptions } from './migrate.js';
import { createPool, type Pool, type PoolOptions } from './pool.js';

/**
 * A process's own schema brought up to date, and its pool: what every service and the gateway do first, before
 * they serve (no replica serves an old schema). An idle connection the server ends is logged, never fatal; should
 * the migrations fail, the pool is closed again.
 */
export async function openServiceDatabase(
  options: PoolOptions & { migrationsDir: string; include?: MigrateOptions['include']; logger: Logger },
): Promise<Pool> {
  const { migrationsDir, include, logger, ...poolOptions } = options;
  const pool = createPool(poolOptions);
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection failed'));
  try {
    await migrate({
      connectionString: poolOptions.connectionString,
      schema: poolOptions.schema,
      dir: migrationsDir,
      ...(include ? { include } : {}),
      logger,
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}
