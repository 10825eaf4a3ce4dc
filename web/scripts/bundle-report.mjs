// Prints what each public page's first load costs in JavaScript and CSS (raw and gzip), from the build's
// manifest, against the budget of 100 KB of gzipped JavaScript. Run after `vite build` (npm run build does).
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The manifest is for this report only: dist/ is served as it is, and guests need not see the build's map.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
const budgetKb = 100;

/** The page modules as the router loads them; home is part of the entry. */
const pages = {
  '/{locale} (home)': [],
  '/{locale}/menu': ['src/features/menu/menu-route.tsx'],
  '/{locale}/reservations': ['src/features/reservations/reservations-route.tsx'],
  '/{locale}/events': ['src/features/events/events-route.tsx'],
  '/{locale}/events/{id}': ['src/features/events/event-detail-route.tsx'],
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** A chunk with everything it imports statically: what the browser must fetch before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const rows = [];
const json = [];
let over = false;
for (const [page, modules] of Object.entries(pages)) {
  const chunks = new Set(closure(entryKey));
  for (const module of modules) for (const key of closure(module)) chunks.add(key);
  const total = { js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
  for (const key of chunks) {
    const chunk = manifest[key];
    const js = sizeOf(chunk.file);
    total.js += js.raw;
    total.jsGzip += js.gzip;
    for (const css of chunk.css ?? []) {
      const size = sizeOf(css);
      total.css += size.raw;
      total.cssGzip += size.gzip;
    }
  }
  const pass = total.jsGzip <= budgetKb * 1024;
  json.push({ page, ...total });
  over ||= !pass;
  rows.push(
    `${page.padEnd(26)} JS ${kb(total.js)} KB (gzip ${kb(total.jsGzip)} KB)  CSS ${kb(total.css)} KB (gzip ${kb(total.cssGzip)} KB)  ${pass ? 'within' : 'OVER'} ${budgetKb} KB`,
  );
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKb, pages: json }));
  process.exit(0);
}
console.log('\nFirst load of each public page (JavaScript and CSS the browser fetches before the page runs):');
for (const row of rows) console.log(`  ${row}`);
console.log(
  over
    ? `\nBudget: some pages ship more than ${budgetKb} KB of gzipped JavaScript (see issue 10).\n`
    : `\nBudget: every page within ${budgetKb} KB.\n`,
);
