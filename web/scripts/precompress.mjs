// Writes a gzip copy (level 9, once, at build time) beside every compressible file of the build, so Nginx
// (`gzip_static`) and the embedded gateway send those instead of compressing each answer on the fly at a
// lower level. The bundle report measures the same bytes guests receive. Run after `vite build`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
// Below this, the gzip framing costs more than it saves (Nginx's gzip_min_length is the same).
const minBytes = 512;

let written = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < minBytes) continue;
  const gzipped = gzipSync(bytes, { level: 9 });
  if (gzipped.length >= bytes.length) continue;
  writeFileSync(`${file}.gz`, gzipped);
  written += 1;
}
console.log(`precompress: ${written} files gzipped beside themselves in dist/`);
