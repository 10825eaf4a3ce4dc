-- Up Migration
-- The home page's texts and pictures as the owner saved them (docs/decisions.md 152): one row, the whole content as
-- one document validated by contracts' homeContentSchema, and its version for If-Match, as restaurant_details (148).
-- No row means nothing was saved yet: the service answers the first install's (contracts' defaultHomeContent).
CREATE TABLE home_content (
  singleton  boolean     PRIMARY KEY DEFAULT true CHECK (singleton),
  document   jsonb       NOT NULL,
  version    integer     NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text        NOT NULL
);

-- Down Migration
DROP TABLE home_content;
