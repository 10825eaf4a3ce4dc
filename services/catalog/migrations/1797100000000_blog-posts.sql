-- Up Migration
-- The blog's posts, written by the owner in both languages (docs/decisions.md 150): Markdown bodies (rendered to
-- safe HTML when read), a slug per language unique among that language's, a status with the time it is (or will
-- be) published, the version for If-Match, and `seeded` for the first install's posts until the owner saves them.
-- `due_announced` remembers that a scheduled post's time came and was announced on the bus, so it is announced once.
CREATE TABLE blog_posts (
  id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  title_de        text        NOT NULL,
  title_en        text        NOT NULL,
  slug_de         text        NOT NULL UNIQUE,
  slug_en         text        NOT NULL UNIQUE,
  teaser_de       text        NOT NULL,
  teaser_en       text        NOT NULL,
  body_de         text        NOT NULL,
  body_en         text        NOT NULL,
  category        text        NOT NULL,
  author          text        NOT NULL,
  cover_image_url text        NOT NULL,
  cover_alt_de    text        NOT NULL,
  cover_alt_en    text        NOT NULL,
  status          text        NOT NULL CHECK (status IN ('draft', 'published', 'scheduled')),
  publish_at      timestamptz,
  due_announced   boolean     NOT NULL DEFAULT false,
  seeded          boolean     NOT NULL DEFAULT false,
  version         integer     NOT NULL DEFAULT 1,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR publish_at IS NOT NULL)
);
CREATE INDEX blog_posts_published ON blog_posts (publish_at DESC) WHERE status <> 'draft';

-- Down Migration
DROP TABLE blog_posts;
