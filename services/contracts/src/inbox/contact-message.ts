import { z } from 'zod';
import { guestEmail, guestLocale, guestName } from '../booking/booking-fields.js';
import { inboxText } from './inbox-messages.js';
import { honeypot, text } from './inbox-fields.js';
import { common, oneLine } from '../validation/common-messages.js';

/** POST /api/contact (the contact form, docs/product.md, 'Forms and their rules'). `website` is the honeypot. */
export const contactRequestSchema = z.object({
  name: guestName,
  email: guestEmail,
  subject: text(3, 200, {
    required: inboxText['inbox.subject.required'],
    tooShort: inboxText['inbox.subject.tooShort'],
    tooLong: inboxText['inbox.subject.tooLong'],
  }).refine(oneLine, common['common.oneLine']),
  message: text(10, 5000, {
    required: inboxText['inbox.message.required'],
    tooShort: inboxText['inbox.message.tooShort'],
    tooLong: inboxText['inbox.message.tooLong'],
  }),
  locale: guestLocale,
  website: honeypot,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactStatuses = ['unread', 'replied'] as const;

/** A contact message as staff see it (`replied` mirrors the status: older clients read either; docs/decisions.md 59). */
export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(contactStatuses),
  replied: z.boolean(),
  locale: z.enum(['de', 'en']),
  createdAt: z.iso.datetime(),
  repliedAt: z.iso.datetime().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** PATCH /api/contact/{id}/status. */
export const contactStatusChangeSchema = z.object({
  status: z.enum(contactStatuses, { message: inboxText['inbox.status.invalid'] }),
});

/** GET /api/contact and /api/feedback: newest first, paged; totals in headers (`X-Total-Count`, `X-Unread-Count`). */
export const inboxListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
