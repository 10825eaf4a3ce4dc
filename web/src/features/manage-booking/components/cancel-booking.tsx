import type { Locale } from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGuestBookingAction } from '../api/guest-booking';
import { ActionError } from './action-error';

/** Cancelling asks once more; a second click of 'Yes' cancels once (the server's action is idempotent too). */
export function CancelBooking({ token, locale, onDone }: { token: string; locale: Locale; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const action = useGuestBookingAction(token, locale);
  return (
    <section className="card manage-booking-cancel" aria-labelledby="manage-booking-cancel">
      <h2 id="manage-booking-cancel">
        <FormattedMessage id="manageBooking.cancel.title" />
      </h2>
      {asking ? (
        <>
          <p>
            <FormattedMessage id="manageBooking.cancel.confirm" />
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'cancel' }, { onSuccess: onDone })}
            >
              <FormattedMessage id="manageBooking.cancel.yes" />
            </button>
            <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
              <FormattedMessage id="manageBooking.cancel.no" />
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
          <FormattedMessage id="manageBooking.cancel.button" />
        </button>
      )}
      <ActionError error={action.error} />
    </section>
  );
}
