-- Up Migration
-- Three years of a busy restaurant (docs/decisions.md 171): staff find a guest by any part of a name, an address or a
-- phone number (its digits however typed), which no B-tree serves; without these each search read every booking ever
-- kept. Trigram indexes of pg_trgm, which the service's role may not create (it has no CREATE on the database): the
-- administrator provides it in the schema `extensions` (infra/postgres; docs/operations.md says how for an install made
-- before it). Built in whichever schema this role finds it and may use, so an extension an operator put elsewhere serves.
DO $$
DECLARE
  trgm text;
BEGIN
  SELECT n.nspname INTO trgm
    FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace
   WHERE c.opcname = 'gin_trgm_ops' AND has_schema_privilege(n.oid, 'USAGE')
   ORDER BY n.nspname = 'extensions' DESC
   LIMIT 1;
  IF trgm IS NULL THEN
    RAISE EXCEPTION 'the booking service needs the extension pg_trgm in a schema it may use: as the database administrator, run CREATE SCHEMA IF NOT EXISTS extensions; CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA extensions; GRANT USAGE ON SCHEMA extensions TO %; (where pg_trgm is already in another schema, ALTER EXTENSION pg_trgm SET SCHEMA extensions; instead of the CREATE EXTENSION; docs/operations.md, "Updating an install")', current_user;
  END IF;
  EXECUTE format('CREATE INDEX reservations_name_search_idx ON reservations USING gin (name %I.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX reservations_email_search_idx ON reservations USING gin (email %I.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX reservations_phone_search_idx ON reservations USING gin (phone %I.gin_trgm_ops)', trgm);
  EXECUTE format($sql$CREATE INDEX reservations_phone_digits_search_idx ON reservations
                 USING gin ((regexp_replace(phone, '\D', '', 'g')) %I.gin_trgm_ops)$sql$, trgm);
  EXECUTE format('CREATE INDEX guests_name_search_idx ON guests USING gin (name %I.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX guests_email_search_idx ON guests USING gin (email %I.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX guests_phone_search_idx ON guests USING gin (phone %I.gin_trgm_ops)', trgm);
END $$;

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
