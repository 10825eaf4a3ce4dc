-- Up Migration
-- The tables and areas staff give an event night (docs/decisions.md 161): held for the event's hours as a
-- booking's are. Kept beside the catalog's claim, which a later save of the event does not touch.
ALTER TABLE event_room_claims
  ADD COLUMN table_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN area_ids  uuid[] NOT NULL DEFAULT '{}';

-- Down Migration
ALTER TABLE event_room_claims DROP COLUMN table_ids, DROP COLUMN area_ids;
