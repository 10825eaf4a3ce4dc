import { z } from 'zod';

/** The archive's format; a restore refuses any other (docs/decisions.md 128). */
export const backupFormat = 'restaurant-backup/1';

const tableSchema = z.object({
  name: z.string(),
  /** The columns copied, in order (generated ones are computed again, not copied). */
  columns: z.array(z.string()),
  rows: z.number().int().nonnegative(),
});

const schemaSchema = z.object({
  name: z.string(),
  /** Each migrations table's applied migrations, in order: a restore needs the same in its install. */
  migrations: z.record(z.string(), z.array(z.string())),
  tables: z.array(tableSchema),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
});

/** `manifest.json`, the archive's first entry: what it holds, so a restore can check it before touching anything. */
export const backupManifestSchema = z.object({
  format: z.literal(backupFormat),
  createdAt: z.iso.datetime(),
  /** Every schema of the database, read in one snapshot: the state at one instant. */
  schemas: z.array(schemaSchema),
  media: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** The uploads the snapshot's pictures name, each found in the archive. */
    uploads: z.number().int().nonnegative(),
  }),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type BackedUpSchema = z.infer<typeof schemaSchema>;
