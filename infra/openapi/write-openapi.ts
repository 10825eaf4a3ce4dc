import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { buildOpenApiDocument } from '@ristorante/contracts/api-description';

/**
 * `npm run openapi`: writes the API's OpenAPI document to docs/api/openapi.json, generated from the route table and
 * the contracts' schemas, never edited by hand. Formatted as Prettier formats the repository's JSON, so the lint
 * finds it clean; services/contracts/test/openapi-committed.test.ts fails while the file differs from what the code describes.
 */
const target = fileURLToPath(new URL('../../docs/api/openapi.json', import.meta.url));

const document = buildOpenApiDocument();
const options = await prettier.resolveConfig(target);
const text = await prettier.format(JSON.stringify(document), { ...options, filepath: target, parser: 'json' });
await mkdir(dirname(target), { recursive: true });
await writeFile(target, text);
console.log(`wrote ${target}: ${Object.keys(document.paths).length} paths, ${text.length} bytes`);
