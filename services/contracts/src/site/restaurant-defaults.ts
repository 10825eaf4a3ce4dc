import type { RestaurantDetails } from './restaurant-details.js';
import { siteConfig } from './site-config.js';

/**
 * The first install's details, from the code's configuration (docs/decisions.md 148); its bracketed values and the
 * example review link are stand-ins the go-live check lists until the owner fills them in (149). Its own module,
 * free of the schemas' validation library, because every guest page falls back to it.
 */
export const defaultRestaurantDetails: RestaurantDetails = {
  name: siteConfig.name,
  address: siteConfig.address,
  geo: siteConfig.geo,
  phone: siteConfig.phone,
  email: siteConfig.email,
  operator: {
    company: siteConfig.operator.company,
    representative: siteConfig.operator.representative,
    register: siteConfig.operator.register,
    vatId: null,
    supervisoryAuthority: null,
  },
  hostingProvider: siteConfig.hostingProvider,
  mailProvider: siteConfig.mailProvider,
  googleReviewUrl: siteConfig.googleReviewUrl,
  socialLinks: [{ label: 'Instagram', url: siteConfig.instagram.url }],
};

/** A value the first install's configuration holds in place of the owner's: bracketed, or an example link. */
export function isStandIn(value: string | null | undefined): boolean {
  return typeof value === 'string' && (/^\s*\[.*\]\s*$/s.test(value) || /placeholder|example\.(com|org|net)/i.test(value));
}

/**
 * The paths of every string in a document that holds a stand-in (`operator.register`, `features.1.title.de`), in
 * the document's order: what the go-live check lists (docs/decisions.md 149, 152).
 */
export function standInPaths(document: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (isStandIn(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((each, index) => visit(each, `${path}.${index}`));
    } else if (value && typeof value === 'object') {
      for (const [key, each] of Object.entries(value)) visit(each, path ? `${path}.${key}` : key);
    }
  };
  visit(document, '');
  return found;
}

/** The restaurant details' fields that still hold a stand-in, in the form's order. */
export const restaurantStandIns = (details: RestaurantDetails): string[] => standInPaths(details);
