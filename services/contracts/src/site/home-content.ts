import { z } from 'zod';
import { requiredText, requiredTitle } from '../catalog/catalog-fields.js';
import { pictureSchema } from '../catalog/picture-schema.js';
import type { HomeContent } from './home-defaults.js';
import { homeText as text } from './home-messages.js';

/**
 * A picture of ours (docs/decisions.md 79, 152): an upload (`/api/media/<id>.<ext>`) or one of the seed's
 * (`/api/media/seed/<name>.svg`); never another site's address.
 */
const ownPicture = /^\/api\/media\/([0-9a-f-]{36}\.(png|jpe?g|webp)|seed\/[a-z0-9][a-z0-9-]*\.svg)$/;
export const isOwnPicture = (url: string) => ownPicture.test(url);

const picture = z
  .string({ message: text['homeContent.picture.invalid'] })
  .trim()
  .refine(isOwnPicture, text['homeContent.picture.invalid']);

const both = (field: z.ZodType<string>) => z.object({ de: field, en: field });
const line = (max: number) => both(requiredTitle(max, text['homeContent.text.required']));
const paragraph = (max: number) => both(requiredText(max, text['homeContent.text.required']));

const feature = z.object({ title: line(120), text: paragraph(400), imageUrl: picture });

/**
 * The home page's texts and pictures, both languages (docs/decisions.md 152): the hero (heading, `{name}` standing
 * for the restaurant's name; text; a picture or none), 'Das Original!' (heading, text, motto), the three feature
 * cards (title, text, picture) and the promise. `PUT /api/admin/home` saves it whole.
 */
export const homeContentSchema = z.object({
  hero: z.object({
    title: line(120),
    lead: paragraph(400),
    imageUrl: z.preprocess((value) => (value === '' ? null : value), picture.nullable()),
  }),
  original: z.object({ title: line(120), text: paragraph(1000), motto: line(160) }),
  features: z.array(feature, { message: text['homeContent.features.count'] }).length(3, text['homeContent.features.count']),
  promise: z.object({ title: line(120), text: paragraph(1000) }),
}) satisfies z.ZodType<HomeContent, unknown>;

/**
 * What GET /api/home and GET /api/admin/home answer: the content, its version (0: the first install's, never saved;
 * sent back as If-Match) and the size and stand-in of each picture it names, by address (decisions 121).
 */
export const publishedHomeSchema = homeContentSchema.extend({
  version: z.int().min(0),
  pictures: z.record(z.string(), pictureSchema.unwrap()),
});
export type PublishedHome = z.output<typeof publishedHomeSchema>;
