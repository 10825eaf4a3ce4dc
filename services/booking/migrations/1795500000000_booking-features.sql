-- Up Migration
-- An event booking keeps what it was for as of booking (title, date), for staff lists and the guest's e-mails.
ALTER TABLE event_bookings
  ADD COLUMN event_title_de text NOT NULL DEFAULT '',
  ADD COLUMN event_title_en text NOT NULL DEFAULT '',
  ADD COLUMN event_date     timestamptz;
CREATE INDEX event_bookings_status_idx ON event_bookings (status, created_at DESC);
CREATE INDEX reservations_status_idx ON reservations (status, created_at DESC);
CREATE INDEX reservations_date_idx ON reservations (date);

-- Seats the catalog may hold without a live booking behind them, one row per attempt (a booking, a repeat of
-- the same submission, a cancellation): written before seats are held and removed with the booking's insert,
-- or written with a cancellation and removed once the seats are released. A sweeper releases whatever a crash,
-- a lost answer or a failed insert left behind, unless a live booking holds the seats.
CREATE TABLE seat_claims (
  attempt_id uuid PRIMARY KEY,
  booking_id uuid        NOT NULL,
  event_id   uuid        NOT NULL,
  seats      integer     NOT NULL CHECK (seats > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seat_claims_age_idx ON seat_claims (created_at);
CREATE INDEX seat_claims_event_idx ON seat_claims (event_id);

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
