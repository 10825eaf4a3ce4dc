-- Up Migration
-- Three years of a busy restaurant (docs/decisions.md 171): staff find a guest by any part of a name, an address or a
-- phone number (its digits however typed), which no B-tree serves; without these each search read every booking ever
-- kept. Trigram indexes of pg_trgm, which the administrator provides in the schema `extensions` (infra/postgres;
-- docs/operations.md says how for an install made before it).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace
                  WHERE n.nspname = 'extensions' AND c.opcname = 'gin_trgm_ops') THEN
    RAISE EXCEPTION 'the booking service needs the extension pg_trgm in the schema extensions: as the database administrator, run CREATE SCHEMA IF NOT EXISTS extensions; CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA extensions; GRANT USAGE ON SCHEMA extensions TO booking; (docs/operations.md, "Updating an install")';
  END IF;
END $$;

CREATE INDEX reservations_name_search_idx ON reservations USING gin (name extensions.gin_trgm_ops);
CREATE INDEX reservations_email_search_idx ON reservations USING gin (email extensions.gin_trgm_ops);
CREATE INDEX reservations_phone_search_idx ON reservations USING gin (phone extensions.gin_trgm_ops);
CREATE INDEX reservations_phone_digits_search_idx ON reservations USING gin ((regexp_replace(phone, '\D', '', 'g')) extensions.gin_trgm_ops);
CREATE INDEX guests_name_search_idx ON guests USING gin (name extensions.gin_trgm_ops);
CREATE INDEX guests_email_search_idx ON guests USING gin (email extensions.gin_trgm_ops);
CREATE INDEX guests_phone_search_idx ON guests USING gin (phone extensions.gin_trgm_ops);
-- A guest's data request finds every booking of the address, in any case (docs/decisions.md 116).
CREATE INDEX reservations_email_lower_idx ON reservations (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX event_bookings_email_lower_idx ON event_bookings (lower(email));

-- Down Migration
DROP INDEX event_bookings_email_lower_idx;
DROP INDEX reservations_email_lower_idx;
DROP INDEX guests_phone_search_idx;
DROP INDEX guests_email_search_idx;
DROP INDEX guests_name_search_idx;
DROP INDEX reservations_phone_digits_search_idx;
DROP INDEX reservations_phone_search_idx;
DROP INDEX reservations_email_search_idx;
DROP INDEX reservations_name_search_idx;
