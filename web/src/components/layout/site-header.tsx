import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useRestaurant } from '../../lib/restaurant';
import { LocaleSwitch } from './locale-switch';
import { SiteNav } from './site-nav';

/** The sticky header: name and city, the highlighted call to action, the language switch and the menu. */
export function SiteHeader() {
  const { locale } = useIntl();
  const { name, address } = useRestaurant();

  return (
    <header className="site-header">
      <Link className="brand" to={paths.home.getHref(locale)}>
        <span className="brand-name">{name}</span>
        <span className="brand-city">{address.city}</span>
      </Link>
      <div className="header-actions">
        <Link className="button button-primary header-cta" to={paths.reservations.getHref(locale)}>
          <FormattedMessage id="nav.cta" />
        </Link>
        <div className="header-tools">
          <LocaleSwitch />
          <SiteNav />
        </div>
      </div>
    </header>
  );
}
