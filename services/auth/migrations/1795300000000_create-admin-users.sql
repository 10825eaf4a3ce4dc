-- Up Migration
-- Staff who may use the dashboard. Only a memory-hard password hash is ever stored.
CREATE TABLE admin_users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email         text        NOT NULL,
  username      text        NOT NULL,
  first_name    text        NOT NULL DEFAULT '',
  password_hash text        NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admin_users_email_idx ON admin_users (lower(email));
CREATE UNIQUE INDEX admin_users_username_idx ON admin_users (lower(username));

-- Down Migration
DROP TABLE admin_users;
