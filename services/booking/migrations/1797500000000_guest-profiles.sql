-- Up Migration
-- Guests remembered (docs/decisions.md 163): one profile per guest, found by the normalised e-mail or the phone
-- number in E.164; every reservation and event booking names its guest. A profile goes with an erasure and, after
-- the months without a booking the owner sets, with the retention job.
CREATE TABLE guests (
  id             uuid        PRIMARY KEY,
  name           text        NOT NULL,
  -- Lower-cased and trimmed; NULL when the guest gave none (a phone booking).
  email          text,
  -- E.164 (`+493012345678`), by `booking_phone_key`; NULL when the number cannot be read as one.
  phone          text,
  -- Staff's own notes and tags ('Stammgast', 'VIP', or the owner's own).
  notes          text        NOT NULL DEFAULT '',
  tags           text[]      NOT NULL DEFAULT '{}',
  -- Wishes and allergies the guest agreed to have remembered on a form; NULL otherwise.
  preferences    text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  last_booked_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX guests_email_key ON guests (email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX guests_phone_key ON guests (phone) WHERE phone IS NOT NULL;
CREATE INDEX guests_last_booked_idx ON guests (last_booked_at DESC, id);

ALTER TABLE reservations ADD COLUMN guest_id uuid REFERENCES guests (id) ON DELETE SET NULL;
-- Asked by the no-show rule to be confirmed by a call (docs/decisions.md 164).
ALTER TABLE reservations ADD COLUMN confirm_by_phone boolean NOT NULL DEFAULT false;
ALTER TABLE event_bookings ADD COLUMN guest_id uuid REFERENCES guests (id) ON DELETE SET NULL;
CREATE INDEX reservations_guest_idx ON reservations (guest_id) WHERE guest_id IS NOT NULL;
CREATE INDEX event_bookings_guest_idx ON event_bookings (guest_id) WHERE guest_id IS NOT NULL;

-- A phone number as `toE164` in contracts reads it (site/phone-number.ts; a test holds the two to the same answers):
-- spaces, brackets, slashes, dots and dashes dropped; `+` or `00` an international number, a leading 0 a German one.
CREATE FUNCTION booking_phone_key(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN digits ~ '^[1-9][0-9]{6,14}$' THEN '+' || digits END
    FROM (SELECT CASE WHEN compact LIKE '+%' THEN substr(compact, 2)
                      WHEN compact LIKE '00%' THEN substr(compact, 3)
                      WHEN compact LIKE '0%' THEN '49' || substr(compact, 2) END AS digits
            FROM (SELECT regexp_replace(coalesce(phone, ''), '[\s()/.-]', '', 'g') AS compact) AS typed) AS read
$$;

-- The guest a booking is made for: the profile with this e-mail, else with this phone number (and no other address),
-- else a new one; its name
-- the latest given, and its wishes those of this booking when the guest agreed (`remember`), else kept as they were.
-- Called inside a booking's own INSERT, so it costs no round trip; two first bookings of one guest at once make one
-- profile (the second waits on the first's unique key, then finds it).
CREATE FUNCTION booking_guest_for(p_name text, p_email text, p_phone text, p_remember boolean, p_wishes text)
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

-- The history before profiles: every booking given its guest, oldest first (the latest name wins, as it will).
DO $$
DECLARE
  booking record;
BEGIN
  FOR booking IN
    SELECT 'r' AS kind, id, name, email, phone, created_at FROM reservations WHERE source <> 'walk_in'
    UNION ALL SELECT 'e', id, name, nullif(email, ''), phone, created_at FROM event_bookings
    ORDER BY created_at
  LOOP
    IF booking.kind = 'r' THEN
      UPDATE reservations SET guest_id = booking_guest_for(booking.name, booking.email, booking.phone, false, NULL)
       WHERE id = booking.id;
    ELSE
      UPDATE event_bookings SET guest_id = booking_guest_for(booking.name, booking.email, booking.phone, false, NULL)
       WHERE id = booking.id;
    END IF;
  END LOOP;
  UPDATE guests g SET last_booked_at = coalesce(
    (SELECT max(created_at) FROM (SELECT created_at FROM reservations WHERE guest_id = g.id
                                  UNION ALL SELECT created_at FROM event_bookings WHERE guest_id = g.id) AS made), now());
END
$$;

-- Down Migration
ALTER TABLE event_bookings DROP COLUMN guest_id;
ALTER TABLE reservations DROP COLUMN guest_id, DROP COLUMN confirm_by_phone;
DROP FUNCTION booking_guest_for(text, text, text, boolean, text);
DROP FUNCTION booking_phone_key(text);
DROP TABLE guests;
