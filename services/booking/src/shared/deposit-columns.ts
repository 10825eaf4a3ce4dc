import type { Deposit, DepositAccount, DepositFacts, DepositStatus } from '@ristorante/contracts';

/**
 * A deposit's columns, the same in `reservations` (docs/decisions.md 165) and `event_bookings` (166): all null when
 * none was asked; `deposit_prepayment` only in event bookings.
 */
export interface DepositColumns {
  deposit_status: DepositStatus | null;
  deposit_cents: number | null;
  deposit_due_at: Date | null;
  deposit_reference: string | null;
  /** The account it is paid to, as it was when asked for. */
  deposit_account: DepositAccount | null;
  deposit_prepayment?: boolean;
}

/** The deposit as staff and the guest see it; undefined when none was asked. */
export const depositOf = (row: DepositColumns): Deposit | undefined =>
  row.deposit_status
    ? {
        status: row.deposit_status,
        amountCents: row.deposit_cents!,
        dueAt: row.deposit_due_at!.toISOString(),
        reference: row.deposit_reference!,
        ...(row.deposit_prepayment ? { prepayment: true as const } : {}),
      }
    : undefined;

/** What a guest needs to pay the deposit a row asks for: its amount, time and reference, and the account. */
export const depositFactsOf = (row: DepositColumns): DepositFacts | undefined =>
  row.deposit_cents && row.deposit_account
    ? {
        amountCents: row.deposit_cents,
        dueAt: row.deposit_due_at!.toISOString(),
        reference: row.deposit_reference!,
        ...(row.deposit_prepayment ? { prepayment: true as const } : {}),
        ...row.deposit_account,
      }
    : undefined;

/** A request awaiting its guest's deposit waits on the guest, not on staff: no alert of staff, no 'still checking'. */
export const notAwaitingDeposit = `deposit_status IS DISTINCT FROM 'awaiting'`;

/**
 * An unpaid deposit's one reminder, due at $1: a day before it falls due, or halfway through a shorter time to pay
 * from when it was asked for (the request, or the guest's change that moved the visit); `addressed`: the row's
 * condition of having an address to write to.
 */
export const depositRemindDue = (addressed: string) => `deposit_status = 'awaiting' AND status = 'pending'
    AND deposit_reminded_at IS NULL AND ${addressed}
    AND deposit_due_at > $1 AND $1 >= deposit_due_at - least(interval '24 hours', (deposit_due_at - pending_since) / 2)
    AND $2::text IS NOT NULL`;
