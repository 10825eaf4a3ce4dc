-- Up Migration
-- What guests write to the restaurant (docs/product.md, 'Statuses').
CREATE TABLE contact_messages (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name       text        NOT NULL,
  email      text        NOT NULL,
  subject    text        NOT NULL,
  message    text        NOT NULL,
  locale     text        NOT NULL DEFAULT 'de' CHECK (locale IN ('de', 'en')),
  status     text        NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'replied')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);

CREATE TABLE feedback (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name               text        NOT NULL,
  email              text        NOT NULL,
  rating             integer     NOT NULL CHECK (rating BETWEEN 1 AND 5),
  experience         text        NOT NULL,
  suggestions        text,
  consent_to_publish boolean     NOT NULL DEFAULT false,
  approved           boolean     NOT NULL DEFAULT false,
  locale             text        NOT NULL DEFAULT 'de' CHECK (locale IN ('de', 'en')),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_idx ON feedback (created_at DESC);

-- Down Migration
DROP TABLE feedback;
DROP TABLE contact_messages;
