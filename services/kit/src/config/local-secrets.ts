import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  postgresPassword: z.string().min(16),
  rolePasswords: z.record(z.string(), z.string().min(16)),
  /** Signing keys and the like, by variable name (e.g. AUTH_TOKEN_SECRET). */
  appSecrets: z.record(z.string(), z.string().min(32)).default({}),
});
export type LocalSecrets = z.infer<typeof secretsSchema>;

const newSecret = () => randomBytes(24).toString('base64url');
const newKey = () => randomBytes(32).toString('hex');

/**
 * Passwords of a local run (the embedded mode, `make stack`): made at random on first start, kept
 * (owner-only) in its data folder so a restart finds the same database. Nothing is a default and nothing
 * leaves the machine.
 */
export async function loadOrCreateSecrets(dataDir: string, roles: string[], appSecrets: string[] = []): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: LocalSecrets;
  try {
    secrets = secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    secrets = { postgresPassword: newSecret(), rolePasswords: {}, appSecrets: {} };
  }
  const missing = roles.filter((role) => !secrets.rolePasswords[role]);
  const missingKeys = appSecrets.filter((name) => !secrets.appSecrets[name]);
  if (missing.length > 0 || missingKeys.length > 0 || !(await readFile(file).catch(() => undefined))) {
    for (const role of missing) secrets.rolePasswords[role] = newSecret();
    for (const name of missingKeys) secrets.appSecrets[name] = newKey();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
