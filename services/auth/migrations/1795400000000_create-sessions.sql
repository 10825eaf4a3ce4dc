-- Up Migration
-- A signed-in admin: one row per login, revocable. Access tokens name it, so revoking it refuses them at once.
CREATE TABLE admin_sessions (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id        uuid        NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_used_at   timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  revoked_at     timestamptz,
  revoked_reason text,
  user_agent     text,
  ip             text
);
CREATE INDEX admin_sessions_user_idx ON admin_sessions (user_id) WHERE revoked_at IS NULL;

-- Refresh tokens, stored as hashes. Each is used once; a used one presented again means it was stolen, and
-- its session is revoked.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid        NOT NULL REFERENCES admin_sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at    timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- Failed sign-ins, for throttling by identifier and by address across every replica.
CREATE TABLE login_failures (
  id         bigserial PRIMARY KEY,
  identifier text        NOT NULL,
  ip         text        NOT NULL,
  failed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_identifier_idx ON login_failures (identifier, failed_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, failed_at);

-- Down Migration
DROP TABLE login_failures;
DROP TABLE refresh_tokens;
DROP TABLE admin_sessions;
