-- Up Migration
-- A guest changes their event seats through their link (docs/decisions.md 117): each change, and the confirmation
-- after one, raises the guest's calendar entry past the one they have. The entry's SEQUENCE is the event's version
-- plus these steps, so a change of the event (which raises its version) and a change of the seats both outrank
-- what came before.
ALTER TABLE event_bookings ADD COLUMN guest_sequence integer NOT NULL DEFAULT 0;

-- Down Migration
ALTER TABLE event_bookings DROP COLUMN guest_sequence;
