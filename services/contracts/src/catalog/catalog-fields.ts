import { z } from 'zod';
import { common, oneLine, storable } from '../validation/common-messages.js';
import { catalogText } from './catalog-messages.js';

const missing = (input: unknown) => input === undefined || input === null;

/** A required text in one language: trimmed, not empty, bounded. */
export const requiredText = (max: number, requiredKey: string) =>
  z
    .string({ error: (issue) => (missing(issue.input) ? requiredKey : catalogText['catalog.text.invalid']) })
    .trim()
    .min(1, requiredKey)
    .max(max, catalogText['catalog.text.tooLong'])
    .refine(storable, common['common.invalidCharacters']);

/** An optional text: missing, null and blank all mean 'not given' and are stored as null. */
export const optionalText = (max: number) =>
  z
    .string({ message: catalogText['catalog.text.invalid'] })
    .trim()
    .max(max, catalogText['catalog.text.tooLong'])
    .refine(storable, common['common.invalidCharacters'])
    .nullish()
    .transform((value) => (value ? value : null));

/** A title: a required text on one line. */
export const requiredTitle = (max: number, requiredKey: string) =>
  requiredText(max, requiredKey).refine(oneLine, common['common.oneLine']);

/** An optional title: an optional text on one line. */
export const optionalTitle = (max: number) =>
  z
    .string({ message: catalogText['catalog.text.invalid'] })
    .trim()
    .max(max, catalogText['catalog.text.tooLong'])
    .refine(storable, common['common.invalidCharacters'])
    .refine(oneLine, common['common.oneLine'])
    .nullish()
    .transform((value) => (value ? value : null));

/** A whole number in a range: 'required' when missing, 'invalid' for anything else that is wrong. */
export const wholeNumber = (min: number, max: number, invalidKey: string, requiredKey = invalidKey) =>
  z
    .int({ error: (issue) => (missing(issue.input) ? requiredKey : invalidKey) })
    .min(min, invalidKey)
    .max(max, invalidKey);

export const maxPriceCents = 10_000_000;

/**
 * A price in euros as staff type it (a number from a step-0.01 input, or text like '12,50'), turned into whole
 * cents: money is never stored or summed as a float.
 */
export const priceInCents = z.unknown().transform((value, ctx): number => {
  if (value === undefined || value === null || value === '') {
    ctx.addIssue({ code: 'custom', message: catalogText['catalog.price.required'] });
    return z.NEVER;
  }
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: catalogText['catalog.price.invalid'] });
    return z.NEVER;
  }
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > maxPriceCents) {
    ctx.addIssue({ code: 'custom', message: catalogText['catalog.price.invalid'] });
    return z.NEVER;
  }
  return cents;
});

/** Euros with two decimals as a JSON number (the API's price is a number, docs/decisions.md 29); exact for every whole number of cents. */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** Where the catalog serves images: uploads by random name, the seed content's pictures by theirs. */
export const mediaPaths = { uploads: '/api/media/', seed: '/api/media/seed/' } as const;

const sitePath = /^\/api\/media\/(seed\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An image address: a web address (http or https) or one of the catalog's own media paths. */
export const imageUrl = (requiredKey: string) =>
  z
    .string({ error: (issue) => (missing(issue.input) ? requiredKey : catalogText['catalog.imageUrl.invalid']) })
    .trim()
    .min(1, requiredKey)
    .max(2000, catalogText['catalog.text.tooLong'])
    .refine((value) => {
      if (sitePath.test(value)) return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, catalogText['catalog.imageUrl.invalid']);

/** An optional image: an empty form field means none, as for texts. */
export const optionalImageUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  imageUrl(catalogText['catalog.imageUrl.invalid'])
    .nullish()
    .transform((value) => value ?? null),
);

/** A yes/no flag; missing means the default. */
export const flag = (fallback: boolean) => z.boolean({ message: catalogText['catalog.flag.invalid'] }).default(fallback);

export const sortOrder = wholeNumber(0, 100_000, catalogText['catalog.sortOrder.invalid']).default(0);
