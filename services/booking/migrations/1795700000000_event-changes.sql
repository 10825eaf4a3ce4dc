-- Up Migration
-- A booking keeps the version of the event whose title and date it names: a change of the event (a newer
-- version) updates it, a late repeat of an older one does not (docs/decisions.md 97).
ALTER TABLE event_bookings ADD COLUMN event_version integer NOT NULL DEFAULT 0;

-- The newest title and date the catalog announced per event: a booking stored from a hold made just before a
-- change takes them on when it is stored.
CREATE TABLE event_facts (
  event_id   uuid PRIMARY KEY,
  version    integer     NOT NULL,
  title_de   text        NOT NULL,
  title_en   text        NOT NULL,
  event_date timestamptz NOT NULL
);

-- Down Migration
DROP TABLE event_facts;
ALTER TABLE event_bookings DROP COLUMN event_version;
