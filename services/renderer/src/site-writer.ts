import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SiteFile, SitemapEntry } from './render-module.js';

/** What the folder holds, kept beside the pages: each file's hash and the day its content last changed. */
interface Ledger {
  files: Record<string, { hash: string; changed: string }>;
}

const ledgerFile = '.rendered.json';

const hashOf = (body: string) => createHash('sha256').update(body).digest('base64url');

/** Written beside its final name and renamed over it: a guest never reads half a page. */
export async function writeAtomically(file: string, body: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

async function readLedger(dir: string): Promise<Ledger> {
  try {
    return JSON.parse(await readFile(path.join(dir, ledgerFile), 'utf8')) as Ledger;
  } catch {
    return { files: {} };
  }
}

export interface WriteOutcome {
  written: number;
  removed: number;
  sitemap: SitemapEntry[];
}

/**
 * Writes the pages that changed, removes the ones the site no longer has (a deleted event's), and answers the
 * sitemap's entries dated by when each page last changed. Unchanged pages keep their file, date and ETag, so
 * a returning guest's revalidation answers 304.
 */
export async function writeSite(dir: string, files: readonly SiteFile[], today: string): Promise<WriteOutcome> {
  const before = await readLedger(dir);
  const after: Ledger = { files: {} };
  let written = 0;
  for (const { file, body } of files) {
    const hash = hashOf(body);
    const known = before.files[file];
    if (known?.hash === hash) {
      after.files[file] = known;
      continue;
    }
    // A gzip copy beside each page, sent as it is (Nginx's gzip_static, the embedded gateway): no page is
    // compressed again for every guest.
    await writeAtomically(path.join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
    await writeAtomically(path.join(dir, file), body);
    after.files[file] = { hash, changed: today };
    written++;
  }
  const gone = Object.keys(before.files).filter((file) => !(file in after.files));
  for (const file of gone) {
    await rm(path.join(dir, file), { force: true });
    await rm(path.join(dir, `${file}.gz`), { force: true });
  }
  await writeAtomically(path.join(dir, ledgerFile), JSON.stringify(after));
  const sitemap = files.flatMap(({ file, sitemap: page }) => (page ? [{ ...page, lastmod: after.files[file]!.changed }] : []));
  return { written, removed: gone.length, sitemap };
}
