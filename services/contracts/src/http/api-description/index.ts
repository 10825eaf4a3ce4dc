export { buildOpenApiDocument } from './build-openapi-document.js';
export { isRateLimited } from './route-access.js';
export { apiDescriptionPaths, gatewayRoutes, type ApiRoute } from './gateway-routes.js';
export { apiTags, type ApiTag } from './api-tags.js';
export { operationDescriptions } from './operation-descriptions.js';
export type { OperationDescription, OperationDescriptions, OperationKey } from './api-operation.js';
export type * from './openapi-document.js';
