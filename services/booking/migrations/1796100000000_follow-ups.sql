-- Up Migration
-- The follow-ups (docs/decisions.md 114): since when a request has waited for staff (`pending_since`, set again when
-- the guest changes it), when staff were alerted that it is overdue, when the guest was told it is still being
-- checked, and when the guest was reminded of the visit (one confirmed after the reminder's moment is not: the
-- confirmation was its reminder, so `confirmed_at` is kept too). Each is done once; a `NULL` is what is still to do.
ALTER TABLE reservations
  ADD COLUMN pending_since timestamptz,
  ADD COLUMN escalated_at timestamptz,
  ADD COLUMN guest_told_pending_at timestamptz,
  ADD COLUMN reminded_at timestamptz,
  ADD COLUMN confirmed_at timestamptz;
UPDATE reservations SET pending_since = created_at;
ALTER TABLE reservations ALTER COLUMN pending_since SET DEFAULT now(), ALTER COLUMN pending_since SET NOT NULL;
CREATE INDEX reservations_pending_idx ON reservations (pending_since) WHERE status = 'pending';
CREATE INDEX reservations_reminder_idx ON reservations (date) WHERE status = 'confirmed' AND reminded_at IS NULL;

ALTER TABLE event_bookings
  ADD COLUMN pending_since timestamptz,
  ADD COLUMN escalated_at timestamptz,
  ADD COLUMN guest_told_pending_at timestamptz,
  ADD COLUMN reminded_at timestamptz,
  ADD COLUMN confirmed_at timestamptz;
UPDATE event_bookings SET pending_since = created_at;
ALTER TABLE event_bookings ALTER COLUMN pending_since SET DEFAULT now(), ALTER COLUMN pending_since SET NOT NULL;
CREATE INDEX event_bookings_pending_idx ON event_bookings (pending_since) WHERE status = 'pending';
CREATE INDEX event_bookings_reminder_idx ON event_bookings (event_date) WHERE status = 'confirmed' AND reminded_at IS NULL;

-- Down Migration
ALTER TABLE event_bookings DROP COLUMN pending_since, DROP COLUMN escalated_at, DROP COLUMN guest_told_pending_at,
  DROP COLUMN reminded_at, DROP COLUMN confirmed_at;
ALTER TABLE reservations DROP COLUMN pending_since, DROP COLUMN escalated_at, DROP COLUMN guest_told_pending_at,
  DROP COLUMN reminded_at, DROP COLUMN confirmed_at;
