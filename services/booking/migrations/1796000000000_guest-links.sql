-- Up Migration
-- A guest's personal links (docs/decisions.md 113): one per mail that carried one, stored only as the SHA-256 of its
-- token. A link names a reservation or an event booking and goes with it (retention, a staff deletion).
CREATE TABLE guest_links (
  token_hash       bytea       PRIMARY KEY,
  reservation_id   uuid        REFERENCES reservations (id) ON DELETE CASCADE,
  event_booking_id uuid        REFERENCES event_bookings (id) ON DELETE CASCADE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((reservation_id IS NULL) <> (event_booking_id IS NULL))
);
CREATE INDEX guest_links_reservation_idx ON guest_links (reservation_id) WHERE reservation_id IS NOT NULL;
CREATE INDEX guest_links_event_booking_idx ON guest_links (event_booking_id) WHERE event_booking_id IS NOT NULL;

-- The guest's calendar entry's SEQUENCE: raised by each change of the visit and by its cancellation.
ALTER TABLE reservations ADD COLUMN sequence integer NOT NULL DEFAULT 0;

-- Who changed what, for staff: the guest through their link (staff's own edits are theirs to know).
CREATE TABLE booking_changes (
  id               bigserial   PRIMARY KEY,
  reservation_id   uuid        REFERENCES reservations (id) ON DELETE CASCADE,
  event_booking_id uuid        REFERENCES event_bookings (id) ON DELETE CASCADE,
  actor            text        NOT NULL CHECK (actor IN ('guest', 'staff')),
  action           text        NOT NULL CHECK (action IN ('changed', 'cancelled')),
  changes          jsonb       NOT NULL DEFAULT '{}',
  at               timestamptz NOT NULL DEFAULT now(),
  CHECK ((reservation_id IS NULL) <> (event_booking_id IS NULL))
);
CREATE INDEX booking_changes_reservation_idx ON booking_changes (reservation_id, at) WHERE reservation_id IS NOT NULL;
CREATE INDEX booking_changes_event_booking_idx ON booking_changes (event_booking_id, at) WHERE event_booking_id IS NOT NULL;

-- Down Migration
DROP TABLE booking_changes;
ALTER TABLE reservations DROP COLUMN sequence;
DROP TABLE guest_links;
