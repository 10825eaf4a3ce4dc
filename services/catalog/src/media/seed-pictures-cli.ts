import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Picture } from '@ristorante/contracts';
import { buildSeedPictures, describeSeedPictures, seedPicturesDir } from './seed-pictures.js';

/**
 * `npm run build` (and the catalog's image) makes the seed pictures' variants with this; `npm run seed-pictures`
 * also writes their description into contracts' seed-pictures/, which the pages import (docs/decisions.md 121).
 * A test fails when those files no longer say what the pictures are.
 */
export const manifestDir = fileURLToPath(new URL('../../../contracts/src/catalog/seed-pictures/', import.meta.url));

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** `blog-unsere-geschichte.svg` → `seedPictureBlogUnsereGeschichte`: one export per picture. */
const exportNameOf = (url: string) => `seedPicture${path.basename(url, '.svg').split('-').map(capitalized).join('')}`;
/** The pictures' group, by the first word of their name (`blog`, `food`, …): one module each. */
const groupOf = (url: string) => path.basename(url).split('-')[0]!;

const header = `// Written by \`npm run seed-pictures\` from services/catalog/seed/images: do not edit (docs/decisions.md 121).\n`;

/**
 * One module per group, one constant per picture: a page's bundle carries only the stand-ins it shows (the home
 * page's three are in every first load, the blog's five only in the blog's), and the index maps every address.
 */
export function manifestSources(pictures: Record<string, Picture>): Record<string, string> {
  const groups = new Map<string, Array<[string, Picture]>>();
  for (const entry of Object.entries(pictures)) {
    const group = groupOf(entry[0]);
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const files: Record<string, string> = {};
  for (const [group, entries] of groups) {
    files[`${group}.ts`] = `${header}import type { Picture } from '../picture-variants.js';

${entries.map(([url, picture]) => `/** ${url} */\nexport const ${exportNameOf(url)}: Picture = ${JSON.stringify(picture)};`).join('\n')}
`;
  }
  const imports = [...groups].map(
    ([group, entries]) => `import { ${entries.map(([url]) => exportNameOf(url)).join(', ')} } from './${group}.js';`,
  );
  files['index.ts'] = `${header}import type { Picture } from '../picture-variants.js';
${imports.join('\n')}

${[...groups.keys()].map((group) => `export * from './${group}.js';`).join('\n')}

/** The seed content's pictures by address: their size as guests see them, and their stand-ins. */
export const seedPictures: Readonly<Record<string, Picture>> = {
${Object.keys(pictures)
  .map((url) => `  '${url}': ${exportNameOf(url)},`)
  .join('\n')}
};
`;
  return files;
}

async function main() {
  const started = performance.now();
  const made = await buildSeedPictures();
  console.log(`seed pictures: ${made.length} made in ${seedPicturesDir} (${Math.round(performance.now() - started)} ms)`);
  if (!process.argv.includes('--manifest')) return;
  // Prettier only here, where the source tree is: the build and the images never write the manifest.
  // eslint-disable-next-line import-x/no-extraneous-dependencies -- a dev tool for the source tree, never run in an image
  const prettier = await import('prettier');
  await rm(manifestDir, { recursive: true, force: true });
  await mkdir(manifestDir, { recursive: true });
  for (const [name, source] of Object.entries(manifestSources(await describeSeedPictures()))) {
    const file = path.join(manifestDir, name);
    const options = (await prettier.resolveConfig(file)) ?? {};
    await writeFile(file, await prettier.format(source, { ...options, filepath: file }));
  }
  console.log(`seed pictures: described in ${manifestDir}`);
}

await main();
