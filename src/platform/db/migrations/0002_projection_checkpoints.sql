-- One row per projection or reactor: where it is in the global order, and why it stopped if it did.
CREATE TABLE projection_checkpoints (
  name            text PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('projection', 'reactor')),
  position        text,
  schema_hash     text,
  events_applied  bigint NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  failed_event_id uuid,
  failed_at       timestamptz,
  error           text
);
