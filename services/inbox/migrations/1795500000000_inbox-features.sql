-- Up Migration
-- When staff replied, and the sender's address for abuse handling, kept 7 days (then set to NULL).
ALTER TABLE contact_messages
  ADD COLUMN replied_at timestamptz,
  ADD COLUMN ip         text;
ALTER TABLE feedback ADD COLUMN ip text;
CREATE INDEX contact_messages_unread_idx ON contact_messages (status) WHERE status = 'unread';
-- The reviews page reads approved, consented feedback only.
CREATE INDEX feedback_published_idx ON feedback (created_at DESC) WHERE approved AND consent_to_publish;

-- Content seeded into a fresh install (six sample reviews, docs/decisions.md 58), once.
CREATE TABLE seed_runs (
  name       text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE seed_runs;
DROP INDEX feedback_published_idx;
DROP INDEX contact_messages_unread_idx;
ALTER TABLE feedback DROP COLUMN ip;
ALTER TABLE contact_messages DROP COLUMN replied_at, DROP COLUMN ip;
