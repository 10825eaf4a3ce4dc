-- Up Migration
-- Every uploaded picture is stored as variants without metadata (docs/decisions.md 121); a row here says it is
-- ready, with what the pages need to offer it: its upright size and a tiny stand-in. `url` is the address the
-- content names. The seed's pictures are described in the code (contracts' seed-pictures.ts), not here.
CREATE TABLE pictures (
  url           text        PRIMARY KEY,
  width         integer     NOT NULL CHECK (width > 0),
  height        integer     NOT NULL CHECK (height > 0),
  placeholder   text,
  -- What came in, and what a phone now downloads for it shown across its screen: the dashboard says what was saved.
  source_bytes  integer     NOT NULL CHECK (source_bytes > 0),
  phone_bytes   integer     NOT NULL CHECK (phone_bytes > 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- A gallery picture's size is its picture's now, known for every picture of ours the same way.
ALTER TABLE gallery_images DROP COLUMN width, DROP COLUMN height;
