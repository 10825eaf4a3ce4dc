-- Up Migration
-- The guest a booking is made for (docs/decisions.md 163), as amended after review:
-- * A booking with an e-mail is found by that address alone; only one without (staff's phone booking) by the number.
--   A number proves nothing about who typed it: matched online, anyone who knows a regular's number could join their
--   profile, rename it, add an address and then read it through the data export of that address. The booking then gets
--   a profile of its own without the number (another has it: the unique key); staff merge the two.
-- * A profile found and then deleted before its UPDATE (a merge, an erasure or the retention job in between) is looked
--   for again: returned, it would fail the booking's INSERT on the foreign key. Once updated, the row is locked until
--   the booking commits, so the id returned is alive.
-- Its name is the latest given; its wishes those of this booking when the guest agreed (`remember`), else kept.
-- Called inside a booking's own INSERT, so it costs no round trip; two first bookings of one guest at once make one
-- profile (the second waits on the first's unique key, then finds it).
CREATE OR REPLACE FUNCTION booking_guest_for(p_name text, p_email text, p_phone text, p_remember boolean, p_wishes text)
  RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  email_key text := nullif(lower(trim(p_email)), '');
  phone_key text := booking_phone_key(p_phone);
  -- Not named `found`: that would hide PL/pgSQL's FOUND, which the UPDATE below sets.
  guest uuid;
  learns_phone boolean;
BEGIN
  IF email_key IS NULL AND phone_key IS NULL THEN
    RETURN NULL;
  END IF;
  FOR attempt IN 1..3 LOOP
    IF email_key IS NOT NULL THEN
      SELECT id INTO guest FROM guests WHERE email = email_key;
    ELSE
      SELECT id INTO guest FROM guests WHERE phone = phone_key;
    END IF;
    IF guest IS NOT NULL THEN
      UPDATE guests SET name = p_name, last_booked_at = now(), updated_at = now(),
             preferences = CASE WHEN p_remember THEN p_wishes ELSE preferences END
       WHERE id = guest
       RETURNING phone IS NULL AND phone_key IS NOT NULL INTO learns_phone;
      IF NOT FOUND THEN
        -- Deleted since the SELECT: look again (its address or number may be free now, or another profile's).
        CONTINUE;
      END IF;
      -- A profile found by its address learns the number it lacked, unless another profile has it. Rare, so its
      -- guard against a race costs nothing on the common path.
      IF learns_phone THEN
        BEGIN
          UPDATE guests SET phone = phone_key WHERE id = guest;
        EXCEPTION WHEN unique_violation THEN
          NULL;
        END;
      END IF;
      RETURN guest;
    END IF;
    INSERT INTO guests (id, name, email, phone, preferences)
      VALUES (gen_random_uuid(), p_name, email_key,
              CASE WHEN NOT EXISTS (SELECT 1 FROM guests WHERE phone = phone_key) THEN phone_key END,
              CASE WHEN p_remember THEN p_wishes END)
      ON CONFLICT DO NOTHING RETURNING id INTO guest;
    IF guest IS NOT NULL THEN
      RETURN guest;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

-- Down Migration
-- The function as 1797500000000_guest-profiles.sql made it.
CREATE OR REPLACE FUNCTION booking_guest_for(p_name text, p_email text, p_phone text, p_remember boolean, p_wishes text)
  RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  email_key text := nullif(lower(trim(p_email)), '');
  phone_key text := booking_phone_key(p_phone);
  found uuid;
  incomplete boolean;
BEGIN
  IF email_key IS NULL AND phone_key IS NULL THEN
    RETURN NULL;
  END IF;
  FOR attempt IN 1..3 LOOP
    -- By the address; by the number only where one side has no address: two addresses are two people, though they
    -- share a landline (the second profile then goes without the number).
    SELECT id INTO found FROM guests WHERE email = email_key OR (phone = phone_key AND (email IS NULL OR email_key IS NULL))
      ORDER BY (email = email_key) IS TRUE DESC, created_at LIMIT 1;
    IF found IS NOT NULL THEN
      UPDATE guests SET name = p_name, last_booked_at = now(), updated_at = now(),
             preferences = CASE WHEN p_remember THEN p_wishes ELSE preferences END
       WHERE id = found
       RETURNING (email IS NULL AND email_key IS NOT NULL) OR (phone IS NULL AND phone_key IS NOT NULL) INTO incomplete;
      -- A phone booking's profile learns the address the guest gives online, unless another profile has it (staff
      -- merge those). Rare, so its guard against a race costs nothing on the common path.
      IF incomplete THEN
        BEGIN
          UPDATE guests SET email = coalesce(email, email_key), phone = coalesce(phone, phone_key) WHERE id = found;
        EXCEPTION WHEN unique_violation THEN
          NULL;
        END;
      END IF;
      RETURN found;
    END IF;
    INSERT INTO guests (id, name, email, phone, preferences)
      VALUES (gen_random_uuid(), p_name, email_key,
              CASE WHEN NOT EXISTS (SELECT 1 FROM guests WHERE phone = phone_key) THEN phone_key END,
              CASE WHEN p_remember THEN p_wishes END)
      ON CONFLICT DO NOTHING RETURNING id INTO found;
    IF found IS NOT NULL THEN
      RETURN found;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
