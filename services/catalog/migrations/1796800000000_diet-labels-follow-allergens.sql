-- Up Migration
-- A dietary label the allergens contradict is refused from now on (docs/decisions.md 129); dishes saved before
-- that lose the label, and each change is kept here, so the owner and the operator can read what was changed
-- (a guest avoiding gluten must never have read 'gluten-free' over a dish with gluten). The rules are contracts'
-- dietLabelExcludes, spelled out once more here as a migration must be: it runs as the code was when it was written.
CREATE TABLE diet_label_repairs (
  menu_item_id uuid        NOT NULL,
  title_de     text        NOT NULL,
  label        text        NOT NULL CHECK (label IN ('glutenFree', 'vegan', 'vegetarian')),
  -- The allergens that contradicted it.
  allergens    text[]      NOT NULL,
  repaired_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (menu_item_id, label)
);

WITH rules (label, excludes) AS (
  VALUES ('glutenFree', ARRAY['gluten']),
         ('vegan', ARRAY['crustaceans', 'eggs', 'fish', 'milk', 'molluscs']),
         ('vegetarian', ARRAY['crustaceans', 'fish', 'molluscs'])
)
INSERT INTO diet_label_repairs (menu_item_id, title_de, label, allergens)
SELECT m.id, m.title_de, r.label, ARRAY(SELECT unnest(m.allergen_codes) INTERSECT SELECT unnest(r.excludes) ORDER BY 1)
FROM menu_items m JOIN rules r ON m.allergen_codes && r.excludes
WHERE (r.label = 'glutenFree' AND m.gluten_free) OR (r.label = 'vegan' AND m.vegan) OR (r.label = 'vegetarian' AND m.vegetarian);

-- A raised version: a dashboard that had the dish open is told to reload before it saves over the repair.
UPDATE menu_items m SET
  gluten_free = m.gluten_free AND NOT EXISTS (SELECT 1 FROM diet_label_repairs r WHERE r.menu_item_id = m.id AND r.label = 'glutenFree'),
  vegan       = m.vegan       AND NOT EXISTS (SELECT 1 FROM diet_label_repairs r WHERE r.menu_item_id = m.id AND r.label = 'vegan'),
  vegetarian  = m.vegetarian  AND NOT EXISTS (SELECT 1 FROM diet_label_repairs r WHERE r.menu_item_id = m.id AND r.label = 'vegetarian'),
  version     = m.version + 1,
  updated_at  = now()
WHERE EXISTS (SELECT 1 FROM diet_label_repairs r WHERE r.menu_item_id = m.id);

-- Down Migration
DROP TABLE diet_label_repairs;
