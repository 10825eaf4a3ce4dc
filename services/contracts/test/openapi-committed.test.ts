import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/http/api-description/index.js';

const committedPath = new URL('../../../docs/api/openapi.json', import.meta.url);

describe('the committed OpenAPI document', () => {
  it('when the document is generated from the route table and the contracts, then docs/api/openapi.json is that document', async () => {
    const text = await readFile(committedPath, 'utf8').catch(() => undefined);
    const stale = 'docs/api/openapi.json is not what the code describes: run `npm run openapi` and commit the file';

    expect(text, stale).toBeDefined();
    expect(JSON.parse(text!), stale).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(text!.endsWith('}\n'), 'docs/api/openapi.json ends with one newline: run `npm run openapi`').toBe(true);
  });
});
