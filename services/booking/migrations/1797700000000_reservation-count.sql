-- Up Migration
-- How many bookings there are, kept as they are written (docs/decisions.md 172). The staff list's unfiltered page
-- showed its total by counting every booking ever kept: 13–21 ms on three years, the one read of the twelve the bench
-- measures that grew with the history. Now each statement that adds or removes bookings adds its number to one of
-- sixteen rows, chosen by the connection (two bookings written at once share one a sixteenth of the time), in
-- its own transaction: the sum of the rows is exactly what count(*) would answer in the same snapshot. Its row stays
-- locked until that transaction ends, so a transaction that writes bookings takes no lock after them that another
-- booking's transaction may hold (a deadlock once they share a row), and stays READ COMMITTED (docs/decisions.md 172).
CREATE TABLE reservation_counts (
  slot int PRIMARY KEY CHECK (slot BETWEEN 0 AND 15),
  n bigint NOT NULL DEFAULT 0
);
INSERT INTO reservation_counts (slot) SELECT generate_series(0, 15);
LOCK TABLE reservations IN SHARE ROW EXCLUSIVE MODE;
UPDATE reservation_counts SET n = (SELECT count(*) FROM reservations) WHERE slot = 0;

-- The schema's search path is kept with each function: the bench's generator and the tests write bookings as the
-- administrator, whose own path does not name this schema. An insert's new rows and a delete's old ones are both
-- `changed`, counted up or down by the statement's kind.
CREATE FUNCTION reservation_counts_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- A statement that changed nothing (a repeated submission's conflicting insert, a retention run with nothing due)
  -- locks no row.
  IF EXISTS (SELECT FROM changed) THEN
    UPDATE reservation_counts
       SET n = n + CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * (SELECT count(*) FROM changed)
     WHERE slot = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END
$$;
CREATE FUNCTION reservation_counts_emptied() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE reservation_counts SET n = 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER reservations_counted_added AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION reservation_counts_changed();
CREATE TRIGGER reservations_counted_removed AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION reservation_counts_changed();
CREATE TRIGGER reservations_counted_emptied AFTER TRUNCATE ON reservations
  FOR EACH STATEMENT EXECUTE FUNCTION reservation_counts_emptied();

-- Down Migration
DROP TRIGGER reservations_counted_emptied ON reservations;
DROP TRIGGER reservations_counted_removed ON reservations;
DROP TRIGGER reservations_counted_added ON reservations;
DROP FUNCTION reservation_counts_emptied();
DROP FUNCTION reservation_counts_changed();
DROP TABLE reservation_counts;
