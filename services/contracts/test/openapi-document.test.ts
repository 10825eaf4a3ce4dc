import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/index.js';
import {
  buildOpenApiDocument,
  gatewayRoutes,
  isRateLimited,
  operationDescriptions,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type Reference,
  type ResponseObject,
} from '../src/http/api-description/index.js';

const document = buildOpenApiDocument();
const allRoutes = [...routeTable, ...gatewayRoutes];
const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a local JSON pointer (`#/components/schemas/MenuItem`) names in the document, or undefined. */
function resolvePointer(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, token) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[token] : undefined),
      document,
    );
}

const resolved = <T>(item: T | Reference): T =>
  '$ref' in (item as object) ? (resolvePointer((item as Reference).$ref) as T) : (item as T);

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

const operations = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as OperationObject })),
  );

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: { method: string; path: string }) =>
  document.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];

describe('the OpenAPI document', () => {
  it('when it is built, then it is OpenAPI 3.1 with every route of the table and every gateway answer, by its method', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    for (const route of allRoutes) expect(operationOf(route), `${route.method} ${route.path}`).toBeDefined();
    expect(operations(document)).toHaveLength(allRoutes.length);
  });

  it('when a path has parameters, then each operation on it declares each, required, and no other path parameter', () => {
    for (const { path, method, operation } of operations(document)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? [])
        .map((item) => resolved<ParameterObject>(item))
        .filter((item) => item.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(inPath.sort());
      expect(declared.every((parameter) => parameter.required)).toBe(true);
    }
  });

  it('when any $ref is followed, then it names something the document has', () => {
    const refs = [...new Set(refsIn(document))];

    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) expect(resolvePointer(ref), ref).toBeDefined();
  });

  it('when a route is for admins, then it takes the session cookie, with the CSRF header for a change; public ones take none', () => {
    const schemes = Object.keys(document.components.securitySchemes);
    for (const route of allRoutes) {
      const operation = operationOf(route)!;
      for (const requirement of operation.security ?? [])
        for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
      if (route.access === 'admin') {
        const expected = unsafe.has(route.method) ? { adminSession: [], csrfToken: [] } : { adminSession: [] };
        expect(operation.security, `${route.method} ${route.path}`).toEqual([expected]);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '503']));
      } else if (route.service !== 'auth') {
        expect(operation.security, `${route.method} ${route.path}`).toBeUndefined();
      }
    }
    expect(document.components.securitySchemes.adminSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sosta_access',
    });
    expect(document.components.securitySchemes.csrfToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-csrf-token' });
  });

  it('when a route is owner-only or limited per address, then the document says so and lists the 403 or 429 it answers', () => {
    for (const route of allRoutes) {
      const operation = operationOf(route)!;
      expect(operation['x-owner-only'] === true, `${route.method} ${route.path}`).toBe(route.ownerOnly === true);
      if (route.ownerOnly) expect(operation.responses['403']).toBeDefined();
      expect(operation['x-rate-limited'] === true).toBe(isRateLimited(route));
      if (isRateLimited(route)) expect(operation.responses['429'], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('when an operation fails (4xx, 5xx), then its answer is JSON whose every shape carries the error sentence', () => {
    for (const { path, method, operation } of operations(document)) {
      for (const [status, item] of Object.entries(operation.responses)) {
        if (!/^[45]/.test(status)) continue;
        const schema = resolved<ResponseObject>(item).content?.['application/json']?.schema;
        expect(schema, `${method} ${path} ${status}`).toBeDefined();
        const shapes = (schema!.anyOf as Reference[] | undefined) ?? [schema as unknown as Reference];
        for (const shape of shapes) {
          const component = resolvePointer(shape.$ref) as { properties: Record<string, { type: string }>; required: string[] };
          expect(component.properties.error?.type, `${method} ${path} ${status}`).toBe('string');
          expect(component.required).toContain('error');
        }
      }
    }
    expect(document.components.schemas.ErrorResponse).toMatchObject({
      type: 'object',
      properties: { error: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
      required: ['error'],
    });
  });

  it('when every operation is listed, then each has one known tag, a unique id and a success answer', () => {
    const tags = document.tags.map((tag) => tag.name);
    const ids = operations(document).map(({ operation }) => operation.operationId);

    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations(document)) {
      expect(tags).toContain(operation.tags[0]);
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it('when the named schemas are compiled as JSON Schema 2020-12, then each compiles and the error shape judges bodies as the services send them', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, logger: false });
    ajv.addSchema({ $id: 'https://api.invalid/openapi.json', components: document.components });
    for (const name of Object.keys(document.components.schemas)) {
      expect(() => ajv.getSchema(`https://api.invalid/openapi.json#/components/schemas/${name}`), name).not.toThrow();
    }
    const errorShape = ajv.getSchema('https://api.invalid/openapi.json#/components/schemas/ErrorResponse')!;

    expect(errorShape({ error: 'Ungültige Anfrage', fields: { email: 'Bitte eine gültige E-Mail-Adresse angeben' } })).toBe(true);
    expect(errorShape({ fields: {} })).toBe(false);
  });
});

describe('the description table', () => {
  it('when a route has no description, then the document is not built, naming the route', () => {
    const added = { method: 'GET' as const, path: '/api/new-thing', service: 'catalog' as const, access: 'public' as const };

    expect(() => buildOpenApiDocument({ routes: [...allRoutes, added] })).toThrow(
      /Routes without a description: GET \/api\/new-thing/,
    );
  });

  it('when a description names no route, then the document is not built, naming it', () => {
    const removed = allRoutes.filter((route) => !(route.method === 'DELETE' && route.path === '/api/menu/:id'));

    expect(() => buildOpenApiDocument({ routes: removed, descriptions: operationDescriptions })).toThrow(
      /Descriptions of no route: DELETE \/api\/menu\/:id/,
    );
  });
});
