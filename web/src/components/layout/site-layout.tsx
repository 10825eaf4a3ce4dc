import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public page: header, the page itself as the `main` landmark, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <ScrollToTop />
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus into main, not just scroll to it. */}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
