import { z } from 'zod';
import { systemStatusSchema } from '../health.js';
import { file, json, type OperationDescriptions } from './api-operation.js';

const keptFiveMinutes = { 'cache-control': 'Kept five minutes: `public, max-age=300`.' };

/** What the gateway answers itself: the status of the system, and this description (docs/decisions.md 103). */
export const gatewayOperations: OperationDescriptions = {
  'GET /api/status': {
    tag: 'System',
    summary: "The system's status",
    description:
      "Each service's readiness as the gateway sees it; what each checked is left out for the public (docs/decisions.md 98).",
    answers: {
      '200': json('Whether every service is ready.', systemStatusSchema, { 'cache-control': 'Never kept: `no-store`.' }),
    },
  },
  'GET /api/admin/status': {
    tag: 'System',
    summary: "The system's status with each service's checks, for staff",
    answers: {
      '200': json("Each service's readiness and what it checked.", systemStatusSchema, {
        'cache-control': 'Never kept: `no-store`.',
      }),
    },
  },
  'GET /api/openapi.json': {
    tag: 'System',
    summary: 'This API description',
    description:
      "OpenAPI 3.1, generated from the route table and the contracts' schemas; the repository keeps a copy in `docs/api/openapi.json`.",
    answers: {
      '200': json('The OpenAPI document.', z.looseObject({ openapi: z.literal('3.1.0') }), keptFiveMinutes),
    },
  },
  'GET /api/docs': {
    tag: 'System',
    summary: 'The API page for developers',
    description: 'This description as a page: every operation by group, its parameters, body and answers.',
    answers: { '200': file('The page; it needs no script, its stylesheet is `/api/docs.css`.', ['text/html'], keptFiveMinutes) },
  },
  'GET /api/docs.css': {
    tag: 'System',
    summary: "The API page's stylesheet",
    answers: { '200': file('The stylesheet.', ['text/css'], keptFiveMinutes) },
  },
};
