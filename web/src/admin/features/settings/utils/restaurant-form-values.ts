import type { PublishedRestaurant, RestaurantDetailsInput } from '@ristorante/contracts';
import type { MessageId } from '../../../../i18n/catalogues';

/** One social link as the form edits it; `key` tells React's rows apart. */
export interface SocialLinkValues {
  key: string;
  label: string;
  url: string;
}

/** The restaurant form's values, as typed (the position stays text until sent, so a wrong one is named). */
export type RestaurantFormValues = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  countryDe: string;
  countryEn: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  company: string;
  representative: string;
  register: string;
  vatId: string;
  supervisoryAuthority: string;
  hostingProvider: string;
  mailProvider: string;
  googleReviewUrl: string;
  socialLinks: SocialLinkValues[];
};

type TextValue = Exclude<keyof RestaurantFormValues, 'socialLinks'>;

/**
 * Each text field in the order the form shows them (focus goes to the first bad one): its value, the path the schema
 * and the server name it by, its label.
 */
export const restaurantFields: ReadonlyArray<{ value: TextValue; path: string; label: MessageId }> = [
  { value: 'name', path: 'name', label: 'admin.restaurant.name' },
  { value: 'street', path: 'address.street', label: 'admin.restaurant.street' },
  { value: 'postalCode', path: 'address.postalCode', label: 'admin.restaurant.postalCode' },
  { value: 'city', path: 'address.city', label: 'admin.restaurant.city' },
  { value: 'countryDe', path: 'address.country.de', label: 'admin.restaurant.countryDe' },
  { value: 'countryEn', path: 'address.country.en', label: 'admin.restaurant.countryEn' },
  { value: 'latitude', path: 'geo.latitude', label: 'admin.restaurant.latitude' },
  { value: 'longitude', path: 'geo.longitude', label: 'admin.restaurant.longitude' },
  { value: 'phone', path: 'phone', label: 'admin.restaurant.phone' },
  { value: 'email', path: 'email', label: 'admin.restaurant.email' },
  { value: 'googleReviewUrl', path: 'googleReviewUrl', label: 'admin.restaurant.googleReview' },
  { value: 'company', path: 'operator.company', label: 'admin.restaurant.company' },
  { value: 'representative', path: 'operator.representative', label: 'admin.restaurant.representative' },
  { value: 'register', path: 'operator.register', label: 'admin.restaurant.register' },
  { value: 'vatId', path: 'operator.vatId', label: 'admin.restaurant.vatId' },
  { value: 'supervisoryAuthority', path: 'operator.supervisoryAuthority', label: 'admin.restaurant.authority' },
  { value: 'hostingProvider', path: 'hostingProvider', label: 'admin.restaurant.hosting' },
  { value: 'mailProvider', path: 'mailProvider', label: 'admin.restaurant.mail' },
];

let nextKey = 0;
export const newSocialLink = (): SocialLinkValues => ({ key: `social-${++nextKey}`, label: '', url: '' });

/** The saved details as the form shows them. */
export function restaurantValuesOf(details: PublishedRestaurant): RestaurantFormValues {
  return {
    name: details.name,
    street: details.address.street,
    postalCode: details.address.postalCode,
    city: details.address.city,
    countryDe: details.address.country.de,
    countryEn: details.address.country.en,
    latitude: String(details.geo.latitude),
    longitude: String(details.geo.longitude),
    phone: details.phone,
    email: details.email,
    company: details.operator.company,
    representative: details.operator.representative,
    register: details.operator.register ?? '',
    vatId: details.operator.vatId ?? '',
    supervisoryAuthority: details.operator.supervisoryAuthority ?? '',
    hostingProvider: details.hostingProvider ?? '',
    mailProvider: details.mailProvider ?? '',
    googleReviewUrl: details.googleReviewUrl ?? '',
    socialLinks: details.socialLinks.map((link) => ({ ...newSocialLink(), ...link })),
  };
}

/** A decimal as typed ('52,5386' or '52.5386') as a number; anything else as typed, so the schema names it. */
const decimal = (value: string): number | string => {
  const text = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
};

/** What the form sends: the details as `PUT /api/admin/restaurant` takes them (blank optional fields as none). */
export function restaurantRequestOf(values: RestaurantFormValues): RestaurantDetailsInput {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name,
    address: {
      street: values.street,
      postalCode: values.postalCode,
      city: values.city,
      country: { de: values.countryDe, en: values.countryEn },
    },
    geo: { latitude: decimal(values.latitude) as number, longitude: decimal(values.longitude) as number },
    phone: values.phone,
    email: values.email,
    operator: {
      company: values.company,
      representative: values.representative,
      register: optional(values.register),
      vatId: optional(values.vatId),
      supervisoryAuthority: optional(values.supervisoryAuthority),
    },
    hostingProvider: optional(values.hostingProvider),
    mailProvider: optional(values.mailProvider),
    googleReviewUrl: optional(values.googleReviewUrl),
    // Every row is sent, an empty one too, so an error's index names the row on screen.
    socialLinks: values.socialLinks.map((link) => ({ label: link.label, url: link.url })),
  };
}

/** The form's fields in their order on screen, by path: focus goes to the first bad one. */
export function restaurantPaths(values: RestaurantFormValues): string[] {
  return [
    ...restaurantFields.map((field) => field.path),
    'socialLinks',
    ...values.socialLinks.flatMap((_, index) => [`socialLinks.${index}.label`, `socialLinks.${index}.url`]),
  ];
}
