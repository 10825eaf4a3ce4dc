import { z } from 'zod';
import {
  contactMessageSchema,
  contactRequestSchema,
  contactStatusChangeSchema,
  inboxListQuerySchema,
} from '../../inbox/contact-message.js';
import {
  feedbackRequestSchema,
  feedbackSchema,
  googleReviewsResponseSchema,
  reviewsResponseSchema,
} from '../../inbox/feedback.js';
import { formReceiptSchema } from '../../inbox/form-receipt.js';
import {
  dataRequestAcceptedSchema,
  dataRequestHours,
  dataRequestSchema,
  personalDataSchema,
} from '../../privacy/personal-data.js';
import { empty, error, json, jsonBody, listHeaders, type OperationDescriptions } from './api-operation.js';

const invalid = error('A field is not valid: `fields` names each.');
const honeypot =
  '`website` is the honeypot, a field people never see: a bot that fills it gets a receipt like anyone, for nothing stored (docs/decisions.md 55).';
const onceByKey =
  'Sent again with the same `Idempotency-Key` (after a lost answer), it is stored once and answered with the first receipt (docs/decisions.md 85).';
const keyReused = error('The `Idempotency-Key` was used before for other words.');
const linkNotValid = error('No data request has this token.');
const linkExpired = error(`The link's ${dataRequestHours} hours are over.`);

/** The inbox's routes: contact messages, feedback and reviews, and the guest's data requests. */
export const inboxOperations: OperationDescriptions = {
  'POST /api/contact': {
    tag: 'Contact',
    summary: 'Send a contact message',
    description: `${honeypot} ${onceByKey}`,
    headers: ['idempotencyKey'],
    body: jsonBody(contactRequestSchema),
    answers: {
      '201': json('A receipt (for a resend with the same key, the first one).', formReceiptSchema),
      '400': invalid,
      '422': keyReused,
    },
  },
  'GET /api/contact': {
    tag: 'Contact',
    summary: 'List contact messages, for staff',
    query: inboxListQuerySchema,
    answers: {
      '200': json('One page, newest first.', z.array(contactMessageSchema), {
        ...listHeaders,
        'x-unread-count': 'How many messages are unread.',
      }),
      '400': invalid,
    },
  },
  'PATCH /api/contact/:id/status': {
    tag: 'Contact',
    summary: 'Mark a message replied, or unread',
    body: jsonBody(contactStatusChangeSchema),
    answers: { '200': json('The message as stored.', contactMessageSchema), '400': invalid, '404': error('No such message.') },
  },
  'DELETE /api/contact/:id': {
    tag: 'Contact',
    summary: 'Delete a contact message',
    answers: { '204': empty('Deleted.'), '404': error('No such message.') },
  },
  'POST /api/feedback': {
    tag: 'Feedback',
    summary: 'Send feedback',
    description: `With \`consentToPublish\`, staff may show it on the reviews page once approved (docs/decisions.md 56, 57). ${honeypot} ${onceByKey}`,
    headers: ['idempotencyKey'],
    body: jsonBody(feedbackRequestSchema),
    answers: {
      '201': json('A receipt (for a resend with the same key, the first one).', formReceiptSchema),
      '400': invalid,
      '422': keyReused,
    },
  },
  'GET /api/feedback': {
    tag: 'Feedback',
    summary: 'List feedback, for staff',
    query: inboxListQuerySchema,
    answers: {
      '200': json('One page, newest first.', z.array(feedbackSchema), {
        ...listHeaders,
        'x-pending-count': 'How many wait for approval.',
      }),
      '400': invalid,
    },
  },
  'PATCH /api/feedback/:id/approve': {
    tag: 'Feedback',
    summary: 'Approve feedback',
    description: 'Published on the reviews page when its guest consented.',
    answers: { '200': json('The feedback as stored.', feedbackSchema), '404': error('No such feedback.') },
  },
  'PATCH /api/feedback/:id/unpublish': {
    tag: 'Feedback',
    summary: 'Take feedback off the reviews page',
    answers: { '200': json('The feedback as stored.', feedbackSchema), '404': error('No such feedback.') },
  },
  'DELETE /api/feedback/:id': {
    tag: 'Feedback',
    summary: 'Delete feedback',
    answers: { '204': empty('Deleted.'), '404': error('No such feedback.') },
  },
  'GET /api/reviews': {
    tag: 'Feedback',
    summary: "The reviews page's reviews",
    description: "Approved feedback given with consent, and Google's; the stats from the same list (docs/decisions.md 57).",
    answers: {
      '200': json('The reviews, newest first, their average and count.', reviewsResponseSchema, {
        'cache-control': 'Kept briefly: `public, max-age=10, stale-while-revalidate=30`.',
      }),
    },
  },
  'GET /api/google-reviews': {
    tag: 'Feedback',
    summary: "Google's reviews",
    description: 'In their original shape; `businessInfo` is null without a Places key (docs/decisions.md 57).',
    answers: { '200': json("Google's reviews and the business's figures.", googleReviewsResponseSchema) },
  },
  'POST /api/data-requests': {
    tag: 'Data rights',
    summary: 'Ask for the data kept about an e-mail address',
    description:
      "A link to the address's records goes to the address. The answer is the same whoever asks, and at most one link per address is sent every ten minutes (docs/decisions.md 116).",
    body: jsonBody(dataRequestSchema),
    answers: { '202': json('Accepted.', dataRequestAcceptedSchema), '400': invalid },
  },
  'GET /api/personal-data/inbox': {
    tag: 'Data rights',
    summary: "The inbox's records of a data request's address",
    description: 'Contact messages and feedback.',
    headers: ['guestToken'],
    answers: { '200': json("The inbox's records, by kind.", personalDataSchema), '404': linkNotValid, '410': linkExpired },
  },
  'POST /api/personal-data/erase': {
    tag: 'Data rights',
    summary: "Erase a data request's address everywhere",
    description:
      'The inbox deletes its own at once and tells every other owner of personal data, which anonymise or delete theirs. A second call changes nothing.',
    headers: ['guestToken'],
    answers: { '200': json("The inbox's records, now none.", personalDataSchema), '404': linkNotValid, '410': linkExpired },
  },
};
