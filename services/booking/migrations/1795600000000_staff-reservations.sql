-- Up Migration
-- Staff take bookings by phone (docs/decisions.md 70): the guest may give no e-mail, and the list tells the
-- guest's own requests from those staff entered.
ALTER TABLE reservations
  ALTER COLUMN email DROP NOT NULL,
  ADD COLUMN source text NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'phone'));

-- The day sheet and the covers chart read reservations by date and time.
DROP INDEX reservations_date_idx;
CREATE INDEX reservations_date_time_idx ON reservations (date, time);

-- Down Migration
DROP INDEX reservations_date_time_idx;
CREATE INDEX reservations_date_idx ON reservations (date);
UPDATE reservations SET email = '' WHERE email IS NULL;
ALTER TABLE reservations DROP COLUMN source, ALTER COLUMN email SET NOT NULL;
