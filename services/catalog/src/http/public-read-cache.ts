import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

interface Entry {
  body: string;
  etag: string;
  until: number;
  /** The load's number: an older load finishing later never replaces what a newer one kept. */
  seq: number;
}

export interface PublicReadOptions {
  /** How long this read is kept, when shorter than the cache's own time (an event's seats: half a second). */
  ttlMs?: number;
  /**
   * Whether a caller asking to revalidate (`Cache-Control: no-cache` or `max-age=0`: a guest after their own
   * booking, the renderer) is answered from the database. Only where it matters: anyone can send the header.
   */
  freshOnRequest?: boolean;
}

/**
 * The menu, the gallery and the events with their seats, serialized once and kept for `ttlMs`: a guest's read then
 * costs no query, no JSON encoding and no hashing, and reads arriving together wait for one load. A write through
 * this replica drops the entry at once; another replica's write shows here within the time the read is kept.
 */
export function createPublicReadCache(ttlMs: number) {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  let loads = 0;
  /** Bumped by every invalidation: a load that began before one may not keep what it read. */
  let generation = 0;

  async function entryFor(key: string, load: () => Promise<unknown>, fresh: boolean, keepMs: number): Promise<Entry> {
    const cached = entries.get(key);
    if (cached && cached.until > Date.now() && !fresh) return cached;
    // A caller asking for the data as it is now does not join a load that may have begun before their write.
    let pending = fresh ? undefined : loading.get(key);
    if (!pending) {
      const startedIn = generation;
      const seq = ++loads;
      const started: Promise<Entry> = load()
        .then((value) => {
          const body = JSON.stringify(value);
          const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
          const entry = { body, etag, until: Date.now() + keepMs, seq };
          const kept = entries.get(key);
          if (keepMs > 0 && startedIn === generation && (!kept || kept.seq < seq)) entries.set(key, entry);
          return entry;
        })
        .finally(() => {
          if (loading.get(key) === started) loading.delete(key);
        });
      loading.set(key, started);
      pending = started;
    }
    return pending;
  }

  return {
    /** Answers a public read from the cache (304 to a matching If-None-Match), loading it when stale. */
    async send(
      req: Request,
      res: Response,
      key: string,
      cacheControl: string,
      load: () => Promise<unknown>,
      options: PublicReadOptions = {},
    ): Promise<void> {
      const fresh = options.freshOnRequest === true && /no-cache|max-age=0/.test(req.get('cache-control') ?? '');
      const entry = await entryFor(key, load, fresh, Math.min(ttlMs, options.ttlMs ?? ttlMs));
      res.setHeader('cache-control', cacheControl);
      res.setHeader('etag', entry.etag);
      res.type('application/json');
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.send(entry.body);
    },
    /** Drops the entry `key` and every `key:…` (all the events' reads, when one event changed). */
    invalidate(key: string): void {
      generation += 1;
      for (const loadingKey of loading.keys())
        if (loadingKey === key || loadingKey.startsWith(`${key}:`)) loading.delete(loadingKey);
      for (const kept of entries.keys()) if (kept === key || kept.startsWith(`${key}:`)) entries.delete(kept);
    },
  };
}
export type PublicReadCache = ReturnType<typeof createPublicReadCache>;
