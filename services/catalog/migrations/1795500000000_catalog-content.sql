-- Up Migration
-- Menu items get what the public page shows and the admin form edits (docs/decisions.md 27, 28): an explicit
-- category from a fixed list, the alcoholic flag, dietary flags and allergens in both languages.
ALTER TABLE menu_items RENAME COLUMN allergens TO allergens_de;
-- English is optional: a missing translation is null, and the page falls back to the German plain field.
ALTER TABLE menu_items ALTER COLUMN title_en DROP NOT NULL;
ALTER TABLE menu_items ALTER COLUMN description_en DROP NOT NULL, ALTER COLUMN description_en DROP DEFAULT;
UPDATE menu_items SET title_en = NULL WHERE title_en = '';
UPDATE menu_items SET description_en = NULL WHERE description_en = '';
ALTER TABLE menu_items
  ADD COLUMN allergens_en text,
  ADD COLUMN is_alcoholic boolean NOT NULL DEFAULT false,
  ADD COLUMN vegetarian   boolean NOT NULL DEFAULT false,
  ADD COLUMN vegan        boolean NOT NULL DEFAULT false,
  ADD COLUMN gluten_free  boolean NOT NULL DEFAULT false,
  ADD COLUMN spicy        boolean NOT NULL DEFAULT false;

-- Rows from before explicit categories are classified once by keyword rules (docs/decisions.md 27), which from
-- now on only ever apply to items that lack a category. Short keywords must stand as words (\m…\M), or a
-- Rumpsteak would turn into a spirit and Reis into ice cream; long ones may sit inside German compounds (Rotwein).
WITH words AS (
  SELECT id, lower(concat_ws(' ', category, title_de, title_en)) AS text FROM menu_items
  WHERE category NOT IN ('appetizers', 'soup', 'salads', 'pasta', 'pizza', 'fish', 'meat', 'desserts', 'other',
                         'wine', 'sparkling', 'beer', 'cocktails', 'spirits', 'soft-drinks', 'coffee')
)
UPDATE menu_items m SET
  category = CASE
    WHEN w.text ~ '(prosecco|champagne|spumante|\msekt)' THEN 'sparkling'
    WHEN w.text ~ '(wine|wein|\mvino)' THEN 'wine'
    WHEN w.text ~ '(beer|bier|birra)' THEN 'beer'
    WHEN w.text ~ '(cocktail|spritz|negroni|aperitif)' THEN 'cocktails'
    WHEN w.text ~ '(whisky|vodka|\mgin\M|\mrum\M|liqueur|likör|digestif|grappa|\mamaro|limoncello)' THEN 'spirits'
    WHEN w.text ~ '(coffee|kaffee|espresso|cappuccino|\mtea\M|\mtee\M)' THEN 'coffee'
    WHEN w.text ~ '(\mdrinks?\M|getränk|bevande|\mwater\M|wasser|juice|\msaft|\msoda\M|limonade|lemonade)' THEN 'soft-drinks'
    WHEN w.text ~ '(antipast|appetizer|vorspeise|starter)' THEN 'appetizers'
    WHEN w.text ~ '(soup|suppe|zuppa|minestr)' THEN 'soup'
    WHEN w.text ~ '(salad|salat|insalat)' THEN 'salads'
    WHEN w.text ~ 'pizza' THEN 'pizza'
    WHEN w.text ~ '(pasta|\mprimi|spaghetti|tagliatelle|penne|ravioli|risotto|gnocchi|lasagn)' THEN 'pasta'
    WHEN w.text ~ '(fish|fisch|pesce|seafood|meeresfrücht|salmon|lachs|dorad|branzino)' THEN 'fish'
    WHEN w.text ~ '(meat|fleisch|carne|secondi|beef|rind|veal|kalb|pork|schwein|chicken|huhn|lamb|\mlamm|steak)' THEN 'meat'
    WHEN w.text ~ '(dessert|dolci|tiramis|panna cotta|gelato|\meis\M)' THEN 'desserts'
    ELSE 'other'
  END
FROM words w WHERE m.id = w.id;
UPDATE menu_items SET is_alcoholic = category IN ('wine', 'sparkling', 'beer', 'cocktails', 'spirits');

ALTER TABLE menu_items ADD CONSTRAINT menu_items_category_check CHECK (category IN (
  'appetizers', 'soup', 'salads', 'pasta', 'pizza', 'fish', 'meat', 'desserts', 'other',
  'wine', 'sparkling', 'beer', 'cocktails', 'spirits', 'soft-drinks', 'coffee'));

CREATE TABLE gallery_images (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title_de       text        NOT NULL,
  title_en       text,
  description_de text,
  description_en text,
  alt_text_de    text,
  alt_text_en    text,
  image_url      text        NOT NULL,
  category       text        NOT NULL CHECK (category IN ('food', 'interior', 'exterior', 'events', 'staff')),
  -- Known for our own files, so the page can reserve an image's space before it loads.
  width          integer     CHECK (width > 0),
  height         integer     CHECK (height > 0),
  sort_order     integer     NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gallery_images_order_idx ON gallery_images (sort_order, created_at);

CREATE TABLE events (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title_en         text        NOT NULL,
  title_de         text        NOT NULL,
  description_en   text        NOT NULL,
  description_de   text,
  event_date       timestamptz NOT NULL,
  price_cents      integer     NOT NULL CHECK (price_cents >= 0),
  max_attendees    integer     NOT NULL CHECK (max_attendees > 0),
  -- Places staff gave away outside the website (a phone call, a regular's table).
  manual_attendees integer     NOT NULL DEFAULT 0 CHECK (manual_attendees >= 0),
  image_url        text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_date_idx ON events (event_date);

-- Seats held by the booking service, one row per booking. current_attendees is always the sum of these plus
-- manual_attendees, so it can never drift from the bookings that hold them.
CREATE TABLE event_seat_holds (
  booking_id uuid PRIMARY KEY,
  event_id   uuid        NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  seats      integer     NOT NULL CHECK (seats > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_seat_holds_event_idx ON event_seat_holds (event_id);

-- Content seeded into a fresh install: a seed runs once, and never again over staff's edits or deletions.
CREATE TABLE seed_runs (
  name       text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE seed_runs;
DROP TABLE event_seat_holds;
DROP TABLE events;
DROP TABLE gallery_images;
ALTER TABLE menu_items DROP CONSTRAINT menu_items_category_check;
ALTER TABLE menu_items
  DROP COLUMN allergens_en,
  DROP COLUMN is_alcoholic,
  DROP COLUMN vegetarian,
  DROP COLUMN vegan,
  DROP COLUMN gluten_free,
  DROP COLUMN spicy;
ALTER TABLE menu_items RENAME COLUMN allergens_de TO allergens;
UPDATE menu_items SET title_en = coalesce(title_en, title_de), description_en = coalesce(description_en, '');
ALTER TABLE menu_items ALTER COLUMN title_en SET NOT NULL;
ALTER TABLE menu_items ALTER COLUMN description_en SET NOT NULL, ALTER COLUMN description_en SET DEFAULT '';
