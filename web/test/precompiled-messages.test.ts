// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompiledMessages } from '../build/precompiled-messages';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'icu-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Bundles an entry that imports `catalogue.ts?icu`, returning the emitted code or the build error. */
async function compile(catalogue: string): Promise<string> {
  await writeFile(path.join(folder, 'catalogue.ts'), catalogue);
  await writeFile(path.join(folder, 'entry.ts'), "export { default } from './catalogue?icu';\n");
  const output = await build({
    root: folder,
    logLevel: 'silent',
    configFile: false,
    plugins: [precompiledMessages()],
    build: { write: false, minify: false, lib: { entry: path.join(folder, 'entry.ts'), formats: ['es'] } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return result.output[0].code;
}

describe('message catalogues compiled at build time', () => {
  it('when a catalogue is imported with ?icu, then its messages ship as ICU trees, not as text to parse', async () => {
    const code = await compile(
      "export const messages = { de: { 'a.count': '{count, plural, one {# Gast} other {# Gäste}}' }, en: { 'a.count': '{count, plural, one {# guest} other {# guests}}' } };\n",
    );

    const compiled = JSON.parse(JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)![1]!));
    expect(compiled.en['a.count'][0]).toMatchObject({ type: 6, value: 'count', options: { one: {}, other: {} } });
    expect(compiled.de['a.count'][0].options.other.value[1]).toEqual({ type: 0, value: ' Gäste' });
  });

  it('when a message is not valid ICU, then the build fails naming the key', async () => {
    await expect(compile("export const messages = { de: { 'b.broken': 'Hallo {name' }, en: {} };\n")).rejects.toThrow(
      /'b\.broken' \(de\) is not valid ICU/,
    );
  });

  it('when a module holds no catalogue or two, then the build says so', async () => {
    await expect(compile('export const nothing = 1;\n')).rejects.toThrow(/exactly one \{ de, en \} message catalogue/);
    await expect(compile("export const one = { de: { x: 'a' } };\nexport const two = { de: { y: 'b' } };\n")).rejects.toThrow(
      /exactly one/,
    );
  });
});
