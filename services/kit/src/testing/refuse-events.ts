/**
 * While `work` runs, a service's outbox refuses every event (a trigger raises, as a full disk or a broken
 * statement would): what a test of 'the change and its event commit together, or neither' needs. A path that wrote
 * its change in one transaction and its event in another would keep the change; this makes that visible.
 */
export async function withEventsRefused<T>(
  sql: (text: string) => Promise<unknown>,
  schema: string,
  work: () => Promise<T>,
): Promise<T> {
  await sql(`CREATE OR REPLACE FUNCTION ${schema}.refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the outbox refuses events (a test)'; END $$`);
  await sql(
    `CREATE TRIGGER refuse_event BEFORE INSERT ON ${schema}.outbox FOR EACH ROW EXECUTE FUNCTION ${schema}.refuse_event()`,
  );
  try {
    return await work();
  } finally {
    await sql(`DROP TRIGGER refuse_event ON ${schema}.outbox`);
    await sql(`DROP FUNCTION ${schema}.refuse_event()`);
  }
}
