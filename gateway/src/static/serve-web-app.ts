import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { notFoundPageFile, renderedPageFile, webAppShell, webRedirectTarget, webSecurityHeaders } from '@ristorante/contracts';

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
  return (await fileStats(file)) ? file : undefined;
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
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
): Promise<{ file: string; status: number } | undefined> {
  const urlPath = url.pathname;
  if (pagesDir && (urlPath === '/sitemap.xml' || urlPath === '/robots.txt')) {
    const file = await fileAt(pagesDir, urlPath);
    return file ? { file, status: 200 } : undefined;
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
 * The web app for the embedded mode, with the same rules as infra/nginx: the redirect-only addresses answered
 * with a 302, hashed assets cached for a year, everything else revalidated (Last-Modified, 304), each guest
 * page from the renderer's folder and an unknown address with the 404 page, the dashboard's addresses with its
 * shell.
 */
export async function serveWebApp(
  root: string,
  pagesDir: string | undefined,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const urlPath = url.pathname;
  // `/`, `/admin`, … only redirect: answered here, before any of the app loads.
  const target = webRedirectTarget(urlPath);
  if (target) {
    res.writeHead(302, { location: target + url.search, 'cache-control': 'no-cache' });
    res.end();
    return;
  }
  const found = await resolveFile(root, pagesDir, url);
  if (!found) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...webSecurityHeaders });
    res.end('Not found');
    return;
  }
  const { file, status } = found;
  const stats = await fileStats(file);
  const immutable = urlPath.startsWith('/assets/');
  const lastModified = stats ? stats.mtime.toUTCString() : undefined;
  const common = {
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(lastModified && status === 200 ? { 'last-modified': lastModified } : {}),
    ...webSecurityHeaders,
    vary: 'Accept-Encoding',
  };
  // A returning guest's revalidation: the page has not changed since the copy they hold.
  const since = req.headers['if-modified-since'];
  if (status === 200 && stats && since && Math.floor(stats.mtimeMs / 1000) <= Math.floor(Date.parse(since) / 1000)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  // The build writes a gzip copy beside each compressible file (web/scripts/precompress.mjs): sent as it is.
  const acceptsGzip = accepts(req.headers['accept-encoding'], 'gzip');
  const gzipped = acceptsGzip ? await existingFile(`${file}.gz`) : undefined;
  res.writeHead(status, {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    ...common,
    ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(gzipped ?? file)
    .on('error', () => res.destroy())
    .pipe(res);
}
