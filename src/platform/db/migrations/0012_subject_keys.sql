-- One data key per data subject (the passenger of one claim: subject_id is the claim's stream name),
-- wrapped by the master key (src/platform/personal-data/master-key.ts). The personal fields of that
-- subject's events are encrypted under it. Erasure sets wrapped_key NULL and erased_at: the row stays,
-- so an erased subject is told apart from one that never had personal data.
CREATE TABLE subject_keys (
  subject_id  text PRIMARY KEY,
  wrapped_key text NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  erased_at   timestamptz NULL,
  CHECK ((wrapped_key IS NULL) = (erased_at IS NOT NULL))
);
