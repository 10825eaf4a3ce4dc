import { siteConfig } from '@ristorante/contracts';

/** Name and city for now; address, phone, e-mail and hours join when the site configuration holds them. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <span className="footer-name">{siteConfig.name}</span>
      <span className="footer-city">{siteConfig.city}</span>
    </footer>
  );
}
