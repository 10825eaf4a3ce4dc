import pg from 'pg';

export interface ServiceDatabase {
  /** The service's schema, e.g. `catalog`. */
  schema: string;
  /** Its login role; owns the schema and has rights nowhere else. */
  role: string;
  password: string;
}

/**
 * Creates (or brings in line) one service's role and schema, as an administrator. Idempotent. The role owns
 * its schema, may connect to this database, and has no rights on `public` or any other service's schema;
 * it may use the extensions in `extensions` (below).
 * Used by the embedded mode, the local stack and the tests; the container stack does the same in
 * infra/postgres.
 */
export async function provisionServiceDatabase(adminUrl: string, service: ServiceDatabase): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const role = client.escapeIdentifier(service.role);
    const schema = client.escapeIdentifier(service.schema);
    const password = client.escapeLiteral(service.password);
    const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
    const database = client.escapeIdentifier(rows[0]!.db);
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [service.role]);
    const verb = exists.rowCount ? 'ALTER' : 'CREATE';
    await client.query(`${verb} ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${password}`);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION ${role}`);
    await client.query(`ALTER ROLE ${role} IN DATABASE ${database} SET search_path = ${schema}`);
    await client.query(`REVOKE ALL ON DATABASE ${database} FROM PUBLIC`);
    await client.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${database} TO ${role}`);
    await client.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
    await provideExtensions(client, role);
  } finally {
    await client.end();
  }
}

/**
 * The extensions the services' migrations use, which their roles may not create (docs/decisions.md 171):
 * `pg_trgm`, whose trigram indexes find a guest by any part of a name, address or phone number. They live in a
 * schema of their own, `extensions`, which every service role may use and none may write to; the container stack
 * makes the same in infra/postgres. Under a lock: two services provisioned at once would both try to create it.
 */
async function provideExtensions(client: pg.Client, role: string): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('provision extensions'))");
    await client.query('CREATE SCHEMA IF NOT EXISTS extensions');
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA extensions');
    await client.query(`GRANT USAGE ON SCHEMA extensions TO ${role}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** The role's connection URL, derived from the administrator's URL (same host, port and database). */
export function serviceDatabaseUrl(adminUrl: string, service: ServiceDatabase): string {
  const url = new URL(adminUrl);
  url.username = encodeURIComponent(service.role);
  url.password = encodeURIComponent(service.password);
  return url.toString();
}
