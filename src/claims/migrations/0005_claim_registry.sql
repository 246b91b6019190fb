-- Claim identifiers: the numeric id (the admin route uses it), the practice number passengers
-- quote (6 digits, random so one cannot be guessed from another), and the submitting request's
-- idempotency key with the id of its ClaimSubmitted event, so a retry lands on the same claim.
CREATE TABLE claim_registry (
  claim_id           bigserial PRIMARY KEY,
  practice_number    char(6) NOT NULL UNIQUE CHECK (practice_number ~ '^[1-9][0-9]{5}$'),
  idempotency_key    text UNIQUE,
  submitted_event_id uuid NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);

-- Substring search over the admin claim list.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
