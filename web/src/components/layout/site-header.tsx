import { siteConfig } from '@ristorante/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LocaleSwitch } from './locale-switch';

export function SiteHeader() {
  const { locale } = useIntl();

  return (
    <header className="site-header">
      <Link className="brand" to={paths.home.getHref(locale)}>
        <span className="brand-name">{siteConfig.name}</span>
        <span className="brand-city">{siteConfig.city}</span>
      </Link>
      <LocaleSwitch />
    </header>
  );
}
