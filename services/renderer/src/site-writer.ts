import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SiteFile, SitemapEntry } from './render-module.js';

/**
 * What the folder holds, kept beside the pages: each file's hash, the day its content last changed, the public reads
 * it was rendered from (which changes it shows, docs/decisions.md 169) and its sitemap address.
 */
export interface Ledger {
  files: Record<string, { hash: string; changed: string; reads?: string[]; sitemap?: SiteFile['sitemap'] }>;
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

export async function readLedger(dir: string): Promise<Ledger> {
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
 * a returning guest's revalidation answers 304. `partial`: `files` are some of the site's pages (a change's), and
 * every other page stays as it is.
 */
export async function writeSite(
  dir: string,
  files: readonly SiteFile[],
  today: string,
  options: { partial?: boolean } = {},
): Promise<WriteOutcome> {
  const before = await readLedger(dir);
  const after: Ledger = { files: options.partial ? { ...before.files } : {} };
  let written = 0;
  for (const { file, body, reads, sitemap } of files) {
    const hash = hashOf(body);
    const known = before.files[file];
    const facts = { ...(reads ? { reads } : {}), ...(sitemap ? { sitemap } : {}) };
    if (known?.hash === hash) {
      after.files[file] = { hash, changed: known.changed, ...facts };
      continue;
    }
    // A gzip copy beside each page, sent as it is (Nginx's gzip_static, the embedded gateway): no page is
    // compressed again for every guest.
    await writeAtomically(path.join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
    await writeAtomically(path.join(dir, file), body);
    after.files[file] = { hash, changed: today, ...facts };
    written++;
  }
  const gone = Object.keys(before.files).filter((file) => !(file in after.files));
  for (const file of gone) {
    await rm(path.join(dir, file), { force: true });
    await rm(path.join(dir, `${file}.gz`), { force: true });
  }
  await writeAtomically(path.join(dir, ledgerFile), JSON.stringify(after));
  const sitemap = Object.values(after.files).flatMap(({ sitemap: page, changed }) =>
    page ? [{ ...page, lastmod: changed }] : [],
  );
  return { written, removed: gone.length, sitemap };
}
