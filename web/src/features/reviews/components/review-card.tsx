import type { Review } from '@ristorante/contracts';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Stars } from './stars';

/**
 * A review's date ('YYYY-MM-DD', the restaurant's calendar day) as the guest's language writes it: '12. März 2026',
 * 'March 12, 2026'. Read and written in UTC, so no time zone moves it to the day before; anything that is not
 * such a date is shown as it came.
 */
function useReviewDate(date: string): string {
  const intl = useIntl();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
  if (!day || Number.isNaN(day.getTime())) return date;
  return intl.formatDate(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;

/** One review (docs/decisions.md 57): name, stars with their text, date, where it was written, and the text. */
export function ReviewCard({ review }: { review: Review }) {
  const intl = useIntl();
  const nameId = useId();
  const date = useReviewDate(review.date);
  return (
    <article className="card review-card" aria-labelledby={nameId}>
      <header className="review-card-header">
        <h3 id={nameId} className="review-card-name">
          {review.name}
        </h3>
        <p className="review-card-source">
          <FormattedMessage
            id="reviews.card.source"
            values={{ source: intl.formatMessage({ id: `reviews.source.${review.source}` }), hidden }}
          />
        </p>
      </header>
      <p className="review-card-rating">
        <Stars rating={review.rating} />
        <span className="visually-hidden">
          <FormattedMessage id="reviews.card.rating" values={{ rating: review.rating }} />
        </span>
      </p>
      <p className="review-card-date">
        <time dateTime={review.date}>{date}</time>
      </p>
      <p className="review-card-text">{review.review}</p>
    </article>
  );
}
