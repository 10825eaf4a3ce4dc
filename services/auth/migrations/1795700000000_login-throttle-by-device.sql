-- Up Migration
-- A failed sign-in remembers the known device it came from (a browser the account signed in on before, by its
-- device cookie), so throttling can spare the owner's own devices while strangers guess (docs/decisions.md 99).
ALTER TABLE login_failures ADD COLUMN device text;
CREATE INDEX login_failures_device_idx ON login_failures (device, failed_at) WHERE device IS NOT NULL;

-- Down Migration
DROP INDEX login_failures_device_idx;
ALTER TABLE login_failures DROP COLUMN device;
