import { z } from 'zod';

/**
 * What still holds a stand-in before the site goes online (docs/decisions.md 149): each item the place it is in
 * (`area`), what it is (`kind`), and which field or entry (`path`, or `id` and `title` of a seeded post). The
 * dashboard's overview lists them in the owner's language, each with a way to where it is fixed.
 */
export const goLiveItemSchema = z.object({
  area: z.enum(['restaurant', 'home', 'blog', 'instagram']),
  kind: z.enum([
    /** The owner has never saved the area (the restaurant's details as the first install's). */
    'unsaved',
    /** A field holds a bracketed value or an example link. */
    'standIn',
    /** A field the legal texts need is empty (the hosting or mail provider). */
    'missing',
    /** A post the first install invented, still as it was. */
    'seeded',
  ]),
  path: z.string().optional(),
  id: z.string().optional(),
  title: z.string().optional(),
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

export const goLiveSchema = z.object({
  /** True when nothing is left to fill in. */
  ready: z.boolean(),
  items: z.array(goLiveItemSchema),
});
export type GoLive = z.infer<typeof goLiveSchema>;
