import { createBackup } from './create-backup.js';
import type { BackupManifest } from './backup-manifest.js';
import { restoreBackup } from './restore-backup.js';

export const backupUsage = 'usage: backup [--dir DIR]  |  restore FILE';

/** Where an install keeps what a backup holds: its database (an administrator's URL) and its media folder. */
export interface BackupTarget {
  adminUrl: string;
  mediaDir: string;
}

/** A line an operator can check against what they expect: rows of the tables that matter, and the media. */
export function summaryOf(manifest: BackupManifest): string {
  const rows = (schema: string, table: string) =>
    manifest.schemas.find((each) => each.name === schema)?.tables.find((each) => each.name === table)?.rows ?? 0;
  const mb = (manifest.media.bytes / 1_048_576).toFixed(1);
  return [
    `reservations ${rows('booking', 'reservations')}`,
    `event bookings ${rows('booking', 'event_bookings')}`,
    `mail records ${rows('notify', 'sent_mails')}`,
    `uploaded pictures ${manifest.media.uploads} (${manifest.media.files} files, ${mb} MB)`,
    `schemas ${manifest.schemas.length}`,
    `taken ${manifest.createdAt}`,
  ].join(', ');
}

/** `backup [--dir DIR]` or `restore FILE` against `target`; what it did, for the operator. */
export async function runBackupCommand(args: string[], target: BackupTarget, defaultDir: string): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'backup') {
    const dirAt = rest.indexOf('--dir');
    const backupDir = dirAt >= 0 ? rest[dirAt + 1] : defaultDir;
    if (!backupDir || rest.length !== (dirAt >= 0 ? 2 : 0)) throw new Error(backupUsage);
    const { file, manifest } = await createBackup({ ...target, backupDir });
    return `backup written: ${file}\n  ${summaryOf(manifest)}`;
  }
  if (command === 'restore' && rest.length === 1) {
    const manifest = await restoreBackup({ ...target, file: rest[0]! });
    return `restored ${rest[0]}\n  ${summaryOf(manifest)}\n  start the install again`;
  }
  throw new Error(backupUsage);
}
