import type { FeedbackRequest, Locale } from '@ristorante/contracts';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';

/** What the inbox answers a guest's feedback with: a receipt, never the feedback echoed. */
export interface FeedbackReceipt {
  id: string;
  receivedAt: string;
}

/** POST /api/feedback: one Idempotency-Key per submission, so a double click sends the feedback once. */
export function sendFeedback(request: FeedbackRequest, locale: Locale, idempotencyKey: string): Promise<FeedbackReceipt> {
  return postJson<FeedbackReceipt>('/api/feedback', { ...request, locale }, { locale, idempotencyKey });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: ({ request, locale, idempotencyKey }: { request: FeedbackRequest; locale: Locale; idempotencyKey: string }) =>
      sendFeedback(request, locale, idempotencyKey),
  });
}
