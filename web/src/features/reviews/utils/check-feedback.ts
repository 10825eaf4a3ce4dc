import { feedbackRequestSchema, type FeedbackRequest } from '@ristorante/contracts';
import type { MessageId } from '../../../i18n/catalogues';

export type CheckedFeedback =
  { ok: true; request: FeedbackRequest } | { ok: false; errors: Partial<Record<string, { key: MessageId }>> };

/**
 * The feedback checked with the same shared schema the server uses: each field's first problem as a catalogue
 * key (booking.* for name and e-mail, inbox.* for rating, experience and suggestions), translated like every
 * other text. A module of its own because it brings zod (about 25 KB gzip): the form loads it when a guest
 * starts filling it in, not with the page.
 */
export function checkFeedback(request: unknown): CheckedFeedback {
  const checked = feedbackRequestSchema.safeParse(request);
  if (checked.success) return { ok: true, request: checked.data };
  const errors: Partial<Record<string, { key: MessageId }>> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= { key: issue.message as MessageId };
  return { ok: false, errors };
}
