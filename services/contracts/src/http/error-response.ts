import { z } from 'zod';

/** The one shape of every error answer: a sentence for people, and for a 400 each bad field with its message. */
export const errorResponseSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
