import { z } from 'zod';

/**
 * A picture of the catalog's own as the API describes it (docs/decisions.md 121): its upright size and a tiny
 * blurred stand-in. Null for a picture at another site's address, or one not processed yet (an upload from before
 * the variants, until the catalog has made them): the page then shows its address as it is.
 */
export const pictureSchema = z
  .object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    placeholder: z.string().startsWith('data:image/').nullable(),
  })
  .nullable();
