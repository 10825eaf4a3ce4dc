-- Up Migration
-- An event booking keeps what it was for as of booking (title, date), for staff lists and the guest's e-mails.
ALTER TABLE event_bookings
  ADD COLUMN event_title_de text NOT NULL DEFAULT '',
  ADD COLUMN event_title_en text NOT NULL DEFAULT '',
  ADD COLUMN event_date     timestamptz;
CREATE INDEX event_bookings_status_idx ON event_bookings (status, created_at DESC);
CREATE INDEX reservations_status_idx ON reservations (status, created_at DESC);
CREATE INDEX reservations_date_idx ON reservations (date);

-- Seats the catalog may hold for a booking that is not (or no longer) live: written before seats are held and
-- removed with the booking's insert, or written with a cancellation and removed once the seats are released.
-- A sweeper releases what a crash or a lost answer left behind, so no seat stays held without a booking.
CREATE TABLE seat_claims (
  booking_id uuid PRIMARY KEY,
  event_id   uuid        NOT NULL,
  seats      integer     NOT NULL CHECK (seats > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seat_claims_age_idx ON seat_claims (created_at);

-- A form submitted twice (the web app sends one Idempotency-Key per submission) makes one booking.
CREATE TABLE idempotency_keys (
  scope           text        NOT NULL,
  key             text        NOT NULL,
  request_hash    text        NOT NULL,
  response_status integer,
  response_body   jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_age_idx ON idempotency_keys (created_at);

-- Down Migration
DROP TABLE idempotency_keys;
DROP TABLE seat_claims;
DROP INDEX reservations_date_idx;
DROP INDEX reservations_status_idx;
DROP INDEX event_bookings_status_idx;
ALTER TABLE event_bookings DROP COLUMN event_title_de, DROP COLUMN event_title_en, DROP COLUMN event_date;
