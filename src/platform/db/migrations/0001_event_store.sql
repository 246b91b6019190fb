-- The PostgreSQL event store (DESIGN.md, "Event store (the port)").
CREATE TABLE streams (
  stream_id text PRIMARY KEY,
  version   bigint NOT NULL
);

CREATE TABLE events (
  global_position bigserial NOT NULL,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL,
  version         bigint NOT NULL,
  event_id        uuid NOT NULL UNIQUE,
  type            text NOT NULL,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, version)
);

-- readAll walks this index: (transaction_id, global_position) is the commit-safe global order.
CREATE INDEX events_global_order ON events (transaction_id, global_position);

-- One round trip per append. p_expected: -1 any, 0 no stream yet, n the stream's current version.
-- Versions start at 1; a stream's version is the version of its last event.
CREATE FUNCTION append_to_stream(
  p_stream text, p_expected bigint, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (next_version bigint, transaction_id xid8, global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  n constant int := cardinality(p_ids);
  v_next bigint;
BEGIN
  IF p_expected = -1 THEN
    INSERT INTO streams AS s (stream_id, version) VALUES (p_stream, n)
    ON CONFLICT (stream_id) DO UPDATE SET version = s.version + n
    RETURNING s.version INTO v_next;
  ELSIF p_expected = 0 THEN
    INSERT INTO streams (stream_id, version) VALUES (p_stream, n)
    ON CONFLICT (stream_id) DO NOTHING
    RETURNING streams.version INTO v_next;
  ELSE
    UPDATE streams SET version = streams.version + n
    WHERE stream_id = p_stream AND streams.version = p_expected
    RETURNING streams.version INTO v_next;
  END IF;

  IF v_next IS NULL THEN
    RAISE EXCEPTION 'wrong expected version for stream %', p_stream
      USING ERRCODE = 'RV409',
            DETAIL = coalesce((SELECT s.version FROM streams s WHERE s.stream_id = p_stream), 0)::text;
  END IF;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO events (stream_id, version, event_id, type, data, metadata)
    SELECT p_stream, v_next - n + e.ord, e.id, e.type, e.data, e.meta
    FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS e(id, type, data, meta, ord)
    ORDER BY e.ord
    RETURNING events.global_position
  )
  SELECT v_next, pg_current_xact_id(), max(inserted.global_position) FROM inserted;
END
$$;
