-- Up Migration
-- Events the service has committed but not yet handed to the broker (transactional outbox).
CREATE TABLE outbox (
  seq          bigserial PRIMARY KEY,
  id           uuid        NOT NULL UNIQUE,
  type         text        NOT NULL,
  payload      jsonb       NOT NULL,
  occurred_at  timestamptz NOT NULL,
  published_at timestamptz,
  attempts     integer     NOT NULL DEFAULT 0,
  last_error   text
);
CREATE INDEX outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL;
CREATE INDEX outbox_published_at_idx ON outbox (published_at) WHERE published_at IS NOT NULL;

-- Down Migration
DROP TABLE outbox;
