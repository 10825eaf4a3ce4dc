import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { webAppShell, webRedirectTarget } from '@ristorante/contracts';

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
 * The built web app for the embedded mode, with the same rules as infra/nginx: the redirect-only addresses
 * answered with a 302, hashed assets cached for a year, everything else revalidated, and any app route (a
 * path without a file extension) answered by its app's shell (admin.html or index.html) so its router can
 * take it.
 */
export async function serveWebApp(root: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const urlPath = url.pathname;
  // `/`, `/admin`, … only redirect (spec section 2): answered here, before any of the app loads.
  const target = webRedirectTarget(urlPath);
  if (target) {
    res.writeHead(302, { location: target + url.search, 'cache-control': 'no-cache' });
    res.end();
    return;
  }
  let file = await fileAt(root, urlPath);
  // The staff dashboard has a shell of its own, so no guest's page ever loads its code.
  if (!file && path.extname(urlPath) === '') file = path.join(root, webAppShell(urlPath));
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  const immutable = urlPath.startsWith('/assets/');
  // The build writes a gzip copy beside each compressible file (web/scripts/precompress.mjs): sent as it is.
  const acceptsGzip = accepts(req.headers['accept-encoding'], 'gzip');
  const gzipped = acceptsGzip ? await existingFile(`${file}.gz`) : undefined;
  res.writeHead(200, {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
    vary: 'Accept-Encoding',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(gzipped ?? file)
    .on('error', () => res.destroy())
    .pipe(res);
}
