import type { AnswerDescription, OperationDescription, RequestBody } from './api-operation.js';
import type { ApiRoute } from './gateway-routes.js';
import type { createSchemaSet } from './json-schemas.js';
import type {
  HeaderObject,
  OperationObject,
  ParameterObject,
  Reference,
  RequestBodyObject,
  ResponseObject,
} from './openapi-document.js';
import { accessNote, guardResponses, isRateLimited, securityOf } from './route-access.js';

type SchemaSet = ReturnType<typeof createSchemaSet>;

/** `/api/menu/:id` → `/api/menu/{id}`, as OpenAPI writes path parameters. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

const pathParameterNames = (path: string) => [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `PATCH /api/menu/:id/availability` → `patchMenuByIdAvailability`. */
function operationIdOf(route: ApiRoute): string {
  const words = route.path
    .replace(/^\/api\/?/, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return route.method.toLowerCase() + words.map(capitalised).join('');
}

function headersOf(headers: Record<string, string> | undefined): Record<string, HeaderObject> | undefined {
  if (!headers) return undefined;
  return Object.fromEntries(
    Object.entries(headers).map(([name, description]) => [
      name,
      { description, schema: { type: name.startsWith('x-') && name.endsWith('-count') ? 'integer' : 'string' } },
    ]),
  );
}

function responseOf(answer: AnswerDescription, schemas: SchemaSet): ResponseObject {
  const headers = 'headers' in answer ? headersOf(answer.headers) : undefined;
  const withHeaders = (response: ResponseObject): ResponseObject => (headers ? { ...response, headers } : response);
  switch (answer.kind) {
    case 'json':
      return withHeaders({
        description: answer.description,
        content: { 'application/json': { schema: schemas.use(answer.schema, 'output') } },
      });
    case 'error':
      return withHeaders({
        description: answer.description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      });
    case 'file':
      return withHeaders({
        description: answer.description,
        content: Object.fromEntries(
          answer.mediaTypes.map((type) => [
            type,
            { schema: type.startsWith('image/') ? { type: 'string', contentMediaType: type } : { type: 'string' } },
          ]),
        ),
      });
    case 'empty':
      return { description: answer.description };
  }
}

function requestBodyOf(body: RequestBody, schemas: SchemaSet): RequestBodyObject {
  if (body.kind === 'json') {
    return {
      required: true,
      ...(body.description ? { description: body.description } : {}),
      content: { 'application/json': { schema: schemas.use(body.schema, 'input') } },
    };
  }
  const properties = Object.fromEntries(
    Object.entries(body.fields).map(([name, field]) => [
      name,
      field.file
        ? { type: 'string', contentMediaType: 'application/octet-stream', description: field.description }
        : { type: 'string', description: field.description },
    ]),
  );
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, required: body.required } } },
  };
}

/** The query schema's input side, one parameter per property. */
function queryParametersOf(description: OperationDescription, schemas: SchemaSet): ParameterObject[] {
  if (!description.query) return [];
  const shape = description.query.shape;
  return Object.entries(shape).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !schema.safeParse(undefined).success,
    schema: schemas.use(schema, 'input'),
  }));
}

function pathParametersOf(route: ApiRoute, description: OperationDescription): ParameterObject[] {
  return pathParameterNames(route.path).map((name) => {
    const given = description.pathParameters?.[name];
    if (given)
      return {
        name,
        in: 'path',
        required: true,
        description: given.description,
        schema: { type: 'string', ...(given.pattern ? { pattern: given.pattern } : {}) },
      };
    if (name !== 'id') throw new Error(`${route.method} ${route.path}: describe its path parameter '${name}'`);
    return {
      name,
      in: 'path',
      required: true,
      description: 'The id (a UUID; anything else names nothing and is 404).',
      schema: { type: 'string', format: 'uuid' },
    };
  });
}

/** Status codes in order, ranges (`5XX`) after the codes they cover. */
const byStatus = ([a]: [string, unknown], [b]: [string, unknown]) => a.replace(/X/g, '9').localeCompare(b.replace(/X/g, '9'));

/** One route and its description as an OpenAPI operation; its schemas are placeholders until `schemas.finish()`. */
export function operationOf(route: ApiRoute, description: OperationDescription, schemas: SchemaSet): OperationObject {
  const own = Object.fromEntries(
    Object.entries(description.answers).map(([status, answer]) => [status, responseOf(answer!, schemas)]),
  );
  const responses = Object.fromEntries(Object.entries({ ...guardResponses(route), ...own }).sort(byStatus));
  const parameters: Array<ParameterObject | Reference> = [
    ...pathParametersOf(route, description),
    ...(description.headers ?? []).map((name) => ({ $ref: `#/components/parameters/${name}` })),
    ...queryParametersOf(description, schemas),
  ];
  const text = [description.description, accessNote(route)].filter(Boolean).join('\n\n');
  const security = securityOf(route, description);
  return {
    operationId: operationIdOf(route),
    summary: description.summary,
    ...(text ? { description: text } : {}),
    tags: [description.tag],
    ...(security ? { security } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(description.body ? { requestBody: requestBodyOf(description.body, schemas) } : {}),
    responses,
    'x-service': route.service,
    ...(route.ownerOnly ? { 'x-owner-only': true as const } : {}),
    ...(isRateLimited(route) ? { 'x-rate-limited': true as const } : {}),
  };
}
