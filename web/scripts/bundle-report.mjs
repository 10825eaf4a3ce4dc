// Prints what each public page's first load costs in JavaScript and CSS (raw and gzip), from the build's
// manifest, against the budget of 100 KB of gzipped JavaScript; then the staff dashboard's, which is a build of
// its own (docs/decisions.md 68) that no guest's page loads. Run after both `vite build`s (npm run build does).
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const readManifest = (name) => JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8'));
const manifest = readManifest('manifest.json');
const adminManifest = readManifest('admin-manifest.json');
// The manifests are for this report only: dist/ is served as it is, and guests need not see the build's map.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
const budgetKb = 100;

/** The page modules as the router loads them; home is part of the entry. */
const pages = {
  '/{locale} (home)': [],
  '/{locale}/menu': ['src/features/menu/menu-route.tsx'],
  '/{locale}/reservations': ['src/features/reservations/reservations-route.tsx'],
  '/{locale}/events': ['src/features/events/events-route.tsx'],
  '/{locale}/events/{id}': ['src/features/events/event-detail-route.tsx'],
  '/{locale}/gallery': ['src/features/gallery/gallery-route.tsx'],
  '/{locale}/contact': ['src/features/contact/contact-route.tsx'],
  '/{locale}/feedback': ['src/features/reviews/reviews-route.tsx'],
  '/{locale}/legal': ['src/features/legal/legal-route.tsx'],
  '/{locale}/blog': ['src/features/blog/blog-route.tsx'],
  '/{locale}/blog/{slug}': ['src/features/blog/blog-post-route.tsx'],
  '/{locale}/instagram': ['src/features/instagram/instagram-route.tsx'],
};

/** The dashboard's screens as its router loads them: the entry, the screen, and for the dashboard its first tab. */
const dashboard = 'src/admin/app/dashboard/dashboard-page.tsx';
const adminScreens = {
  '/{locale}/admin/login': ['src/admin/features/session/components/login-page.tsx'],
  '/{locale}/admin/test': ['src/admin/features/login-test/components/login-test-page.tsx'],
  '/{locale}/admin/dashboard (overview)': [dashboard, 'src/admin/features/overview/overview-tab.tsx'],
};
/** Each further tab: what opening it fetches beyond the dashboard already loaded. */
const adminTabs = {
  reservations: 'src/admin/features/reservations/reservations-tab.tsx',
  bookings: 'src/admin/features/event-bookings/bookings-tab.tsx',
  menu: 'src/admin/features/menu-editor/menu-editor-tab.tsx',
  gallery: 'src/admin/features/gallery-editor/gallery-editor-tab.tsx',
  events: 'src/admin/features/events-editor/events-editor-tab.tsx',
  blog: 'src/admin/features/blog-editor/blog-editor-tab.tsx',
  feedback: 'src/admin/features/inbox/feedback-tab.tsx',
  contact: 'src/admin/features/inbox/contact-tab.tsx',
  accounts: 'src/admin/features/accounts/accounts-tab.tsx',
  settings: 'src/admin/features/settings/settings-tab.tsx',
};

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** A chunk with everything it imports statically: what the browser must fetch before it runs. */
function closure(chunks, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  const chunk = chunks[key];
  // A module the build does not know (renamed, removed) is a mistake in this report's lists, not a size of 0.
  if (!chunk) throw new Error(`bundle report: ${key} is not in the build's manifest`);
  for (const imported of chunk.imports ?? []) closure(chunks, imported, seen);
  return seen;
}

const entryOf = (chunks) => Object.keys(chunks).find((key) => chunks[key].isEntry);

/** The bytes of a set of chunks and their stylesheets, in exact bytes (a report of "not a byte more" needs them). */
function total(chunks, keys) {
  const sum = { js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
  for (const key of keys) {
    const chunk = chunks[key];
    const js = sizeOf(chunk.file);
    sum.js += js.raw;
    sum.jsGzip += js.gzip;
    for (const css of chunk.css ?? []) {
      const size = sizeOf(css);
      sum.css += size.raw;
      sum.cssGzip += size.gzip;
    }
  }
  return sum;
}

function firstLoad(chunks, modules, base = new Set()) {
  const keys = new Set(closure(chunks, entryOf(chunks)));
  for (const module of modules) for (const key of closure(chunks, module)) keys.add(key);
  for (const key of base) keys.delete(key);
  return { keys, ...total(chunks, keys) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const line = (name, size, width = 26) =>
  `${name.padEnd(width)} JS ${kb(size.js)} KB (gzip ${kb(size.jsGzip)} KB)  CSS ${kb(size.css)} KB (gzip ${kb(size.cssGzip)} KB)`;

const publicPages = [];
let over = false;
for (const [page, modules] of Object.entries(pages)) {
  const { keys: _keys, ...size } = firstLoad(manifest, modules);
  publicPages.push({ page, ...size });
  over ||= size.jsGzip > budgetKb * 1024;
}

const adminPages = Object.entries(adminScreens).map(([page, modules]) => {
  const { keys: _keys, ...size } = firstLoad(adminManifest, modules);
  return { page, ...size };
});
const dashboardLoaded = firstLoad(adminManifest, adminScreens['/{locale}/admin/dashboard (overview)']).keys;
const tabs = Object.entries(adminTabs).map(([tab, module]) => {
  const { keys: _keys, ...size } = firstLoad(adminManifest, [module], dashboardLoaded);
  return { tab, ...size };
});

// The separation the admin build promises: the guest site's build holds no module of the dashboard, and no
// guest chunk lives where the dashboard's do.
const leaks = [
  ...Object.keys(manifest).filter((key) => key.startsWith('src/admin/')),
  ...Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.startsWith('assets/admin/')),
];

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKb, pages: publicPages, admin: { pages: adminPages, tabs, leaks } }));
  process.exit(0);
}
console.log('\nFirst load of each public page (JavaScript and CSS the browser fetches before the page runs):');
for (const page of publicPages) {
  const pass = page.jsGzip <= budgetKb * 1024;
  console.log(`  ${line(page.page, page)}  ${pass ? 'within' : 'OVER'} ${budgetKb} KB  (${page.jsGzip} bytes gzip)`);
}
console.log(
  over
    ? `\nBudget: some pages ship more than ${budgetKb} KB of gzipped JavaScript (see docs/decisions.md 54).`
    : `\nBudget: every page within ${budgetKb} KB.`,
);
console.log('\nStaff dashboard, a build of its own (assets/admin/; no guest page loads any of it):');
for (const page of adminPages) console.log(`  ${line(page.page, page, 38)}`);
console.log('  Each further tab, beyond the dashboard already loaded:');
for (const tab of tabs) console.log(`    ${line(tab.tab, tab, 36)}`);
console.log(
  leaks.length === 0
    ? '  The guest site holds none of it: no dashboard module in its manifest, no chunk of its under assets/admin/.\n'
    : `  LEAK: the guest site's build holds dashboard code: ${leaks.join(', ')}\n`,
);
if (leaks.length > 0) process.exit(1);
