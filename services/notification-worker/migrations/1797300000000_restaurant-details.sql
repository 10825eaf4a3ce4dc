-- Up Migration
-- The restaurant's details as the catalog last announced them (catalog.restaurant_changed, docs/decisions.md 149):
-- every mail's footer and calendar entry names them. One row; no row means the first install's.
CREATE TABLE restaurant_details (
  singleton  boolean     PRIMARY KEY DEFAULT true CHECK (singleton),
  document   jsonb       NOT NULL,
  version    integer     NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE restaurant_details;
