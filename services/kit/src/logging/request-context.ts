import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving one request should carry. */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
