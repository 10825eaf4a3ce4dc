import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { createFileMemory } from './file-memory.js';
import {
  atomContentType,
  blogFeedFile,
  notFoundPageFile,
  renderedPageFile,
  webAppShell,
  webRedirect,
  webSecurityHeaders,
} from '@ristorante/contracts';
import { sendError } from '../http/send-error.js';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
};

/** Whether an Accept-Encoding header takes `coding`: named (or `*`) without `q=0`. */
function accepts(header: string | undefined, coding: string): boolean {
  let answer = false;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const refused = quality !== undefined && Number(quality.slice(2)) === 0;
    if (name === coding) return !refused;
    if (name === '*') answer = !refused;
  }
  return answer;
}

async function existingFile(file: string): Promise<string | undefined> {
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  const resolved = path.join(root, path.normalize(decodeURIComponent(urlPath)));
  if (!resolved.startsWith(root + path.sep) && resolved !== root) return undefined;
  return existingFile(resolved);
}

/**
 * Where an address is answered from: a rendered page (docs/decisions.md 92) with its status, a file of the build,
 * or the staff dashboard's shell. Without a pages folder (the gateway's own tests) guest addresses get the
 * guest site's shell as before.
 */
async function resolveFile(
  root: string,
  pagesDir: string | undefined,
  url: URL,
): Promise<{ file: string; status: number; contentType?: string } | undefined> {
  const urlPath = url.pathname;
  if (pagesDir && (urlPath === '/sitemap.xml' || urlPath === '/robots.txt')) {
    const file = await fileAt(pagesDir, urlPath);
    return file ? { file, status: 200 } : undefined;
  }
  // The blog's Atom feeds, written by the renderer beside the pages (docs/decisions.md 150).
  const feed = pagesDir ? blogFeedFile(urlPath) : undefined;
  if (pagesDir && feed) {
    const file = await existingFile(path.join(pagesDir, feed));
    return file ? { file, status: 200, contentType: atomContentType } : undefined;
  }
  const built = await fileAt(root, urlPath);
  if (built) return { file: built, status: 200 };
  if (path.extname(urlPath) !== '') return undefined;
  const shell = webAppShell(urlPath);
  if (!pagesDir || shell === 'admin.html') return { file: path.join(root, shell), status: 200 };
  const page = renderedPageFile(urlPath, url.searchParams.get('tab'));
  const rendered = page ? await existingFile(path.join(pagesDir, page)) : undefined;
  if (rendered) return { file: rendered, status: 200 };
  const notFound = await existingFile(path.join(pagesDir, notFoundPageFile(urlPath)));
  return notFound ? { file: notFound, status: 404 } : undefined;
}

/** How long a page or file read from memory (and an address's answer) may go unchecked against the disk. */
const freshMs = 500;

/** Whether the browser's copy is the one we hold: its ETag named, or (without one) not older than the file. */
function stillFresh(req: Request, etag: string, lastModified: Date): boolean {
  const tags = req.get('if-none-match');
  if (tags !== undefined) return tags.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const since = Date.parse(req.get('if-modified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * The web app for the embedded mode, with the same rules as infra/nginx: only GET and HEAD (a page takes no
 * other method), the redirect-only addresses answered with a 302, hashed assets cached for a year, everything
 * else revalidated (ETag and Last-Modified, 304), each guest page from the renderer's folder and an unknown address
 * with the 404 page, the dashboard's addresses with its shell; every answer with the headers Nginx sets. Pages and
 * files are served from memory with their gzip copies (docs/decisions.md 167): where an address is answered from,
 * and each file, are asked of the disk again at most every half second, so a page the renderer rewrote is served
 * within that time.
 */
export function serveWebApp(root: string, pagesDir: string | undefined): RequestHandler {
  const memory = createFileMemory({ freshMs, maxBytes: 64 * 1024 * 1024 });
  const answers = new Map<string, { found: Awaited<ReturnType<typeof resolveFile>>; at: number }>();
  const resolved = async (url: URL, now: number) => {
    const key = `${url.pathname}?${url.searchParams.get('tab') ?? ''}`;
    const known = answers.get(key);
    if (known && now - known.at < freshMs) return known.found;
    const found = await resolveFile(root, pagesDir, url);
    // Bounded: addresses nobody links to (a scan) cannot grow it without end.
    if (answers.size >= 10_000) answers.clear();
    answers.set(key, { found, at: now });
    return found;
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, `${req.method} is not allowed on ${req.path}`, { allow: 'GET, HEAD' });
      return;
    }
    const url = new URL(req.originalUrl, 'http://localhost');
    // `/`, `/admin`, … only redirect: answered here, before any of the app loads.
    const redirect = webRedirect(url.pathname);
    if (redirect) {
      res.set('cache-control', 'no-cache').redirect(redirect.status, redirect.target + url.search);
      return;
    }
    const now = Date.now();
    const found = await resolved(url, now);
    if (!found) {
      res.status(404).set(webSecurityHeaders).type('text/plain').send('Not found');
      return;
    }
    const immutable = url.pathname.startsWith('/assets/');
    const contentType = found.contentType ?? contentTypes[path.extname(found.file)] ?? 'application/octet-stream';
    const headers = {
      'content-type': contentType,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...webSecurityHeaders,
      vary: 'Accept-Encoding',
    };
    const held = await memory(found.file, now);
    if (held) {
      // The build's gzip copy when the browser takes it (web/scripts/precompress.mjs, the renderer): sent as it is.
      const gzipped = held.gzip && accepts(req.get('accept-encoding'), 'gzip') ? held.gzip : undefined;
      const etag = gzipped ? `${held.etag.slice(0, -1)}-gz"` : held.etag;
      res.set(headers);
      // A returning guest's revalidation of a page (304); an error page is never revalidated.
      if (found.status === 200) {
        res.set({ etag, 'last-modified': held.lastModified.toUTCString() });
        if (stillFresh(req, etag, held.lastModified)) {
          res.status(304).end();
          return;
        }
      }
      const body = gzipped ?? held.body;
      res.status(found.status).set({ 'content-length': String(body.length), ...(gzipped ? { 'content-encoding': 'gzip' } : {}) });
      if (req.method === 'HEAD') res.end();
      else res.end(body);
      return;
    }
    // Too large to hold: streamed from disk, with its gzip copy when there is one.
    const gzippedFile = accepts(req.get('accept-encoding'), 'gzip') ? await existingFile(`${found.file}.gz`) : undefined;
    res.status(found.status).sendFile(
      gzippedFile ?? found.file,
      {
        headers: { ...headers, ...(gzippedFile ? { 'content-encoding': 'gzip' } : {}) },
        lastModified: found.status === 200,
        etag: false,
        cacheControl: false,
        // The folders are ours and checked above; a dot in their path (`.data/`) is no reason to refuse.
        dotfiles: 'allow',
      },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
