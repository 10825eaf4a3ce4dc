import { ratingWords } from '@ristorante/contracts';
import { useIntl } from 'react-intl';

/** Best last, as stars are read: one star on the left, five on the right. */
const ratings = [1, 2, 3, 4, 5] as const;

interface RatingFieldProps {
  /** '' while none is chosen, else '1' to '5'. */
  value: string;
  onChange: (value: string) => void;
  /** The error's element id, when there is one. */
  errorId: string | undefined;
}

/**
 * The rating as five radio buttons in a fieldset (a radio group named by its legend), drawn as stars: each named
 * by its number and its word ('5 stars – excellent'), so arrow keys choose and a screen reader says what
 * each means. The word chosen is also written under the stars.
 */
export function RatingField({ value, onChange, errorId }: RatingFieldProps) {
  const intl = useIntl();
  const chosen = Number(value);
  const optionLabel = (rating: (typeof ratings)[number]) =>
    intl.formatMessage(
      { id: 'reviews.form.ratingOption' },
      { rating, word: intl.formatMessage({ id: `reviews.rating.${ratingWords[rating]}` }) },
    );
  return (
    <fieldset
      className="reviews-rating"
      role="radiogroup"
      aria-required="true"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
    >
      <legend>
        {intl.formatMessage({ id: 'reviews.form.rating' })}
        <span className="required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="reviews-rating-stars">
        {ratings.map((rating) => (
          <label key={rating} className={rating <= chosen ? 'reviews-rating-star is-filled' : 'reviews-rating-star'}>
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === String(rating)}
              onChange={() => onChange(String(rating))}
              className="reviews-rating-input"
            />
            {/* The star itself, drawn by CSS: hidden, so its glyph does not become part of the option's name. */}
            <span className="reviews-rating-glyph" aria-hidden="true" />
            <span className="visually-hidden">{optionLabel(rating)}</span>
          </label>
        ))}
      </div>
      <p className="field-hint" aria-hidden="true">
        {chosen ? optionLabel(chosen as (typeof ratings)[number]) : intl.formatMessage({ id: 'reviews.form.ratingNone' })}
      </p>
    </fieldset>
  );
}
