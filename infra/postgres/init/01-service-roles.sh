#!/bin/sh
# Runs once, when the postgres container initialises an empty volume: one login role per service, owning a
# schema of the same name and nothing else. The same grants as provisionServiceDatabase in services/kit
# (used by the embedded mode, `make stack` and the tests). Passwords come from the environment (.env).
set -eu

for service in catalog booking inbox auth notify gateway; do
  var="$(echo "${service}" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
  password="$(printenv "${var}" || true)"
  if [ -z "${password}" ]; then
    echo "01-service-roles: ${var} is not set" >&2
    exit 1
  fi
  psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER}" --dbname "${POSTGRES_DB}" \
    -v role="${service}" -v password="${password}" -v db="${POSTGRES_DB}" <<'SQL'
CREATE ROLE :"role" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'password';
CREATE SCHEMA :"role" AUTHORIZATION :"role";
ALTER ROLE :"role" IN DATABASE :"db" SET search_path = :"role";
GRANT CONNECT, TEMPORARY ON DATABASE :"db" TO :"role";
SQL
done

psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER}" --dbname "${POSTGRES_DB}" -v db="${POSTGRES_DB}" <<'SQL'
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
-- The extensions the services' migrations use, in a schema of their own every role may use (docs/decisions.md 171).
CREATE SCHEMA extensions;
CREATE EXTENSION pg_trgm SCHEMA extensions;
GRANT USAGE ON SCHEMA extensions TO catalog, booking, inbox, auth, notify, gateway;
SQL
