-- Up Migration
-- Table reservations and event-seat bookings (docs/product.md, 'Statuses'). Both start pending until staff confirm.
CREATE TABLE reservations (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name             text        NOT NULL,
  email            text        NOT NULL,
  phone            text        NOT NULL,
  date             date        NOT NULL,
  time             time        NOT NULL,
  guests           integer     NOT NULL CHECK (guests BETWEEN 1 AND 100),
  special_requests text,
  locale           text        NOT NULL DEFAULT 'de' CHECK (locale IN ('de', 'en')),
  status           text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reservations_slot_idx ON reservations (date, time) WHERE status <> 'cancelled';
CREATE INDEX reservations_created_idx ON reservations (created_at DESC);

CREATE TABLE event_bookings (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id           uuid        NOT NULL,
  name               text        NOT NULL,
  email              text        NOT NULL,
  phone              text        NOT NULL,
  guests             integer     NOT NULL CHECK (guests BETWEEN 1 AND 8),
  total_amount_cents integer     NOT NULL CHECK (total_amount_cents >= 0),
  special_requests   text,
  locale             text        NOT NULL DEFAULT 'de' CHECK (locale IN ('de', 'en')),
  status             text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_bookings_event_idx ON event_bookings (event_id);
CREATE INDEX event_bookings_created_idx ON event_bookings (created_at DESC);

-- Down Migration
DROP TABLE event_bookings;
DROP TABLE reservations;
