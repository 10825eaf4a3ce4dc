-- Up Migration
-- A phone booking staff took knowingly over the room's covers records who did (docs/decisions.md 131): the first
-- name of the staff member, shown on the day sheet. Null for every booking that fitted.
ALTER TABLE reservations ADD COLUMN overbooked_by text;

-- Down Migration
ALTER TABLE reservations DROP COLUMN overbooked_by;
