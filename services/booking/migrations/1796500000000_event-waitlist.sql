-- Up Migration
-- A sold-out event's waitlist (docs/decisions.md 117) shares the tables' (115): an entry names its event (and keeps
-- the titles its mails name; its date and time are the event's, Berlin's, so it expires when the event begins) and
-- the event booking a claim became. One place per guest and slot, or per guest and event.
ALTER TABLE waitlist_entries
  ADD COLUMN event_id uuid,
  ADD COLUMN event_title_de text,
  ADD COLUMN event_title_en text,
  ADD COLUMN event_booking_id uuid REFERENCES event_bookings (id) ON DELETE SET NULL;
ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_event_titles
  CHECK (event_id IS NULL OR (event_title_de IS NOT NULL AND event_title_en IS NOT NULL));
DROP INDEX waitlist_entries_once_idx;
CREATE UNIQUE INDEX waitlist_entries_once_idx ON waitlist_entries (lower(email), date, time)
  WHERE status IN ('waiting', 'offered') AND event_id IS NULL;
CREATE UNIQUE INDEX waitlist_entries_event_once_idx ON waitlist_entries (lower(email), event_id)
  WHERE status IN ('waiting', 'offered') AND event_id IS NOT NULL;

-- Down Migration
DROP INDEX waitlist_entries_event_once_idx;
DROP INDEX waitlist_entries_once_idx;
DELETE FROM waitlist_entries WHERE event_id IS NOT NULL;
CREATE UNIQUE INDEX waitlist_entries_once_idx ON waitlist_entries (lower(email), date, time) WHERE status IN ('waiting', 'offered');
ALTER TABLE waitlist_entries DROP CONSTRAINT waitlist_entries_event_titles, DROP COLUMN event_booking_id,
  DROP COLUMN event_title_en, DROP COLUMN event_title_de, DROP COLUMN event_id;
