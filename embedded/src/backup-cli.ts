import { runEmbeddedBackupCommand } from './embedded-backup.js';

// make backup   → backup [--dir DIR]
// make restore  → restore FILE   (the site stopped)
runEmbeddedBackupCommand(process.argv.slice(2)).then(
  (said) => console.log(said),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
