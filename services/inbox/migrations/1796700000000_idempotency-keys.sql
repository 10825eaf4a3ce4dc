-- Up Migration
-- A contact message or feedback sent again after a lost answer is stored once (docs/decisions.md 85): the form's
-- Idempotency-Key, a fingerprint of what was sent, and the receipt the first answer gave; kept for a day.
CREATE TABLE idempotency_keys (
  scope           text        NOT NULL,
  key             text        NOT NULL,
  request_hash    text        NOT NULL,
  response_status integer,
  response_body   jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_age_idx ON idempotency_keys (created_at);

-- Down Migration
DROP TABLE idempotency_keys;
