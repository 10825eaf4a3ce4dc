import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Stars } from './stars';

/** The average (one decimal, in the guest's number format) out of 5, as text and as stars, and how many reviews. */
export function ReviewStats({ averageRating, count }: { averageRating: number; count: number }) {
  const intl = useIntl();
  const average = intl.formatNumber(averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="card reviews-stats">
      <p className="reviews-average">
        <FormattedMessage
          id="reviews.stats.average"
          values={{ average, value: (chunks: ReactNode) => <span className="reviews-average-value">{chunks}</span> }}
        />
      </p>
      <Stars rating={averageRating} size="large" />
      <p className="reviews-count">
        <FormattedMessage id="reviews.stats.count" values={{ count }} />
      </p>
    </div>
  );
}
