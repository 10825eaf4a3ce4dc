-- Up Migration
-- A one-time password an owner makes (a new account, a reset) must be changed at its first sign-in
-- (docs/decisions.md 133). The accounts that exist already keep the password they have: nobody is forced.
-- The first admin of an install and one made with the CLI chose their own password and are never forced.
ALTER TABLE admin_users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- Down Migration
ALTER TABLE admin_users DROP COLUMN must_change_password;
