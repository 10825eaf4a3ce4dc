import { z } from 'zod';
import { runBackupCommand } from '../backup/backup-command.js';
import { env, loadConfig } from '../config/load-config.js';

// Backups of an install whose database is reached by URL (docs/decisions.md 128): the containers and `make stack`.
//   backup [--dir DIR]   one archive of every schema and the media, to DIR (BACKUP_DIR, ./backups)
//   restore FILE         into the install, its services stopped
// Containers: docker compose run --rm backup (and: docker compose run --rm backup restore /backups/FILE).
// The embedded mode has its own front door, `make backup` and `make restore`, which start its PostgreSQL if need be.
async function main(): Promise<void> {
  const config = loadConfig(
    z.object({
      DATABASE_ADMIN_URL: env.url(['postgres', 'postgresql']),
      MEDIA_DIR: z.string().min(1),
      BACKUP_DIR: z.string().min(1).default('backups'),
    }),
  );
  console.log(
    await runBackupCommand(
      process.argv.slice(2),
      { adminUrl: config.DATABASE_ADMIN_URL, mediaDir: config.MEDIA_DIR },
      config.BACKUP_DIR,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
