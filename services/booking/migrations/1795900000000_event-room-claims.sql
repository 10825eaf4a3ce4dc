-- Up Migration
-- Each event's claim on the room, as the catalog last announced it (`catalog.event_scheduled`, docs/decisions.md
-- 111): from starts_at to ends_at it takes `places` covers from the tables, or the whole room when exclusive. The
-- newest version wins; a deleted event keeps a row of no places and the highest version, so a late repeat of an
-- older save cannot bring its claim back.
CREATE TABLE event_room_claims (
  event_id  uuid        PRIMARY KEY,
  version   integer     NOT NULL,
  title_de  text        NOT NULL,
  title_en  text        NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at   timestamptz NOT NULL CHECK (ends_at >= starts_at),
  places    integer     NOT NULL CHECK (places >= 0),
  exclusive boolean     NOT NULL
);
CREATE INDEX event_room_claims_time_idx ON event_room_claims (starts_at, ends_at) WHERE places > 0 OR exclusive;

-- Down Migration
DROP TABLE event_room_claims;
