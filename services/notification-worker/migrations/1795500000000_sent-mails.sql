-- Up Migration
-- Each mail of an event once sent: a retry after a later mail of the same event failed sends only what is left.
CREATE TABLE sent_mails (
  event_id uuid        NOT NULL,
  kind     text        NOT NULL,
  sent_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, kind)
);

-- Down Migration
DROP TABLE sent_mails;
