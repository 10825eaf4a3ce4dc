-- Up Migration
-- A booking's seats held, or its hold changed, in one statement (docs/decisions.md 168). The hold locked the event's
-- row and then took five more round trips to the service (count, hold read, upsert, outbox, commit) before letting
-- go, and every booking of a night waits for that lock: 64 guests booking one night were decided one at a time at
-- about 100 a second while the machine stood three quarters idle. Called as one statement outside a transaction,
-- the lock is held only while this runs and commits.
--
-- The rules are the ones the service applied before: the same seats again change nothing (a retry after a lost
-- answer); a hold on another event is refused; a past night is refused; the seats asked must fit in the places left
-- beside the other holds and staff's manual attendees. Each query here takes a fresh snapshot (a VOLATILE function in
-- READ COMMITTED), so the count after the lock sees the seats of the transaction it waited for.
CREATE FUNCTION catalog_hold_seats(p_event uuid, p_booking uuid, p_seats int)
  RETURNS TABLE (outcome text, spots_left int, title_en text, title_de text, event_date timestamptz, price_cents int,
                 max_attendees int, manual_attendees int, advance_payment text, held_seats int, version int)
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ev events%ROWTYPE;
  held int;
  existing_event uuid;
  existing_seats int;
  others int;
  left_over int;
BEGIN
  SELECT * INTO ev FROM events e WHERE e.id = p_event FOR UPDATE;
  IF NOT FOUND THEN
    outcome := 'no_event';
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT coalesce(sum(h.seats), 0)::int INTO held FROM event_seat_holds h WHERE h.event_id = p_event;
  SELECT h.event_id, h.seats INTO existing_event, existing_seats FROM event_seat_holds h WHERE h.booking_id = p_booking;
  IF existing_event IS NOT NULL AND existing_event <> p_event THEN
    outcome := 'other_event';
    RETURN NEXT;
    RETURN;
  END IF;
  others := held - coalesce(existing_seats, 0) + ev.manual_attendees;
  left_over := greatest(0, ev.max_attendees - others);
  title_en := ev.title_en; title_de := ev.title_de; event_date := ev.event_date; price_cents := ev.price_cents;
  max_attendees := ev.max_attendees; manual_attendees := ev.manual_attendees; advance_payment := ev.advance_payment;
  version := ev.version; spots_left := left_over; held_seats := held;
  IF existing_seats = p_seats THEN
    outcome := 'unchanged';
  ELSIF ev.event_date < now() THEN
    outcome := 'event_past';
  ELSIF p_seats > left_over THEN
    outcome := CASE WHEN left_over = 0 THEN 'sold_out' ELSE 'not_enough_seats' END;
  ELSE
    -- The hold read above was not locked: the same booking may just have taken seats on another event (under that
    -- event's lock, not this one's). The upsert only ever touches a hold of this event.
    INSERT INTO event_seat_holds (booking_id, event_id, seats) VALUES (p_booking, p_event, p_seats)
      ON CONFLICT (booking_id) DO UPDATE SET seats = excluded.seats, updated_at = now()
        WHERE event_seat_holds.event_id = excluded.event_id;
    IF NOT FOUND THEN
      outcome := 'other_event';
    ELSE
      outcome := CASE WHEN existing_seats IS NULL THEN 'created' ELSE 'changed' END;
      held_seats := others - ev.manual_attendees + p_seats;
    END IF;
  END IF;
  RETURN NEXT;
END
$$;

-- Down Migration
DROP FUNCTION catalog_hold_seats(uuid, uuid, int);
