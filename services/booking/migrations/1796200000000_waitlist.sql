-- Up Migration
-- A full slot's waitlist (docs/decisions.md 115): who waits for which date, time and party, in the order they came;
-- the offer made when covers freed up (its token stored only as a hash, until when it may be claimed), and the
-- reservation a claim became. An entry goes with retention like a reservation.
CREATE TABLE waitlist_entries (
  id               uuid        PRIMARY KEY,
  name             text        NOT NULL,
  email            text        NOT NULL,
  phone            text        NOT NULL,
  date             date        NOT NULL,
  time             time        NOT NULL,
  guests           integer     NOT NULL CHECK (guests BETWEEN 1 AND 100),
  special_requests text,
  locale           text        NOT NULL CHECK (locale IN ('de', 'en')),
  status           text        NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'claimed', 'expired')),
  offer_token_hash bytea       UNIQUE,
  offered_at       timestamptz,
  offer_expires_at timestamptz,
  reservation_id   uuid        REFERENCES reservations (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX waitlist_entries_open_idx ON waitlist_entries (created_at) WHERE status IN ('waiting', 'offered');
-- One place per guest and slot: joining twice keeps the first.
CREATE UNIQUE INDEX waitlist_entries_once_idx ON waitlist_entries (lower(email), date, time) WHERE status IN ('waiting', 'offered');

-- Down Migration
DROP TABLE waitlist_entries;
