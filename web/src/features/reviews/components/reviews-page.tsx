import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/query-states';
import { useRestaurant } from '../../../lib/restaurant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReviews } from '../api/get-reviews';
import '../reviews.css';
import { FeedbackForm } from './feedback-form';
import { ReviewList } from './review-list';
import { ReviewStats } from './review-stats';
import { ShareButton } from './share-button';

/** The section of the feedback form, which the empty state invites guests to. */
const feedbackSectionId = 'feedback';

/** The stats and the cards, with their loading, error and empty states. */
function PublishedReviews() {
  const { data, isError, isFetching, refetch } = useReviews();

  // Reviews already shown stay when a later refresh fails; while Try Again is fetching, the guest sees it working.
  if (isError && !isFetching && !data) {
    return (
      <ErrorState
        title={<FormattedMessage id="reviews.error.title" />}
        detail={<FormattedMessage id="reviews.error.detail" />}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) {
    return (
      <LoadingState>
        <FormattedMessage id="reviews.loading" />
      </LoadingState>
    );
  }
  if (data.count === 0 || data.averageRating === null) {
    return (
      <EmptyState title={<FormattedMessage id="reviews.empty.title" />}>
        <p>
          <FormattedMessage id="reviews.empty.text" />
        </p>
        <p>
          <a href={`#${feedbackSectionId}`}>
            <FormattedMessage id="reviews.empty.link" />
          </a>
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <ReviewStats averageRating={data.averageRating} count={data.count} />
      <ReviewList reviews={data.reviews} />
    </>
  );
}

/**
 * /{locale}/feedback (docs/product.md, 'Lists and how much they show'): the average rating and the reviews, 'Review on
 * Google' and 'Share Experience', then the feedback form.
 */
export function ReviewsPage() {
  const intl = useIntl();
  const { googleReviewUrl } = useRestaurant();
  useDocumentTitle(intl.formatMessage({ id: 'reviews.title' }));

  return (
    <div className="page reviews-page">
      <h1>
        <FormattedMessage id="reviews.title" />
      </h1>
      <p className="reviews-lead">
        <FormattedMessage id="reviews.lead" />
      </p>
      <section className="reviews-section" aria-labelledby="reviews-list-title">
        <h2 id="reviews-list-title">
          <FormattedMessage id="reviews.list.title" />
        </h2>
        <PublishedReviews />
      </section>
      <div className="reviews-actions">
        {/* A plain link, when the owner gave one: nothing of Google's loads until a guest follows it. */}
        {googleReviewUrl ? (
          <p className="reviews-google">
            <a
              href={googleReviewUrl}
              rel="noopener noreferrer"
              className="button button-secondary"
              aria-describedby="reviews-google-note"
            >
              <FormattedMessage id="reviews.google.link" />
            </a>
            <span id="reviews-google-note" className="reviews-note">
              <FormattedMessage id="reviews.google.note" />
            </span>
          </p>
        ) : null}
        <ShareButton />
      </div>
      <section
        id={feedbackSectionId}
        className="reviews-section reviews-feedback"
        aria-labelledby="reviews-feedback-title"
        // The empty state's link moves focus here, not only the view.
        tabIndex={-1}
      >
        <h2 id="reviews-feedback-title">
          <FormattedMessage id="reviews.feedback.title" />
        </h2>
        <p>
          <FormattedMessage id="reviews.feedback.lead" />
        </p>
        <FeedbackForm />
      </section>
    </div>
  );
}
