/*
 * The parts of OpenAPI 3.1 this project's document uses (https://spec.openapis.org/oas/v3.1.0), typed for the
 * builder and for the page the gateway renders from it. Schemas are JSON Schema 2020-12, OpenAPI 3.1's own dialect.
 */

export type JsonSchema = { [keyword: string]: unknown };

export interface Reference {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface HeaderObject {
  description: string;
  schema: JsonSchema;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
}

export interface RequestBodyObject {
  required: boolean;
  description?: string;
  content: Record<string, MediaTypeObject>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: SecurityRequirement[];
  parameters?: Array<ParameterObject | Reference>;
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
  /** Which service answers it: one of the route table's, or the gateway itself. */
  'x-service': string;
  /** Among signed-in admins, only an owner (docs/decisions.md 86). */
  'x-owner-only'?: true;
  /** Counted by the gateway's per-address limit (a public POST, or a guest link's read, docs/decisions.md 113). */
  'x-rate-limited'?: true;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

export interface SecuritySchemeObject {
  type: 'apiKey';
  in: 'cookie' | 'header';
  name: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, ParameterObject>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, SecuritySchemeObject>;
  };
}
