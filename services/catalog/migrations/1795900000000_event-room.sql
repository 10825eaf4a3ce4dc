-- Up Migration
-- An event holds the room for its length, its places taken from the tables' covers, or the whole room when staff
-- mark it exclusive (docs/decisions.md 111). The events saved before are three hours long and shared.
ALTER TABLE events
  ADD COLUMN duration_minutes integer NOT NULL DEFAULT 180
    CHECK (duration_minutes BETWEEN 30 AND 720 AND duration_minutes % 30 = 0),
  ADD COLUMN exclusive boolean NOT NULL DEFAULT false;

-- The booking service learns each event's claim on the room from `catalog.event_scheduled`, recorded with every
-- save from now on. The events not yet over are announced here once, as a save would have announced them.
INSERT INTO outbox (id, type, payload, occurred_at, aggregate)
SELECT gen_random_uuid(), 'catalog.event_scheduled',
       jsonb_build_object(
         'eventId', id,
         'version', version,
         'title_de', title_de,
         'title_en', title_en,
         'starts_at', to_char(event_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'ends_at', to_char((event_date + interval '180 minutes') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'places', max_attendees,
         'exclusive', false),
       now(), 'events:' || id
  FROM events
 WHERE event_date + interval '180 minutes' > now()
 ORDER BY event_date;

-- Down Migration
ALTER TABLE events DROP COLUMN exclusive, DROP COLUMN duration_minutes;
