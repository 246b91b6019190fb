-- The operators' event browser (src/event-store/postgres/browse-events.ts): newest first by global
-- position with a cursor, filtered by type, actor, correlation, stream or date. Each index ends with
-- global_position, so a filtered page is a short backward index scan, never a sort of millions.
CREATE INDEX IF NOT EXISTS events_browse_position ON events (global_position);
CREATE INDEX IF NOT EXISTS events_browse_type ON events (type, global_position);
CREATE INDEX IF NOT EXISTS events_browse_actor ON events ((metadata -> 'actor' ->> 'id'), global_position);
CREATE INDEX IF NOT EXISTS events_browse_correlation ON events ((metadata ->> 'correlationId'), global_position);
-- A date range is turned into a range of positions by the event just outside it (browse-events.ts).
CREATE INDEX IF NOT EXISTS events_browse_created_at ON events (created_at);
