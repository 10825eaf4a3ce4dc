import type { OperationDescriptions } from './api-operation.js';
import { authOperations } from './auth-operations.js';
import { blogOperations } from './blog-operations.js';
import { bookingOperations } from './booking-operations.js';
import { catalogOperations } from './catalog-operations.js';
import { gatewayOperations } from './gateway-operations.js';
import { inboxOperations } from './inbox-operations.js';
import { siteContentOperations } from './site-content-operations.js';

/** Every operation's description, keyed `'GET /api/menu'`: one per route of the table, and the gateway's own. */
export const operationDescriptions: OperationDescriptions = {
  ...catalogOperations,
  ...blogOperations,
  ...siteContentOperations,
  ...bookingOperations,
  ...inboxOperations,
  ...authOperations,
  ...gatewayOperations,
};
