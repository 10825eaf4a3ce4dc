import { z } from 'zod';

/**
 * What a guest's contact or feedback form gets back (201): a receipt, never their data echoed. A bot caught by the
 * honeypot gets one too, for nothing stored, so it learns nothing.
 */
export const formReceiptSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
});
export type FormReceipt = z.infer<typeof formReceiptSchema>;
