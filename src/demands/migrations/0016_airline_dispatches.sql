-- Requests to e-mail a demand letter to an airline: the durable request a queued job names by id.
-- status: queued (waiting or being retried), accepted (the SMTP server took it; ClaimSentToAirline
-- not yet appended), sent (appended), failed (gave up; the operator may send again).
CREATE TABLE airline_dispatches (
  id                 uuid PRIMARY KEY,
  claim_id           bigint NOT NULL,
  letter_document_id text NOT NULL,
  recipient          text NOT NULL,
  status             text NOT NULL CHECK (status IN ('queued', 'accepted', 'sent', 'failed')),
  metadata           jsonb NOT NULL,
  requested_at       timestamptz NOT NULL DEFAULT now(),
  message_id         text,
  sent_at            timestamptz,
  failure_reason     text,
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- One sending of a letter at a time: a second click while one is under way is refused.
CREATE UNIQUE INDEX airline_dispatches_one_open ON airline_dispatches (letter_document_id) WHERE status <> 'failed';
CREATE INDEX airline_dispatches_claim ON airline_dispatches (claim_id, requested_at DESC);
