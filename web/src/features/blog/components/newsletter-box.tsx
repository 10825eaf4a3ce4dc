import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * The newsletter box. There is no newsletter yet, so Subscribe sends nothing anywhere: it says so and points to
 * Instagram and the restaurant. The e-mail field has no `name`, so even a submit before the script has loaded
 * (a plain form GET) carries no address.
 */
export function NewsletterBox() {
  const { locale } = useIntl();
  const [noteShown, setNoteShown] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNoteShown(true);
  };

  return (
    <section className="blog-box blog-newsletter" aria-labelledby="blog-newsletter-title">
      <h2 id="blog-newsletter-title">
        <FormattedMessage id="blog.newsletter.title" />
      </h2>
      <p>
        <FormattedMessage id="blog.newsletter.text" />
      </p>
      <form className="blog-newsletter-form" noValidate onSubmit={onSubmit}>
        <label htmlFor="blog-newsletter-email">
          <FormattedMessage id="blog.newsletter.email" />
        </label>
        <div className="blog-newsletter-row">
          <input id="blog-newsletter-email" type="email" autoComplete="email" />
          <button type="submit" className="button button-primary">
            <FormattedMessage id="blog.newsletter.submit" />
          </button>
        </div>
      </form>
      {/* Present from the start, so screen readers announce the note when it appears. */}
      <p className="blog-newsletter-note" role="status">
        {noteShown ? (
          <FormattedMessage
            id="blog.newsletter.note"
            values={{
              instagram: (chunks: ReactNode[]) => <Link to={paths.instagram.getHref(locale)}>{chunks}</Link>,
            }}
          />
        ) : null}
      </p>
    </section>
  );
}
