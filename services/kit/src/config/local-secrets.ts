import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  postgresPassword: z.string().min(16),
  rolePasswords: z.record(z.string(), z.string().min(16)),
});
export type LocalSecrets = z.infer<typeof secretsSchema>;

const newSecret = () => randomBytes(24).toString('base64url');

/**
 * Passwords of a local run (the embedded mode, `make stack`): made at random on first start, kept
 * (owner-only) in its data folder so a restart finds the same database. Nothing is a default and nothing
 * leaves the machine.
 */
export async function loadOrCreateSecrets(dataDir: string, roles: string[]): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: LocalSecrets;
  try {
    secrets = secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    secrets = { postgresPassword: newSecret(), rolePasswords: {} };
  }
  const missing = roles.filter((role) => !secrets.rolePasswords[role]);
  if (missing.length > 0 || !(await readFile(file).catch(() => undefined))) {
    for (const role of missing) secrets.rolePasswords[role] = newSecret();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
