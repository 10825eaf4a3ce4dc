-- Up Migration
-- The data requests booking answers (docs/decisions.md 116), as the inbox announced them: the address, the link's
-- token as its SHA-256 only, until when it is valid, and whether erasure was carried out.
CREATE TABLE data_request_grants (
  request_id uuid        PRIMARY KEY,
  email      text        NOT NULL,
  token_hash bytea       NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  erased_at  timestamptz
);
CREATE INDEX data_request_grants_expires_idx ON data_request_grants (expires_at);

-- Down Migration
DROP TABLE data_request_grants;
