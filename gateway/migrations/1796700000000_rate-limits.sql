-- Up Migration
-- The per-address counts of the public forms and sign-in, shared by every gateway replica (docs/decisions.md 118):
-- rate-limiter-flexible's own table layout (key, points in the window, the window's end in epoch milliseconds).
CREATE TABLE rate_limits (
  key    varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- Down Migration
DROP TABLE rate_limits;
