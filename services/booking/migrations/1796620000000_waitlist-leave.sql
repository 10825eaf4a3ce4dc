-- Up Migration
-- A guest may take their place off a waitlist through the joined mail's link, and staff may remove it (docs/decisions.md
-- 132): the link's token stored only as a hash, and a status for a place given up. Entries from before have no link.
ALTER TABLE waitlist_entries ADD COLUMN leave_token_hash bytea UNIQUE;
ALTER TABLE waitlist_entries DROP CONSTRAINT waitlist_entries_status_check;
ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_status_check
  CHECK (status IN ('waiting', 'offered', 'claimed', 'expired', 'left'));

-- Down Migration
UPDATE waitlist_entries SET status = 'expired' WHERE status = 'left';
ALTER TABLE waitlist_entries DROP CONSTRAINT waitlist_entries_status_check;
ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_status_check
  CHECK (status IN ('waiting', 'offered', 'claimed', 'expired'));
ALTER TABLE waitlist_entries DROP COLUMN leave_token_hash;
