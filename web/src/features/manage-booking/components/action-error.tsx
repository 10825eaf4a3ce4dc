import { FormattedMessage } from 'react-intl';
import { ApiError } from '../../../lib/api';

/** The server's sentence (already in the guest's language: a full slot, too late, cancelled), or a general one. */
export function ActionError({ error }: { error: Error | null }) {
  // Field errors stand beside their fields.
  if (!error || (error instanceof ApiError && Object.keys(error.fields).length > 0)) return null;
  const text = error instanceof ApiError ? error.serverMessage : undefined;
  return (
    <p className="notice notice-error" role="alert">
      {text ?? <FormattedMessage id="manageBooking.error" />}
    </p>
  );
}
