import { ApiError } from './api';

/**
 * A guest's phone may drop one request: one quiet retry for a network failure or a server error, none for an
 * answer that will not change (404 and other 4xx). The pages offer their own Try Again after that.
 */
export function retryOnceUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const retryDelayMs = 500;
