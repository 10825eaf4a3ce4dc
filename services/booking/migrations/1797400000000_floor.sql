-- Up Migration
-- The floor (docs/decisions.md 154): the owner's areas, tables and combinations as one document with its version,
-- saved whole as the schedule is. Seeded with a room that seats what the 40-cover room did: four 2-tops, six
-- 4-tops and an 8-top in one area, with the pairs that are usually pushed together.
CREATE TABLE floor (
  singleton  boolean     PRIMARY KEY DEFAULT true CHECK (singleton),
  version    integer     NOT NULL,
  document   jsonb       NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
INSERT INTO floor (version, document) VALUES (1, '{"areas": [{"id": "a0000000-0000-4000-8000-000000000001", "name": "Gastraum", "closures": []}], "tables": [{"id": "00000000-0000-4000-8000-000000000101", "name": "1", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 2, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000102", "name": "2", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 2, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000103", "name": "3", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 2, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000104", "name": "4", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 2, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000105", "name": "5", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 4, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000106", "name": "6", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 4, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000107", "name": "7", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 4, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000108", "name": "8", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 4, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000109", "name": "9", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 4, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000110", "name": "10", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 1, "maxGuests": 4, "bookableOnline": true}, {"id": "00000000-0000-4000-8000-000000000111", "name": "11", "areaId": "a0000000-0000-4000-8000-000000000001", "minGuests": 4, "maxGuests": 8, "bookableOnline": true}], "combinations": [{"id": "00000000-0000-4000-8000-000000000201", "name": "1+2", "tableIds": ["00000000-0000-4000-8000-000000000101", "00000000-0000-4000-8000-000000000102"], "minGuests": 3, "maxGuests": 4}, {"id": "00000000-0000-4000-8000-000000000202", "name": "3+4", "tableIds": ["00000000-0000-4000-8000-000000000103", "00000000-0000-4000-8000-000000000104"], "minGuests": 3, "maxGuests": 4}, {"id": "00000000-0000-4000-8000-000000000203", "name": "5+6", "tableIds": ["00000000-0000-4000-8000-000000000105", "00000000-0000-4000-8000-000000000106"], "minGuests": 5, "maxGuests": 8}, {"id": "00000000-0000-4000-8000-000000000204", "name": "7+8", "tableIds": ["00000000-0000-4000-8000-000000000107", "00000000-0000-4000-8000-000000000108"], "minGuests": 5, "maxGuests": 8}, {"id": "00000000-0000-4000-8000-000000000205", "name": "9+10", "tableIds": ["00000000-0000-4000-8000-000000000109", "00000000-0000-4000-8000-000000000110"], "minGuests": 5, "maxGuests": 8}, {"id": "00000000-0000-4000-8000-000000000206", "name": "10+11", "tableIds": ["00000000-0000-4000-8000-000000000110", "00000000-0000-4000-8000-000000000111"], "minGuests": 9, "maxGuests": 12}], "lateAfterMinutes": 15, "pacingCoversPerSlot": null, "tablesShownToGuests": false}');

-- Where each reservation sits (docs/decisions.md 155): one row per table, the table's name kept beside its id so the
-- staff lists read it without the floor (a save of the floor renames them). A table is held by a reservation while
-- it holds its place (pending but a large party's request, confirmed, seated); the booking check, under the room's
-- time locks, never gives a table to two reservations whose seatings overlap.
CREATE TABLE reservation_tables (
  reservation_id uuid    NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  table_id       uuid    NOT NULL,
  table_name     text    NOT NULL,
  position       integer NOT NULL,
  PRIMARY KEY (reservation_id, table_id)
);
CREATE INDEX reservation_tables_table_idx ON reservation_tables (table_id);

-- The floor's statuses and walk-ins (docs/decisions.md 156).
ALTER TABLE reservations DROP CONSTRAINT reservations_status_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_status_check
  CHECK (status IN ('pending', 'confirmed', 'seated', 'finished', 'no_show', 'cancelled'));
ALTER TABLE reservations DROP CONSTRAINT reservations_source_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_source_check CHECK (source IN ('online', 'phone', 'walk_in'));
ALTER TABLE reservations ADD COLUMN seated_at timestamptz, ADD COLUMN finished_at timestamptz;

-- Down Migration
ALTER TABLE reservations DROP COLUMN seated_at, DROP COLUMN finished_at;
UPDATE reservations SET status = 'confirmed' WHERE status IN ('seated', 'finished', 'no_show');
UPDATE reservations SET source = 'phone' WHERE source = 'walk_in';
ALTER TABLE reservations DROP CONSTRAINT reservations_source_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_source_check CHECK (source IN ('online', 'phone'));
ALTER TABLE reservations DROP CONSTRAINT reservations_status_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled'));
DROP TABLE reservation_tables;
DROP TABLE floor;
