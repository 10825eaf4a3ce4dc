import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

interface Entry {
  body: string;
  etag: string;
  until: number;
}

/**
 * The menu and the gallery, serialized once and kept for `ttlMs`: a guest's read then costs no query, no JSON
 * encoding and no hashing. A write through this replica drops the entry at once; another replica's write
 * shows here within `ttlMs` (well inside the answers' own max-age of 10 s).
 */
export function createPublicReadCache(ttlMs: number) {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();

  async function entryFor(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const cached = entries.get(key);
    if (cached && cached.until > Date.now()) return cached;
    let pending = loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          const body = JSON.stringify(value);
          const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
          const entry = { body, etag, until: Date.now() + ttlMs };
          if (ttlMs > 0) entries.set(key, entry);
          return entry;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    /** Answers a public read from the cache (304 to a matching If-None-Match), loading it when stale. */
    async send(req: Request, res: Response, key: string, cacheControl: string, load: () => Promise<unknown>): Promise<void> {
      const entry = await entryFor(key, load);
      res.setHeader('cache-control', cacheControl);
      res.setHeader('etag', entry.etag);
      res.type('application/json');
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.send(entry.body);
    },
    invalidate(key: string): void {
      entries.delete(key);
    },
  };
}
export type PublicReadCache = ReturnType<typeof createPublicReadCache>;
