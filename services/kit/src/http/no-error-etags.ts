import type { RequestHandler } from 'express';

/**
 * An error answer carries no ETag: Express gives every body one, so a 405 or a 404 looked like a version of the
 * thing asked for, one a cache could revalidate (issue 35). Removed as the head is written, whatever wrote it (the
 * app, the error handler, or the gateway's proxy passing a service's answer on).
 */
export const noErrorEtags: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
  (res as unknown as { writeHead: (...args: unknown[]) => typeof res }).writeHead = (...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (status >= 400) res.removeHeader('etag');
    return writeHead(...args);
  };
  next();
};
