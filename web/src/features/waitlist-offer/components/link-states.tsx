import { FormattedMessage } from 'react-intl';
import { RestaurantPhoneLink } from '../../../components/restaurant-phone-link';

/** While a waitlist link's offer or place is asked for. */
export function LinkLoading() {
  return (
    <p role="status">
      <FormattedMessage id="waitlistOffer.loading" />
    </p>
  );
}

/** A waitlist link the server does not know (cut off in the mail, or settled long ago): what to do instead. */
export function LinkInvalid() {
  return (
    <div className="card waitlist-offer-card">
      <p>
        <strong>
          <FormattedMessage id="waitlistOffer.invalid" />
        </strong>
      </p>
      <p>
        <FormattedMessage id="waitlistOffer.invalidHint" values={{ phone: <RestaurantPhoneLink /> }} />
      </p>
    </div>
  );
}

/** The offer or place could not be read just now: another try. */
export function LinkFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice notice-error" role="alert">
      <p>
        <FormattedMessage id="waitlistOffer.failed" />
      </p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        <FormattedMessage id="waitlistOffer.retry" />
      </button>
    </div>
  );
}
