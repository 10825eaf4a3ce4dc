import { siteConfig } from '../../site/site-config.js';
import { routeTable } from '../route-table.js';
import type { OperationDescriptions, OperationKey } from './api-operation.js';
import { apiTags } from './api-tags.js';
import { gatewayRoutes, type ApiRoute } from './gateway-routes.js';
import { createSchemaSet, refsIn } from './json-schemas.js';
import type { HttpMethod, OpenApiDocument, PathItemObject } from './openapi-document.js';
import { openApiPath, operationOf } from './operation-object.js';
import { operationDescriptions } from './operation-descriptions.js';
import { namedSchemas } from './schema-components.js';
import { securitySchemes, sharedParameters, sharedResponses } from './shared-components.js';

const introduction = `The HTTP API of the restaurant's website: every call goes to the gateway under \`/api\`, which routes it to the service that owns it. Generated from the route table and the contracts' zod schemas (services/contracts); never written by hand.

- Bodies and answers are JSON unless an operation says otherwise. Every error answer has one shape, \`ErrorResponse\`: \`error\`, a sentence for people, and for an invalid body or query \`fields\`, each bad field with its message.
- A body that is not JSON is 400, one over 100 kB 413 (an upload has a limit of its own).
- Messages are in the guest's language: a form's \`locale\`, else \`Accept-Language\`, else German.
- Admin routes need the session's access cookie (\`adminSession\`), and a change also its CSRF header (\`csrfToken\`); owner-only ones (\`x-owner-only\`) refuse staff with 403. A session signed in with a one-time password an owner made (a new account, a reset) gets 403 everywhere but \`POST /api/admin/password\` and \`POST /api/admin/logout\` until it has chosen its own (\`GET /api/admin/session\` says \`mustChangePassword\`).
- Public POSTs and guest-link routes (\`x-rate-limited\`) are limited per address: 429 with \`Retry-After\`.
- An \`/api\` path no route has is 404, a known path with another method 405 with \`Allow\`; a path with dot segments or encoded slashes, or a GET with a body, is 400.
- Every answer carries \`X-Request-Id\`, the id the request is logged under.`;

const keyOf = (route: ApiRoute): OperationKey => `${route.method} ${route.path}` as OperationKey;

/** Fails on a `$ref` that names nothing in the document: a schema left unnamed, a shared answer misspelt. */
function assertRefsResolve(document: OpenApiDocument): void {
  for (const ref of new Set(refsIn(document))) {
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
    const components = document.components as Record<string, Record<string, unknown>>;
    if (!section || !name || !components[section]?.[name])
      throw new Error(`The document refers to ${ref}, which it does not have`);
  }
}

/**
 * The OpenAPI 3.1 document of the API: every route of the route table and the gateway's own, each described by
 * `descriptions`. A route without a description, or a description without its route, is an error: a new route
 * cannot be left out of the document, nor a removed one linger in it.
 */
export function buildOpenApiDocument({
  routes = [...routeTable, ...gatewayRoutes],
  descriptions = operationDescriptions,
}: { routes?: ApiRoute[]; descriptions?: OperationDescriptions } = {}): OpenApiDocument {
  const routeKeys = new Set(routes.map(keyOf));
  const undescribed = [...routeKeys].filter((key) => !descriptions[key]);
  if (undescribed.length > 0) throw new Error(`Routes without a description: ${undescribed.join(', ')}`);
  const unrouted = Object.keys(descriptions).filter((key) => !routeKeys.has(key as OperationKey));
  if (unrouted.length > 0) throw new Error(`Descriptions of no route: ${unrouted.join(', ')}`);

  const schemas = createSchemaSet(namedSchemas);
  const paths: Record<string, PathItemObject> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    const operation = operationOf(route, descriptions[keyOf(route)]!, schemas);
    if (operationIds.has(operation.operationId)) throw new Error(`Two operations are ${operation.operationId}`);
    operationIds.add(operation.operationId);
    const item = (paths[openApiPath(route.path)] ??= {});
    item[route.method.toLowerCase() as HttpMethod] = operation;
  }
  const componentSchemas = schemas.finish();

  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: `${siteConfig.name} API`, version: '1.0.0', description: introduction },
    tags: apiTags.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(componentSchemas).sort(([a], [b]) => a.localeCompare(b))),
      parameters: sharedParameters,
      responses: sharedResponses,
      securitySchemes,
    },
  };
  assertRefsResolve(document);
  return document;
}
