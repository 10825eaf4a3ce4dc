-- Up Migration
-- The restaurant's hours and capacity as the owner saved them (docs/decisions.md 110): one row, the whole
-- schedule as one document validated by contracts' houseScheduleSchema, and its version for If-Match. No row
-- means nothing was saved yet: the service answers the opening defaults.
CREATE TABLE house_schedule (
  singleton  boolean     PRIMARY KEY DEFAULT true CHECK (singleton),
  document   jsonb       NOT NULL,
  version    integer     NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text        NOT NULL
);

-- Down Migration
DROP TABLE house_schedule;
