import { randomUUID } from 'node:crypto';

/** What a guest's form gets back: a receipt, never their data echoed (a bot caught by the honeypot gets one too). */
export interface Receipt {
  id: string;
  receivedAt: string;
}

/** A filled honeypot: a bot. It is answered like a person (so it learns nothing) and nothing is stored. */
export const isBot = (website: unknown) => website !== undefined && website !== null && website !== '';

/** What a bot caught by the honeypot gets: a receipt like anyone's, for nothing stored. */
export const receiptForBot = (): Receipt => ({ id: randomUUID(), receivedAt: new Date().toISOString() });
