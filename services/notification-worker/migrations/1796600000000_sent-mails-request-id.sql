-- Up Migration
-- The request that caused the mail (the event's correlation id, docs/decisions.md 118): a guest's "I never got my
-- mail" is followed from Nginx's access log through the services to this row.
ALTER TABLE sent_mails ADD COLUMN request_id text;

-- Down Migration
ALTER TABLE sent_mails DROP COLUMN request_id;
