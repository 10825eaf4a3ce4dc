import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** 'Make a Reservation', under the list and under each post; a post's also leads back to the list. */
export function ReserveBox({ withBackLink = false }: { withBackLink?: boolean }) {
  const { locale } = useIntl();

  return (
    <section className="card blog-reserve" aria-labelledby="blog-reserve-title">
      <h2 id="blog-reserve-title">
        <FormattedMessage id="blog.reserve.title" />
      </h2>
      <p>
        <FormattedMessage id="blog.reserve.text" />
      </p>
      <p className="button-row blog-actions">
        <Link className="button button-primary" to={paths.reservations.getHref(locale)}>
          <FormattedMessage id="blog.reserve.button" />
        </Link>
        {withBackLink ? (
          <Link className="button button-secondary" to={paths.blog.getHref(locale)}>
            <FormattedMessage id="blog.back" />
          </Link>
        ) : null}
      </p>
    </section>
  );
}
