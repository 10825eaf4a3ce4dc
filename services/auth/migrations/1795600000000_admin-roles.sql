-- Up Migration
-- Two roles (docs/decisions.md 86): every admin that exists already was made by the operator (the first admin of
-- an install, or one created with the CLI), so they become owners; an account an owner creates is staff unless
-- the owner says otherwise. A disabled account cannot sign in, and its sessions are revoked when it is disabled.
ALTER TABLE admin_users
  ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff')),
  ADD COLUMN disabled_at timestamptz;
ALTER TABLE admin_users ALTER COLUMN role SET DEFAULT 'staff';

-- Down Migration
ALTER TABLE admin_users DROP COLUMN disabled_at, DROP COLUMN role;
