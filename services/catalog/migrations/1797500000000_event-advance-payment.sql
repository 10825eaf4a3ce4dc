-- Up Migration
-- What an event night asks to be paid before it by bank transfer (docs/decisions.md 166): nothing, a deposit per
-- person (the owner's amount, at most the price), or the whole price. The booking service asks for it at booking.
ALTER TABLE events ADD COLUMN advance_payment text NOT NULL DEFAULT 'none'
  CHECK (advance_payment IN ('none', 'deposit', 'full'));

-- Down Migration
ALTER TABLE events DROP COLUMN advance_payment;
