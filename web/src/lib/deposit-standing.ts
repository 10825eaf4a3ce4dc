import type { DepositStatus } from '@ristorante/contracts';

/** How a deposit stands as the pages show it: its own status, or `notDue` for one no longer asked for. */
export type DepositStanding = DepositStatus | 'notDue';

/**
 * A deposit is asked for only while its request is pending (docs/decisions.md 165): the reminder and the release
 * look at pending requests alone, and 'received' is what confirms one. Once the request is cancelled (by the guest
 * or staff) or staff confirmed it without waiting, an 'awaiting' deposit is no longer due, so neither the guest's
 * page nor the dashboard may show the account to pay it to or offer to mark it received.
 */
export const depositStanding = (bookingStatus: string, deposit: DepositStatus): DepositStanding =>
  deposit === 'awaiting' && bookingStatus !== 'pending' ? 'notDue' : deposit;
