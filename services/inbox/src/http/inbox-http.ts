import { randomUUID } from 'node:crypto';
import type { Receipt } from '../shared/receive-once.js';

/** A filled honeypot: a bot. It is answered like a person (so it learns nothing) and nothing is stored. */
export const isBot = (website: unknown) => website !== undefined && website !== null && website !== '';

/** What a bot caught by the honeypot gets: a receipt like anyone's, for nothing stored. */
export const receiptForBot = (): Receipt => ({ id: randomUUID(), receivedAt: new Date().toISOString() });
