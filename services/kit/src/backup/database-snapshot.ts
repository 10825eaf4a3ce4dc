import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import type { BackedUpSchema } from './backup-manifest.js';

/**
 * The database half of a backup (docs/decisions.md 128): every schema's rows as JSON lines, one file a table,
 * read in one REPEATABLE READ snapshot, so the whole database is copied as it stood at one instant while guests
 * keep booking. Plain SQL through `pg`, no pg_dump: the embedded mode has none, and a server newer than the
 * machine's pg_dump would refuse it. The tables themselves come from the services' migrations, which a restore
 * checks are the same.
 */

/** node-pg-migrate's tables (`pgmigrations`, `pgmigrations_outbox`): compared at restore, never overwritten. */
export const isMigrationsTable = (table: string) => /^pgmigrations(_\w+)?$/.test(table);

/** Rows read and written at a time: a table of any size passes through in bounded memory. */
const batchRows = 500;

const quote = (client: pg.ClientBase, ...names: string[]) => names.map((name) => client.escapeIdentifier(name)).join('.');

/** The database's own schemas: everything but PostgreSQL's. */
export async function schemasOf(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace
     WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
       AND EXISTS (SELECT 1 FROM pg_class WHERE relnamespace = pg_namespace.oid AND relkind IN ('r', 'p', 'S'))
     ORDER BY nspname`,
  );
  return rows.map((row) => row.name);
}

/** A schema's tables and the columns a copy carries (generated columns are left to compute themselves). */
export async function tablesOf(client: pg.ClientBase, schema: string): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     GROUP BY c.relname ORDER BY c.relname`,
    [schema],
  );
  return rows;
}

/** Each migrations table's applied names, in the order they ran. */
export async function migrationsOf(client: pg.ClientBase, schema: string): Promise<Record<string, string[]>> {
  const migrations: Record<string, string[]> = {};
  for (const { name } of (await tablesOf(client, schema)).filter((table) => isMigrationsTable(table.name))) {
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM ${quote(client, schema, name)} ORDER BY run_on, id`);
    migrations[name] = rows.map((row) => row.name);
  }
  return migrations;
}

const tableFile = (dir: string, schema: string, table: string) => path.join(dir, schema, `${table}.jsonl`);

/**
 * Writes every schema's tables into `dir` (`<schema>/<table>.jsonl`), inside the caller's snapshot transaction,
 * and answers what it wrote. Sequences are read as they are now: at or past the snapshot, so a restored one never
 * hands out a number a restored row has.
 */
export async function dumpSchemas(client: pg.ClientBase, dir: string): Promise<BackedUpSchema[]> {
  const schemas: BackedUpSchema[] = [];
  for (const schema of await schemasOf(client)) {
    await mkdir(path.join(dir, schema), { recursive: true });
    const tables: BackedUpSchema['tables'] = [];
    for (const table of (await tablesOf(client, schema)).filter((each) => !isMigrationsTable(each.name))) {
      const out = createWriteStream(tableFile(dir, schema, table.name));
      const cursor = `backup_${tables.length}`;
      const list = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
      await client.query(
        `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${list} FROM ${quote(client, schema, table.name)}) r`,
      );
      let rows = 0;
      for (;;) {
        const batch = await client.query<{ line: string }>(`FETCH ${batchRows} FROM ${cursor}`);
        if (batch.rows.length === 0) break;
        rows += batch.rows.length;
        if (!out.write(batch.rows.map((row) => row.line).join('\n') + '\n')) await once(out, 'drain');
      }
      await client.query(`CLOSE ${cursor}`);
      out.end();
      await once(out, 'finish');
      tables.push({ name: table.name, columns: table.columns, rows });
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      'SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = $1 ORDER BY sequencename',
      [schema],
    );
    schemas.push({
      name: schema,
      migrations: await migrationsOf(client, schema),
      tables,
      sequences: sequences.map((sequence) => ({ name: sequence.name, lastValue: sequence.last_value })),
    });
  }
  return schemas;
}

/**
 * Replaces every table's rows with the backup's, inside the caller's transaction (all of it, or none of it).
 * Foreign keys and triggers rest while it loads (`session_replication_role = replica`, an administrator's
 * right): the rows were consistent when read, and they go back exactly as they were.
 */
export async function loadSchemas(client: pg.ClientBase, dir: string, schemas: BackedUpSchema[]): Promise<void> {
  await client.query('SET LOCAL session_replication_role = replica');
  const everyTable = schemas.flatMap((schema) => schema.tables.map((table) => quote(client, schema.name, table.name)));
  if (everyTable.length > 0) await client.query(`TRUNCATE ${everyTable.join(', ')} RESTART IDENTITY`);
  for (const schema of schemas) {
    for (const table of schema.tables) {
      const target = quote(client, schema.name, table.name);
      const list = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
      const insert = `INSERT INTO ${target} (${list}) OVERRIDING SYSTEM VALUE
        SELECT ${list} FROM json_populate_recordset(NULL::${target}, $1::json)`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length > 0) await client.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(tableFile(dir, schema.name, table.name)), crlfDelay: Infinity });
      for await (const line of lines) {
        if (line.length === 0) continue;
        batch.push(line);
        if (batch.length >= batchRows) await flush();
      }
      await flush();
      const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${target}`);
      if (rows[0]!.count !== table.rows)
        throw new Error(`${schema.name}.${table.name}: ${rows[0]!.count} rows loaded, the backup holds ${table.rows}`);
    }
    for (const sequence of schema.sequences) {
      if (sequence.lastValue === null) continue;
      await client.query('SELECT setval($1::regclass, $2::bigint, true)', [
        quote(client, schema.name, sequence.name),
        sequence.lastValue,
      ]);
    }
  }
}
