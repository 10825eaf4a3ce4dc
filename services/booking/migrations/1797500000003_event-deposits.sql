-- Up Migration
-- Event nights' deposits and prepayments by bank transfer (docs/decisions.md 166), kept as a reservation's are (165):
-- NULL when none was asked. `deposit_prepayment`: the whole price, not a deposit. 'waived', for both tables: staff
-- confirmed the request without it, so it is asked for no more.
ALTER TABLE reservations DROP CONSTRAINT reservations_deposit_status_check,
  ADD CONSTRAINT reservations_deposit_status_check
    CHECK (deposit_status IN ('awaiting', 'received', 'refunded', 'released', 'waived'));
ALTER TABLE event_bookings
  ADD COLUMN deposit_status      text CHECK (deposit_status IN ('awaiting', 'received', 'refunded', 'released', 'waived')),
  ADD COLUMN deposit_cents       integer CHECK (deposit_cents > 0),
  ADD COLUMN deposit_due_at      timestamptz,
  ADD COLUMN deposit_reference   text,
  ADD COLUMN deposit_account     jsonb,
  ADD COLUMN deposit_prepayment  boolean NOT NULL DEFAULT false,
  ADD COLUMN deposit_reminded_at timestamptz,
  ADD CONSTRAINT event_bookings_deposit_whole CHECK (
    (deposit_status IS NULL) = (deposit_cents IS NULL) AND (deposit_status IS NULL) = (deposit_due_at IS NULL));
CREATE INDEX event_bookings_deposit_due_idx ON event_bookings (deposit_due_at) WHERE deposit_status = 'awaiting';

-- Down Migration
UPDATE reservations SET deposit_status = 'awaiting' WHERE deposit_status = 'waived';
ALTER TABLE reservations DROP CONSTRAINT reservations_deposit_status_check,
  ADD CONSTRAINT reservations_deposit_status_check CHECK (deposit_status IN ('awaiting', 'received', 'refunded', 'released'));
ALTER TABLE event_bookings DROP CONSTRAINT event_bookings_deposit_whole, DROP COLUMN deposit_status,
  DROP COLUMN deposit_cents, DROP COLUMN deposit_due_at, DROP COLUMN deposit_reference, DROP COLUMN deposit_account,
  DROP COLUMN deposit_prepayment, DROP COLUMN deposit_reminded_at;
