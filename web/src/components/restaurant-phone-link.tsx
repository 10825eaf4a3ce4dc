import { siteConfig } from '@ristorante/contracts';

/** The restaurant's phone number as a link a phone can call (the site configuration's, docs/decisions.md 1). */
export function RestaurantPhoneLink() {
  return <a href={`tel:${siteConfig.phone.replace(/\s/g, '')}`}>{siteConfig.phone}</a>;
}
