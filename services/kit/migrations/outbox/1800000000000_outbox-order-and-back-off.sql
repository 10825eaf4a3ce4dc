-- Up Migration
-- Events of one aggregate (a reservation, a booking, an event) go out in the order they were recorded: the
-- relay takes a row only when no earlier row of its aggregate is still waiting. A row that failed waits its
-- turn (next_attempt_at), with a back-off that grows per attempt. Rows from before carry their own id as
-- aggregate: nothing to order them by.
ALTER TABLE outbox ADD COLUMN aggregate text;
UPDATE outbox SET aggregate = id::text WHERE aggregate IS NULL;
ALTER TABLE outbox ALTER COLUMN aggregate SET NOT NULL;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX outbox_waiting_aggregate_idx ON outbox (aggregate, seq) WHERE published_at IS NULL;

-- Down Migration
DROP INDEX outbox_waiting_aggregate_idx;
ALTER TABLE outbox DROP COLUMN next_attempt_at;
ALTER TABLE outbox DROP COLUMN aggregate;
