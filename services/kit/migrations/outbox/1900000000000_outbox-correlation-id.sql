-- Up Migration
-- The request that recorded the event, carried in its envelope as the correlation id (docs/decisions.md 118).
ALTER TABLE outbox ADD COLUMN correlation_id text;

-- Down Migration
ALTER TABLE outbox DROP COLUMN correlation_id;
