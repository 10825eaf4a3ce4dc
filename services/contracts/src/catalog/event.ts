import { z } from 'zod';
import { pictureSchema } from './picture-schema.js';
import { berlinLocalToInstant } from '../site/berlin-time.js';
import { catalogText } from './catalog-messages.js';
import {
  flag,
  optionalImageUrl,
  optionalText,
  priceInCents,
  requiredText,
  requiredTitle,
  wholeNumber,
} from './catalog-fields.js';

/** docs/product.md, 'Lists and how much they show': almost full at 3 or fewer spots left, sold out at none. */
export const almostFullThreshold = 3;

/**
 * How long an event holds the room (docs/decisions.md 111): three hours unless staff say otherwise, from half an
 * hour to twelve, in steps of half an hour (the form offers them as a list).
 */
/**
 * What an event night asks to be paid before it by bank transfer (docs/decisions.md 166): nothing, a deposit per
 * person (the owner's amount, at most the price) or the whole price.
 */
export const advancePayments = ['none', 'deposit', 'full'] as const;
export type AdvancePayment = (typeof advancePayments)[number];

export const eventDuration = { defaultMinutes: 180, minMinutes: 30, maxMinutes: 720, stepMinutes: 30 } as const;

/**
 * An event as the events pages read it (its snake_case names, docs/decisions.md 30). `title` and `description` are
 * the plain fallback (German, or English where German is missing). `current_attendees` is always the seats held
 * by bookings plus `manual_attendees`, the places staff gave away elsewhere; `spots_left` is what remains.
 */
export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  title_en: z.string(),
  title_de: z.string(),
  description: z.string(),
  description_en: z.string(),
  description_de: z.string().nullable(),
  /** ISO 8601 instant (UTC). */
  event_date: z.iso.datetime(),
  /** Euros per person, at most two decimals. */
  price: z.number().nonnegative(),
  max_attendees: z.number().int().positive(),
  /** How long it holds the room from `event_date` (docs/decisions.md 111). */
  duration_minutes: z.number().int().positive(),
  /** The room is closed to tables for its hours; otherwise its places are taken from the tables' covers. */
  exclusive: z.boolean(),
  /** Paid before the night by bank transfer (docs/decisions.md 166). */
  advance_payment: z.enum(advancePayments),
  current_attendees: z.number().int().nonnegative(),
  manual_attendees: z.number().int().nonnegative(),
  spots_left: z.number().int().nonnegative(),
  image_url: z.string().nullable(),
  /** Its size and stand-in when it is one of the catalog's own processed pictures (docs/decisions.md 121). */
  picture: pictureSchema,
  /** Raised by every staff change; sent back as If-Match (docs/decisions.md 87). */
  version: z.number().int(),
});
export type RestaurantEvent = z.infer<typeof eventSchema>;

/**
 * An event's date and time: an ISO instant with its offset, or the wall-clock time of a datetime-local input,
 * which is Berlin's (docs/decisions.md 30).
 */
const eventDate = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? catalogText['catalog.eventDate.required']
        : catalogText['catalog.eventDate.invalid'],
  })
  .trim()
  .min(1, catalogText['catalog.eventDate.required'])
  .transform((value, ctx): Date => {
    const instant = z.iso.datetime({ offset: true }).safeParse(value).success ? new Date(value) : berlinLocalToInstant(value);
    if (!instant || Number.isNaN(instant.getTime()) || instant.getUTCFullYear() < 2000 || instant.getUTCFullYear() > 2100) {
      ctx.addIssue({ code: 'custom', message: catalogText['catalog.eventDate.invalid'] });
      return z.NEVER;
    }
    return instant;
  });

/**
 * POST /api/events and PUT /api/events/{id} (the dashboard's event form, docs/decisions.md 28, 30). A write never sets
 * `current_attendees`: bookings' seats are counted, and staff set only the places they gave away elsewhere.
 */
export const eventInputSchema = z.object({
  title_en: requiredTitle(160, catalogText['catalog.titleEn.required']),
  title_de: requiredTitle(160, catalogText['catalog.titleDe.required']),
  description_en: requiredText(2000, catalogText['catalog.descriptionEn.required']),
  description_de: optionalText(2000),
  event_date: eventDate,
  price: priceInCents,
  max_attendees: wholeNumber(1, 1000, catalogText['catalog.maxAttendees.invalid'], catalogText['catalog.maxAttendees.required']),
  manual_attendees: wholeNumber(0, 1000, catalogText['catalog.manualAttendees.invalid']).default(0),
  duration_minutes: wholeNumber(eventDuration.minMinutes, eventDuration.maxMinutes, catalogText['catalog.duration.invalid'])
    .multipleOf(eventDuration.stepMinutes, catalogText['catalog.duration.invalid'])
    .default(eventDuration.defaultMinutes),
  exclusive: flag(false),
  advance_payment: z.enum(advancePayments, { error: catalogText['catalog.advancePayment.invalid'] }).default('none'),
  image_url: optionalImageUrl,
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

/** GET /api/events?when=…: upcoming by default (the guest's list); staff also see past ones. */
export const eventListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
});
