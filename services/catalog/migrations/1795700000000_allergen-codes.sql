-- Up Migration
-- Allergens become the EU's list of 14 (docs/decisions.md 89) instead of free text per language. Each dish's old
-- text, German and English, is split at commas and read word by word in both languages; what no keyword
-- recognises is kept in allergens_note, shown to guests and staff as written and reported by the catalog at
-- start, until staff tick the allergens and save.
ALTER TABLE menu_items
  ADD COLUMN allergen_codes text[] NOT NULL DEFAULT '{}' CHECK (allergen_codes <@ ARRAY[
    'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame',
    'sulphites', 'lupin', 'molluscs']::text[]),
  ADD COLUMN allergens_note text;

CREATE TEMPORARY TABLE allergen_keywords (code text, position int, pattern text) ON COMMIT DROP;
INSERT INTO allergen_keywords VALUES
  ('gluten', 1, '(gluten|weizen|gerste|roggen|dinkel|hafer|mehl|wheat|barley|\mrye\M|spelt|\moats?\M|flour)'),
  ('crustaceans', 2, '(krebstier|krustentier|crustacean|garnele|shrimp|prawn|hummer|lobster|krabbe|\mcrab|scampi|languste)'),
  ('eggs', 3, '(\mei(er)?\M|\meigelb|\meiweiß|\meggs?\M)'),
  ('fish', 4, '((?<!tinten)fisch|\mfish|sardell|anchov|thunfisch|\mtuna\M|lachs|salmon)'),
  ('peanuts', 5, '(erdn[uü]ss|peanut)'),
  ('soybeans', 6, '(\msoja|\msoy)'),
  ('milk', 7, '(milch|laktose|lactose|käse|cheese|sahne|\mcream|butter|\mmilk|dairy|mozzarella|parmesan)'),
  ('nuts', 8, '((^|[^d])n[üu]ss|schalenfr|mandel|almond|haselnu|hazelnut|walnu|pistaz|pistach|cashew|pecan|macadamia|(^|[^a-z])nuts?\M)'),
  ('celery', 9, '(sellerie|celery)'),
  ('mustard', 10, '(\msenf|mustard)'),
  ('sesame', 11, '(sesam)'),
  ('sulphites', 12, '(sulfit|sulphit|schwefel|sulphur|sulfur)'),
  ('lupin', 13, '(lupin)'),
  ('molluscs', 14, '(weichtier|mollus|muschel|mussel|\mclams?\M|tintenfisch|squid|octopus|oktopus|calamar|vongole|schnecke|snail|oyster|auster)');

WITH words AS (
  SELECT m.id, trim(word) AS word
    FROM menu_items m,
         regexp_split_to_table(concat_ws(',', m.allergens_de, m.allergens_en), '\s*(,|;|/|\s+und\s+|\s+and\s+|&)\s*') AS word
   WHERE trim(word) <> ''
), read AS (
  SELECT w.id, w.word, array_agg(k.code ORDER BY k.position) FILTER (WHERE k.code IS NOT NULL) AS codes
    FROM words w LEFT JOIN allergen_keywords k ON lower(w.word) ~ k.pattern
   GROUP BY w.id, w.word
), per_dish AS (
  SELECT r.id,
         (SELECT coalesce(array_agg(k.code ORDER BY k.position), '{}') FROM allergen_keywords k
           WHERE k.code = ANY (SELECT unnest(codes) FROM read r2 WHERE r2.id = r.id)) AS codes,
         string_agg(DISTINCT r.word, ', ') FILTER (WHERE r.codes IS NULL) AS unread
    FROM read r GROUP BY r.id
)
UPDATE menu_items m SET allergen_codes = p.codes, allergens_note = p.unread FROM per_dish p WHERE m.id = p.id;

ALTER TABLE menu_items DROP COLUMN allergens_de, DROP COLUMN allergens_en;

-- Down Migration
ALTER TABLE menu_items ADD COLUMN allergens_de text, ADD COLUMN allergens_en text;
UPDATE menu_items SET allergens_de = nullif(concat_ws(', ', array_to_string(allergen_codes, ', '), allergens_note), '');
ALTER TABLE menu_items DROP COLUMN allergens_note, DROP COLUMN allergen_codes;
