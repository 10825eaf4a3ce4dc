-- Up Migration
-- Every event the worker has handled, by id: delivery is at least once, the effect exactly once.
CREATE TABLE processed_events (
  event_id   uuid PRIMARY KEY,
  type       text        NOT NULL,
  handled_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE processed_events;
