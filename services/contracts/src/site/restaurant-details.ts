import { z } from 'zod';
import { optionalText, requiredTitle } from '../catalog/catalog-fields.js';
import { common, oneLine } from '../validation/common-messages.js';
import { restaurantText as text } from './restaurant-messages.js';
import { internationalPhone, toE164 } from './phone-number.js';

/** A link guests may follow: https only (no `javascript:`, no plain http), at most 500 characters. */
export const httpsLink = z
  .string({ message: text['restaurant.link.invalid'] })
  .trim()
  .max(500, text['restaurant.link.invalid'])
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, text['restaurant.link.invalid']);

const line = (max: number, required: string) => requiredTitle(max, required);
const coordinate = (limit: number) =>
  z
    .number({ message: text['restaurant.geo.invalid'] })
    .min(-limit, text['restaurant.geo.invalid'])
    .max(limit, text['restaurant.geo.invalid']);

/**
 * The restaurant's details as the owner keeps them in Settings (docs/decisions.md 148): who and where it is, how
 * guests reach it, and what the Impressum and the privacy text must name. The code's `siteConfig` gives only the
 * first install's values.
 */
export const restaurantDetailsSchema = z.object({
  name: line(100, text['restaurant.name.required']),
  address: z.object({
    street: line(120, text['restaurant.street.required']),
    postalCode: z
      .string({ message: text['restaurant.postalCode.invalid'] })
      .trim()
      .regex(/^\d{5}$/, text['restaurant.postalCode.invalid']),
    city: line(80, text['restaurant.city.required']),
    country: z.object({ de: line(60, text['restaurant.country.required']), en: line(60, text['restaurant.country.required']) }),
  }),
  /** Where the address is on a map: the OpenStreetMap link guests may follow. */
  geo: z.object({ latitude: coordinate(90), longitude: coordinate(180) }),
  /** Kept as the owner grouped it, in international form; it must make an E.164 number (links dial that, 149). */
  phone: z
    .string({ message: text['restaurant.phone.invalid'] })
    .max(40, text['restaurant.phone.invalid'])
    .transform((value, ctx) => {
      if (!toE164(value)) ctx.addIssue({ code: 'custom', message: text['restaurant.phone.invalid'] });
      return internationalPhone(value);
    }),
  email: z.string({ message: text['restaurant.email.invalid'] }).trim().pipe(z.email(text['restaurant.email.invalid'])),
  operator: z.object({
    company: line(160, text['restaurant.company.required']),
    representative: line(160, text['restaurant.representative.required']),
    /** The commercial register and its number ('Amtsgericht Charlottenburg, HRB 12345 B'); none for a sole trader. */
    register: optionalText(200).refine((value) => value === null || oneLine(value), common['common.oneLine']),
    vatId: z
      .string({ message: text['restaurant.vatId.invalid'] })
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .refine((value) => value === '' || /^DE\d{9}$/.test(value), text['restaurant.vatId.invalid'])
      .nullish()
      .transform((value) => value || null),
    /** The supervising authority, where the trade needs a licence that names one. */
    supervisoryAuthority: optionalText(300),
  }),
  /** Named in the privacy text as processors: who hosts the site, who sends its mail. */
  hostingProvider: optionalText(300),
  mailProvider: optionalText(300),
  googleReviewUrl: httpsLink.nullish().transform((value) => value ?? null),
  socialLinks: z
    .array(z.object({ label: line(40, text['restaurant.link.invalid']), url: httpsLink }))
    .max(8, text['restaurant.social.tooMany'])
    .default([]),
});

export type RestaurantDetailsInput = z.input<typeof restaurantDetailsSchema>;
export type RestaurantDetails = z.output<typeof restaurantDetailsSchema>;

/** The details as saved, with the version the next save names in If-Match (0: the first install's, never saved). */
export const publishedRestaurantSchema = restaurantDetailsSchema.extend({ version: z.int().min(0) });
export type PublishedRestaurant = z.output<typeof publishedRestaurantSchema>;
