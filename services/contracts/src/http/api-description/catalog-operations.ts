import { z } from 'zod';
import { eventInputSchema, eventListQuerySchema, eventSchema } from '../../catalog/event.js';
import {
  galleryImageInputSchema,
  galleryImageSchema,
  galleryOrderSchema,
  uploadedImageSchema,
} from '../../catalog/gallery-image.js';
import { menuAvailabilitySchema, menuItemInputSchema, menuItemSchema } from '../../catalog/menu-item.js';
import { goLiveSchema } from '../../site/go-live.js';
import { publishedRestaurantSchema, restaurantDetailsSchema } from '../../site/restaurant-details.js';
import { empty, error, file, json, jsonBody, type OperationDescriptions } from './api-operation.js';

const notModified = empty('Not modified: `If-None-Match` named the current ETag (docs/decisions.md 35).');
const briefCache = {
  'cache-control': 'Kept briefly: `public, max-age=10, stale-while-revalidate=30`.',
  etag: 'A weak ETag of the body.',
};
const staleVersion = error(
  'Someone saved in between: `If-Match` names an older version (docs/decisions.md 87). Reload and edit again.',
);

/** The catalog's routes: the menu, the gallery and its image files, events (docs/decisions.md 27-35, 86-91). */
export const catalogOperations: OperationDescriptions = {
  'GET /api/menu': {
    tag: 'Menu',
    summary: 'List the menu',
    description: 'Every item, available or not, in menu order; German plain fields with the localized ones beside them.',
    answers: { '200': json('The menu.', z.array(menuItemSchema), briefCache), '304': notModified },
  },
  'POST /api/menu': {
    tag: 'Menu',
    summary: 'Add a menu item',
    body: jsonBody(
      menuItemInputSchema,
      'German title and description required; the price in euros as a number or text (`12,50`).',
    ),
    answers: { '201': json('The item as stored.', menuItemSchema), '400': error('A field is not valid: `fields` names each.') },
  },
  'PUT /api/menu/:id': {
    tag: 'Menu',
    summary: 'Save a menu item',
    headers: ['ifMatch'],
    body: jsonBody(menuItemInputSchema),
    answers: {
      '200': json('The item as stored, its version raised.', menuItemSchema),
      '400': error('A field, or the `If-Match` header, is not valid.'),
      '404': error('No such item.'),
      '412': staleVersion,
    },
  },
  'PATCH /api/menu/:id/availability': {
    tag: 'Menu',
    summary: 'Mark an item sold out, or available again',
    body: jsonBody(menuAvailabilitySchema),
    answers: {
      '200': json('The item as stored.', menuItemSchema),
      '400': error('`isAvailable` is not a boolean.'),
      '404': error('No such item.'),
    },
  },
  'DELETE /api/menu/:id': {
    tag: 'Menu',
    summary: 'Delete a menu item',
    answers: { '204': empty('Deleted.'), '404': error('No such item.') },
  },
  'GET /api/restaurant': {
    tag: 'Restaurant',
    summary: "The restaurant's details",
    description:
      "Name, address, phone, e-mail, the operator the Impressum names and the links guests may follow, as the owner keeps them (docs/decisions.md 148); the first install's until the owner saves.",
    answers: { '200': json('The details and their version.', publishedRestaurantSchema, briefCache) },
  },
  'GET /api/admin/restaurant': {
    tag: 'Restaurant',
    summary: "The restaurant's details, to edit",
    description: 'As the public read, never kept by a cache: its version is the `If-Match` of the next save.',
    answers: { '200': json('The details and their version.', publishedRestaurantSchema) },
  },
  'PUT /api/admin/restaurant': {
    tag: 'Restaurant',
    summary: "Save the restaurant's details",
    description:
      'Saved whole, from the version read. The phone is kept as grouped, in international form, and must make an E.164 number; a VAT id is `DE` and nine digits; links are https only (docs/decisions.md 148, 149).',
    headers: ['ifMatch'],
    body: jsonBody(restaurantDetailsSchema),
    answers: {
      '200': json('The details as saved, their version raised.', publishedRestaurantSchema),
      '400': error('A field or `If-Match` is not valid: `fields` names each field.'),
      '412': staleVersion,
    },
  },
  'GET /api/admin/go-live': {
    tag: 'Restaurant',
    summary: 'What still holds a stand-in',
    description:
      "Before going online: the restaurant's details never saved, bracketed values and example links, empty providers the privacy text names, and the first install's invented posts still as they were (docs/decisions.md 149). The dashboard's overview lists the same.",
    answers: { '200': json('Whether the site is ready, and what is left.', goLiveSchema) },
  },
  'GET /api/gallery': {
    tag: 'Gallery',
    summary: 'List the gallery',
    description:
      'The pictures worth showing a guest: none without an image, a placeholder or alt text (docs/decisions.md 34, 90).',
    answers: { '200': json('The pictures, in their order.', z.array(galleryImageSchema), briefCache), '304': notModified },
  },
  'POST /api/gallery': {
    tag: 'Gallery',
    summary: 'Add a picture',
    description: 'The image is an address: one of an upload (`POST /api/gallery/upload`) or a web address.',
    body: jsonBody(galleryImageInputSchema),
    answers: {
      '201': json('The picture as stored.', galleryImageSchema),
      '400': error('A field is not valid: `fields` names each.'),
    },
  },
  'POST /api/gallery/upload': {
    tag: 'Gallery',
    summary: 'Upload an image file',
    description:
      'One PNG, JPEG or WebP file, judged by the decoder (a renamed file, a damaged one or a decompression bomb is refused), stored only as variants without metadata under a random name (docs/decisions.md 33, 121).',
    body: {
      kind: 'multipart',
      fields: { file: { description: 'The image: PNG, JPEG or WebP, within the size limit.', file: true } },
      required: ['file'],
    },
    answers: {
      '201': json(
        'Where the processed picture is served, its size and stand-in, and what a phone now downloads of it.',
        uploadedImageSchema,
      ),
      '400': error(
        'Not a multipart body, no file, more than one, or a file the decoder refuses: no PNG, JPEG or WebP, damaged, too many pixels, an absurd shape, animated.',
      ),
      '413': error('The file is over the size limit.'),
      '503': error('Too many pictures wait to be processed: try again after `Retry-After` seconds.'),
    },
  },
  'PUT /api/gallery/order': {
    tag: 'Gallery',
    summary: "Save a category's order",
    body: jsonBody(galleryOrderSchema, 'Every picture of the category, each once, in the new order.'),
    answers: { '204': empty('Saved.'), '400': error("The ids are not exactly the category's pictures.") },
  },
  'PUT /api/gallery/:id': {
    tag: 'Gallery',
    summary: 'Save a picture',
    headers: ['ifMatch'],
    body: jsonBody(galleryImageInputSchema),
    answers: {
      '200': json('The picture as stored, its version raised.', galleryImageSchema),
      '400': error('A field, or the `If-Match` header, is not valid.'),
      '404': error('No such picture.'),
      '412': staleVersion,
    },
  },
  'GET /api/admin/gallery': {
    tag: 'Gallery',
    summary: 'List every picture, for staff',
    description: 'Also those guests do not see: pictures from before alt text was required, until described.',
    answers: { '200': json('Every picture.', z.array(galleryImageSchema)) },
  },
  'DELETE /api/gallery/:id': {
    tag: 'Gallery',
    summary: 'Delete a picture',
    description: 'Its uploaded file goes too when nothing else uses it (docs/decisions.md 90).',
    answers: { '204': empty('Deleted.'), '404': error('No such picture.') },
  },
  'GET /api/media/:file': {
    tag: 'Media',
    summary: 'An uploaded picture',
    description:
      'Its widest JPEG, without metadata (docs/decisions.md 121); an upload from before the variants has them made first. Pages ask for the variants instead.',
    pathParameters: {
      file: { description: 'The address an upload was given.', pattern: '^[0-9a-f-]{36}\\.(png|jpg|webp)$' },
    },
    answers: {
      '200': file('The picture; cached for a year (the name never changes).', ['image/jpeg']),
      '404': error('No such picture.'),
    },
  },
  'GET /api/media/:id/:variant': {
    tag: 'Media',
    summary: 'One variant of an uploaded picture',
    description:
      "A width of the picture's set in one format, without metadata (docs/decisions.md 121); `pictureSources` in the contracts lists them.",
    pathParameters: {
      id: { description: "The upload's random id.", pattern: '^[0-9a-f-]{36}$' },
      variant: { description: 'Width and format, e.g. `640.avif`.', pattern: '^\\d{1,4}\\.(avif|webp|jpg)$' },
    },
    answers: {
      '200': file('The variant; cached for a year (its address never changes).', ['image/avif', 'image/webp', 'image/jpeg']),
      '404': error('No such variant.'),
    },
  },
  'GET /api/media/seed/:file': {
    tag: 'Media',
    summary: 'A picture of the seed content',
    description: 'Its widest JPEG once made (the build makes them), else the illustration itself.',
    pathParameters: { file: { description: "The seed picture's name.", pattern: '^[a-z0-9][a-z0-9-]*\\.svg$' } },
    answers: { '200': file('The picture; cached for a day.', ['image/jpeg', 'image/svg+xml']), '404': error('No such picture.') },
  },
  'GET /api/media/seed/:name/:variant': {
    tag: 'Media',
    summary: 'One variant of a seed picture',
    pathParameters: {
      name: { description: "The seed picture's name without `.svg`.", pattern: '^[a-z0-9][a-z0-9-]*$' },
      variant: { description: 'Width and format, e.g. `640.avif`.', pattern: '^\\d{1,4}\\.(avif|webp|jpg)$' },
    },
    answers: {
      '200': file('The variant; cached for a day.', ['image/avif', 'image/webp', 'image/jpeg']),
      '404': error('No such variant.'),
    },
  },
  'GET /api/events': {
    tag: 'Events',
    summary: 'List events',
    description:
      'Revalidated on every read (`public, no-cache`): a guest who just booked must see the seat taken (docs/decisions.md 35).',
    query: eventListQuerySchema,
    answers: {
      '200': json('The events by date: upcoming and all ones earliest first, past ones latest first.', z.array(eventSchema)),
      '400': error('`when` is not one of its values.'),
    },
  },
  'POST /api/events': {
    tag: 'Events',
    summary: 'Add an event',
    description:
      "The date is an instant with its offset, or the wall-clock time of a `datetime-local` input, which is Berlin's (docs/decisions.md 30).",
    body: jsonBody(eventInputSchema),
    answers: { '201': json('The event as stored.', eventSchema), '400': error('A field is not valid: `fields` names each.') },
  },
  'GET /api/events/:id': {
    tag: 'Events',
    summary: 'Read an event',
    answers: { '200': json('The event.', eventSchema), '404': error('No such event.') },
  },
  'PUT /api/events/:id': {
    tag: 'Events',
    summary: 'Save an event',
    description: "Its bookings' guests hear of a new title, date or price (docs/decisions.md 97).",
    headers: ['ifMatch'],
    body: jsonBody(eventInputSchema),
    answers: {
      '200': json('The event as stored, its version raised.', eventSchema),
      '400': error('A field, or the `If-Match` header, is not valid.'),
      '404': error('No such event.'),
      '409': error('Fewer places than guests already booked: cancel bookings first (`fields.max_attendees`).'),
      '412': staleVersion,
    },
  },
  'DELETE /api/events/:id': {
    tag: 'Events',
    summary: 'Delete an event',
    description: 'Its bookings are cancelled and their guests told (docs/decisions.md 32, 45).',
    answers: { '204': empty('Deleted.'), '404': error('No such event.') },
  },
};
