import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { runnerImport, type Plugin } from 'vite';

/** `import catalogue from './menu-messages?icu'` asks for that module's catalogue, compiled. */
const suffix = '?icu';
/** Virtual ids (leading NUL) keep other plugins, the TypeScript transform among them, away from the output. */
const prefix = '\0icu:';

type Catalogue = Record<string, Record<string, string>>;

function isCatalogue(value: unknown): value is Catalogue {
  if (typeof value !== 'object' || value === null || !('de' in value)) return false;
  return Object.values(value).every(
    (texts) => typeof texts === 'object' && texts !== null && Object.values(texts).every((text) => typeof text === 'string'),
  );
}

/**
 * Message catalogues compiled to ICU syntax trees at build time, so the browser never downloads or runs
 * the ICU parser (about 8 KB gzip; see withoutIcuParser below). A module imported with `?icu` is evaluated in
 * Node, its one `{ de, en }` catalogue export parsed message by message, and the trees shipped as JSON. A
 * message that is not valid ICU fails the build (and the tests, which use this plugin too) naming the key.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      if (!resolved) this.error(`cannot find the catalogue module ${source}`);
      return prefix + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length);
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(file, {
        logLevel: 'error',
        // Workspace packages (the shared validation messages) are read from their TypeScript sources.
        resolve: { conditions: ['source'] },
        environments: { inline: { resolve: { noExternal: ['@ristorante/contracts'], conditions: ['source'] } } },
      });
      // A change to the catalogue, or to what it imports, rebuilds it in watch and dev mode.
      // (Virtual modules among them have no file.)
      for (const dependency of [file, ...dependencies]) if (dependency) this.addWatchFile(dependency);
      const [catalogue, ...others] = Object.values(module).filter(isCatalogue);
      if (!catalogue || others.length > 0) {
        this.error(`${file} must export exactly one { de, en } message catalogue whose every message is a string`);
      }
      const compiled: Record<string, Record<string, MessageFormatElement[]>> = {};
      for (const [locale, texts] of Object.entries(catalogue)) {
        compiled[locale] = {};
        for (const [key, text] of Object.entries(texts)) {
          try {
            compiled[locale][key] = parse(text);
          } catch (error) {
            this.error(`${file}: message '${key}' (${locale}) is not valid ICU: ${(error as Error).message}`);
          }
        }
      }
      // JSON.parse of a string literal is faster for the browser to read than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

/**
 * react-intl and intl-messageformat import the parser for messages given as strings. Every message here
 * arrives compiled, so the parser is swapped for its no-parser build (in the build and the dev server),
 * which only throws if one ever does not.
 */
export const withoutIcuParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
