import { siteConfig } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The hero of spec section 2 (Home); the 'Das Original!' section, feature cards and promise box come later. */
export function HomePage() {
  const { locale } = useIntl();
  useDocumentTitle();

  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">
        <FormattedMessage id="home.hero.title" values={{ name: siteConfig.name }} />
      </h1>
      <p className="hero-lead">
        <FormattedMessage id="home.hero.lead" />
      </p>
      <div className="hero-actions">
        <Link className="button button-primary" to={paths.reservations.getHref(locale)}>
          <FormattedMessage id="home.hero.reserve" />
        </Link>
        <Link className="button button-secondary" to={paths.menu.getHref(locale)}>
          <FormattedMessage id="home.hero.viewMenu" />
        </Link>
      </div>
    </section>
  );
}
