import type { IntlShape } from 'react-intl';
import { ApiError } from '../../lib/api';
import { UnreachableError } from './admin-client';

/**
 * What staff read when a call failed: whether the server or one of its services is out of reach, else the
 * server's own sentence (the services answer staff in their language). Undefined when there is
 * nothing more to say than the action's own failure message.
 */
export function failureText(error: unknown, intl: IntlShape): string | undefined {
  if (error instanceof UnreachableError) return intl.formatMessage({ id: 'admin.error.unreachable' });
  if (!(error instanceof ApiError)) return undefined;
  // The gateway's and Nginx's own answers for a service that is down are English only: staff read theirs.
  if (error.status >= 502 && error.status <= 504) return intl.formatMessage({ id: 'admin.error.unavailable' });
  return error.serverMessage;
}
