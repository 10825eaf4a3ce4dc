-- Up Migration
-- The restaurant's details as the owner saved them in Settings (docs/decisions.md 148): one row, the whole details as
-- one document validated by contracts' restaurantDetailsSchema, and its version for If-Match. No row means nothing
-- was saved yet: the service answers the first install's details (contracts' defaultRestaurantDetails).
CREATE TABLE restaurant_details (
  singleton  boolean     PRIMARY KEY DEFAULT true CHECK (singleton),
  document   jsonb       NOT NULL,
  version    integer     NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text        NOT NULL
);

-- Down Migration
DROP TABLE restaurant_details;
