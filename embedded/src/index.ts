export { startEmbedded, embeddedConfigSchema } from './start-embedded.js';
export { runEmbeddedBackupCommand } from './embedded-backup.js';
