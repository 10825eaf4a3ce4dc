import { siteConfig } from '@ristorante/contracts';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { switchLocalePath } from '../../lib/switch-locale-path';

/** DE | EN, each leading to the page the guest is on, in that language. */
export function LocaleSwitch() {
  const intl = useIntl();
  const location = useLocation();

  return (
    <nav className="locale-switch" aria-label={intl.formatMessage({ id: 'localeSwitch.label' })}>
      {siteConfig.locales.map((locale) => (
        <Link
          key={locale}
          to={switchLocalePath(location, locale)}
          lang={locale}
          hrefLang={locale}
          // 'true', not 'page': under an unknown locale the active language's link leads elsewhere (its home).
          aria-current={locale === intl.locale ? 'true' : undefined}
        >
          {intl.formatMessage({ id: `localeSwitch.${locale}` })}
        </Link>
      ))}
    </nav>
  );
}
