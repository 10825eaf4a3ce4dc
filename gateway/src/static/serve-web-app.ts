import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
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

/**
 * The web app for the embedded mode, with the same rules as infra/nginx: only GET and HEAD (a page takes no
 * other method), the redirect-only addresses answered with a 302, hashed assets cached for a year, everything
 * else revalidated (Last-Modified, 304), each guest page from the renderer's folder and an unknown address with
 * the 404 page, the dashboard's addresses with its shell; every answer with the headers Nginx sets.
 */
export function serveWebApp(root: string, pagesDir: string | undefined): RequestHandler {
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
    const found = await resolveFile(root, pagesDir, url);
    if (!found) {
      res.status(404).set(webSecurityHeaders).type('text/plain').send('Not found');
      return;
    }
    // The build writes a gzip copy beside each compressible file (web/scripts/precompress.mjs): sent as it is.
    const gzipped = accepts(req.get('accept-encoding'), 'gzip') ? await existingFile(`${found.file}.gz`) : undefined;
    const immutable = url.pathname.startsWith('/assets/');
    res.status(found.status).sendFile(
      gzipped ?? found.file,
      {
        headers: {
          'content-type': found.contentType ?? contentTypes[path.extname(found.file)] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          ...webSecurityHeaders,
          vary: 'Accept-Encoding',
          ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
        },
        // A returning guest's revalidation of a page (304); an error page is never revalidated.
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
