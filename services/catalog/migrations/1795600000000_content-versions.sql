-- Up Migration
-- Every staff edit raises its row's version; a save that names an older one (If-Match) is refused, so two
-- people editing the same dish, picture or event never silently overwrite each other (docs/decisions.md 87).
ALTER TABLE menu_items ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE gallery_images ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE events ADD COLUMN version integer NOT NULL DEFAULT 1;

-- Down Migration
ALTER TABLE events DROP COLUMN version;
ALTER TABLE gallery_images DROP COLUMN version;
ALTER TABLE menu_items DROP COLUMN version;
