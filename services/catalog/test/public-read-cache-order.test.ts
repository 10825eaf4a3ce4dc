import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createPublicReadCache } from '../src/http/public-read-cache.js';

/** A request as Express hands it to `send`: its Cache-Control header, and never fresh for a 304. */
const request = (cacheControl?: string) => ({ get: () => cacheControl, fresh: false }) as unknown as Request;

/** A response that keeps the body sent. */
function response() {
  const sent = { body: '' };
  const res = {
    setHeader: () => res,
    type: () => res,
    status: () => res,
    end: () => res,
    send: (body: string) => (sent.body = body),
  };
  return { res: res as unknown as Response, sent };
}

/** A load whose answer the test releases when it likes. */
function gatedLoad(value: unknown) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { load: async () => (await gate, value), release };
}

const read = async (cache: ReturnType<typeof createPublicReadCache>, load: () => Promise<unknown>, cacheControl?: string) => {
  const { res, sent } = response();
  await cache.send(request(cacheControl), res, 'events:1', 'public', load, { freshOnRequest: true });
  return sent.body;
};

describe("the public read cache's order of loads (docs/decisions.md 170)", () => {
  it('when an older load finishes after a newer one, then the newer answer stays kept', async () => {
    const cache = createPublicReadCache(60_000);
    const older = gatedLoad({ spots: 10 });
    const newer = gatedLoad({ spots: 8 });
    const first = read(cache, older.load);
    // A guest just after their booking asks past the cache: a load of its own, begun after the first.
    const second = read(cache, newer.load, 'no-cache');
    newer.release();
    expect(await second).toBe('{"spots":8}');
    older.release();
    expect(await first).toBe('{"spots":10}');
    expect(await read(cache, async () => ({ spots: 0 }))).toBe('{"spots":8}');
  });

  it('when the entry is dropped while a load is under way, then that load keeps nothing', async () => {
    const cache = createPublicReadCache(60_000);
    const before = gatedLoad({ spots: 10 });
    const reading = read(cache, before.load);
    cache.invalidate('events');
    before.release();
    expect(await reading).toBe('{"spots":10}');
    expect(await read(cache, async () => ({ spots: 7 }))).toBe('{"spots":7}');
  });

  it('when a read asks past the cache where the route does not allow it, then the kept answer comes', async () => {
    const cache = createPublicReadCache(60_000);
    const { res, sent } = response();
    await cache.send(request(), res, 'menu', 'public', async () => ['Risotto']);
    await cache.send(request('no-cache'), res, 'menu', 'public', async () => ['Changed']);
    expect(sent.body).toBe('["Risotto"]');
  });
});
