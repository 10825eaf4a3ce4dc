import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Once per test run, before any file: the seed pictures' variants, as `npm run build` makes them (a fresh clone's
 * first run makes them, ~10 s; later runs find them). Every catalog a test starts then serves them at once. A
 * process of its own, from the sources as the tests read them: the global set-up resolves packages as plain Node
 * does, and a fresh clone has no build of the contracts.
 */
export default function setup(): void {
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'services/catalog/src/media/seed-pictures-cli.ts'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`the seed pictures could not be made:\n${made.stdout}${made.stderr}`);
}
