-- Up Migration
-- Deposits by bank transfer (docs/decisions.md 165): a large party's online request awaits its deposit until staff
-- mark it received (then refunded, if so), or the time to pay runs out and the booking is released. NULL: none asked.
ALTER TABLE reservations
  ADD COLUMN deposit_status      text CHECK (deposit_status IN ('awaiting', 'received', 'refunded', 'released')),
  ADD COLUMN deposit_cents       integer CHECK (deposit_cents > 0),
  ADD COLUMN deposit_due_at      timestamptz,
  ADD COLUMN deposit_reference   text,
  -- The account it is paid to, as it was when asked for (a later change of the owner's account does not move it).
  ADD COLUMN deposit_account     jsonb,
  ADD COLUMN deposit_reminded_at timestamptz,
  ADD CONSTRAINT reservations_deposit_whole CHECK (
    (deposit_status IS NULL) = (deposit_cents IS NULL) AND (deposit_status IS NULL) = (deposit_due_at IS NULL));
-- The follow-ups' search: unpaid deposits by when they fall due.
CREATE INDEX reservations_deposit_due_idx ON reservations (deposit_due_at) WHERE deposit_status = 'awaiting';

-- Down Migration
ALTER TABLE reservations DROP CONSTRAINT reservations_deposit_whole, DROP COLUMN deposit_status,
  DROP COLUMN deposit_cents, DROP COLUMN deposit_due_at, DROP COLUMN deposit_reference, DROP COLUMN deposit_account,
  DROP COLUMN deposit_reminded_at;
