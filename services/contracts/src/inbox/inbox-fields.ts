import { z } from 'zod';
import { missing } from '../booking/booking-fields.js';
import { common, storable } from '../validation/common-messages.js';

/** A required text with a minimum length: 'required' when empty, 'too short' / 'too long' otherwise. */
export const text = (min: number, max: number, keys: { required: string; tooShort?: string; tooLong: string }) =>
  z
    .string({ error: (issue) => (missing(issue.input) ? keys.required : (keys.tooShort ?? keys.required)) })
    .trim()
    .min(1, keys.required)
    .min(min, keys.tooShort ?? keys.required)
    .max(max, keys.tooLong)
    .refine(storable, common['common.invalidCharacters']);

/**
 * The honeypot: a field people never see (it is hidden from them and from screen readers) and bots fill in.
 * Any value is accepted here, so a bot learns nothing from the answer; the service then stores nothing.
 */
export const honeypot = z.unknown().optional();
