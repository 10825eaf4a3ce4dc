import type { Review } from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ReviewCard } from './review-card';

/** How many reviews the page shows before 'Show All N Reviews' (docs/product.md, 'Lists and how much they show'). */
export const reviewsShownFirst = 3;

/** The reviews as cards, newest first: the first few, and a button for the rest and back. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? reviews : reviews.slice(0, reviewsShownFirst);
  return (
    <>
      <ul id="reviews-list" className="reviews-list">
        {shown.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {reviews.length > reviewsShownFirst ? (
        // The button stays where it is and says what it will do next, so focus and reading place stay put.
        <button
          type="button"
          className="button button-secondary reviews-more"
          aria-controls="reviews-list"
          onClick={() => setShowAll((current) => !current)}
        >
          {showAll ? (
            <FormattedMessage id="reviews.showLess" />
          ) : (
            <FormattedMessage id="reviews.showAll" values={{ count: reviews.length }} />
          )}
        </button>
      ) : null}
    </>
  );
}
