import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

/** A file held in memory with its build's gzip copy, its ETag and when it last changed. */
export interface HeldFile {
  body: Buffer;
  /** The `.gz` copy written beside it (the build's, the renderer's), if there is one. */
  gzip: Buffer | undefined;
  /** Strong: a digest of the body, the same for every gateway that holds the same file. */
  etag: string;
  lastModified: Date;
}

interface Entry extends HeldFile {
  mtimeMs: number;
  size: number;
  gzipMtimeMs: number | undefined;
  /** When the disk was last asked whether the file changed. */
  checkedAt: number;
}

/** Files larger than this are streamed from disk as before: a page is tens of kilobytes, an asset a few hundred. */
const largestHeldBytes = 2 * 1024 * 1024;

const statOf = (file: string) =>
  stat(file).then(
    (found) => (found.isFile() ? found : undefined),
    () => undefined,
  );

/**
 * The embedded mode's pages and files from memory (docs/decisions.md 167): read once with their gzip copy and a
 * digest for the ETag, then served without touching the disk. The renderer rewrites a page in place whenever its
 * content changes, so each file is asked about again (one `stat`) once `freshMs` have passed since it last was:
 * a change reaches the guest within that time. Memory is bounded by `maxBytes` (the oldest read go first).
 */
export function createFileMemory(options: { freshMs: number; maxBytes: number }) {
  const held = new Map<string, Entry>();
  let heldBytes = 0;

  const forget = (file: string) => {
    const entry = held.get(file);
    if (!entry) return;
    heldBytes -= entry.body.length + (entry.gzip?.length ?? 0);
    held.delete(file);
  };

  async function load(file: string, now: number): Promise<Entry | undefined> {
    const [found, foundGzip] = await Promise.all([statOf(file), statOf(`${file}.gz`)]);
    if (!found || found.size > largestHeldBytes) return undefined;
    const [body, gzip] = await Promise.all([
      readFile(file),
      foundGzip ? readFile(`${file}.gz`).catch(() => undefined) : undefined,
    ]);
    const entry: Entry = {
      body,
      gzip,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      lastModified: found.mtime,
      mtimeMs: found.mtimeMs,
      size: found.size,
      gzipMtimeMs: foundGzip?.mtimeMs,
      checkedAt: now,
    };
    forget(file);
    held.set(file, entry);
    heldBytes += body.length + (gzip?.length ?? 0);
    // The oldest read go first (a Map keeps the order of insertion).
    for (const [oldest] of held) {
      if (heldBytes <= options.maxBytes) break;
      forget(oldest);
    }
    return entry;
  }

  /** The file as it is on disk (at most `freshMs` ago); undefined when it is gone or too large to hold. */
  return async function read(file: string, now = Date.now()): Promise<HeldFile | undefined> {
    const entry = held.get(file);
    if (!entry) return load(file, now);
    if (now - entry.checkedAt < options.freshMs) return entry;
    const [found, foundGzip] = await Promise.all([statOf(file), statOf(`${file}.gz`)]);
    if (!found) {
      forget(file);
      return undefined;
    }
    if (found.mtimeMs !== entry.mtimeMs || found.size !== entry.size || foundGzip?.mtimeMs !== entry.gzipMtimeMs) {
      return load(file, now);
    }
    entry.checkedAt = now;
    return entry;
  };
}

export type FileMemory = ReturnType<typeof createFileMemory>;
