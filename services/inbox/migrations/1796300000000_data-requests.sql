-- Up Migration
-- A guest's data requests (docs/decisions.md 116): the address, the link's token as its SHA-256 only, until when
-- it is valid, and when erasure was asked for through it.
CREATE TABLE data_requests (
  id         uuid        PRIMARY KEY,
  email      text        NOT NULL,
  locale     text        NOT NULL CHECK (locale IN ('de', 'en')),
  token_hash bytea       NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  erased_at  timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX data_requests_expires_idx ON data_requests (expires_at);

-- Down Migration
DROP TABLE data_requests;
