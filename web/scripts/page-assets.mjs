// Writes dist-server/page-assets.json for the renderer (docs/decisions.md 92): for each module the guest site
// loads lazily (a page's route), the CSS and JavaScript files it needs, its static imports followed, and the text
// of every stylesheet. A rendered page carries its styles inline (nothing blocks its first paint) and preloads
// its route's code, so it hydrates without a second wait.
// Run after the builds and before bundle-report.mjs, which removes the manifest from dist/.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url)), 'utf8'));

/** The chunk's files and its static imports', each once, the chunk's own first. */
function filesOf(key, seen = new Set()) {
  if (seen.has(key)) return { css: [], js: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`page assets: ${key} is not in the build's manifest`);
  const own = { css: (chunk.css ?? []).map((file) => `/${file}`), js: [`/${chunk.file}`] };
  for (const imported of chunk.imports ?? []) {
    const more = filesOf(imported, seen);
    own.css.push(...more.css);
    own.js.push(...more.js);
  }
  return own;
}

// The entry's own files are in index.html already.
const entryFiles = new Set(Object.values(filesOf('index.html')).flat());
const assets = Object.fromEntries(
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key]) => {
      const { css, js } = filesOf(key);
      return [key, { css: css.filter((file) => !entryFiles.has(file)), js: js.filter((file) => !entryFiles.has(file)) }];
    }),
);
const stylesheets = new Set([...Object.values(assets).flatMap(({ css }) => css), ...filesOf('index.html').css]);
const styles = Object.fromEntries([...stylesheets].map((href) => [href, readFileSync(dist + href.slice(1), 'utf8')]));
writeFileSync(
  fileURLToPath(new URL('../dist-server/page-assets.json', import.meta.url)),
  JSON.stringify({ modules: assets, styles }, null, 2),
);
console.log(`page assets: ${Object.keys(assets).length} lazily loaded modules mapped for the renderer`);
