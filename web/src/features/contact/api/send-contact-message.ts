import type { ContactRequest, Locale } from '@ristorante/contracts';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';

/** What the inbox answers a guest's message with: a receipt, never the message echoed. */
export interface ContactReceipt {
  id: string;
  receivedAt: string;
}

/** POST /api/contact: one Idempotency-Key per submission, so a double click sends one message. */
export function sendContactMessage(request: ContactRequest, locale: Locale, idempotencyKey: string): Promise<ContactReceipt> {
  return postJson<ContactReceipt>('/api/contact', { ...request, locale }, { locale, idempotencyKey });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: ({ request, locale, idempotencyKey }: { request: ContactRequest; locale: Locale; idempotencyKey: string }) =>
      sendContactMessage(request, locale, idempotencyKey),
  });
}
