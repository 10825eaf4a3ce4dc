import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createLogger, createPool, env, loadConfig, migrate } from '@ristorante/kit';
import { authMigrationsDir, authSchema } from '../start-auth.js';
import { createAdmin } from '../users/create-admin.js';

// `npm run admin:create -w @ristorante/auth -- --email anna@example.com [--username anna] [--first-name Anna]`
// with DATABASE_URL set to the auth role's URL; the password comes from ADMIN_PASSWORD or the first line of stdin.
const usage = 'usage: admin:create --email EMAIL [--username NAME] [--first-name NAME]  (password: ADMIN_PASSWORD or stdin)';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, username: { type: 'string' }, 'first-name': { type: 'string' } },
  });
  const config = loadConfig(
    z.object({ DATABASE_URL: env.url(['postgres', 'postgresql']), ADMIN_PASSWORD: z.string().optional() }),
  );
  const email = z.email().safeParse(values.email);
  if (!email.success) throw new Error(usage);
  const password =
    config.ADMIN_PASSWORD ??
    (await createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]().next()).value;
  if (typeof password !== 'string' || password.length < 12) throw new Error('the password must be at least 12 characters long');
  const logger = createLogger('admin-create', 'warn');
  await migrate({ connectionString: config.DATABASE_URL, schema: authSchema, dir: authMigrationsDir, logger });
  const pool = createPool({ connectionString: config.DATABASE_URL, schema: authSchema });
  try {
    const admin = await createAdmin(pool, {
      email: email.data,
      password,
      username: values.username,
      firstName: values['first-name'],
    });
    console.log(`admin created: ${admin.email} (username ${admin.username})`);
  } finally {
    await pool.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      (error as { code?: string }).code === '23505'
        ? 'an admin with that e-mail or username exists already'
        : error instanceof Error
          ? error.message
          : error,
    );
    process.exit(1);
  },
);
