-- Up Migration
-- The menu, bilingual. Prices are integer cents: no float ever touches money.
CREATE TABLE menu_items (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title_de       text        NOT NULL,
  title_en       text        NOT NULL,
  description_de text        NOT NULL DEFAULT '',
  description_en text        NOT NULL DEFAULT '',
  category       text        NOT NULL,
  price_cents    integer     NOT NULL CHECK (price_cents >= 0),
  image_url      text,
  allergens      text,
  is_available   boolean     NOT NULL DEFAULT true,
  sort_order     integer     NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX menu_items_order_idx ON menu_items (sort_order, created_at);

-- Down Migration
DROP TABLE menu_items;
