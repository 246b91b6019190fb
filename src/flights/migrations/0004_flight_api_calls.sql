-- Every HTTP call to the flight-data provider (AeroDataBox), for the admin statistics.
CREATE TABLE flight_api_calls (
  id               bigserial PRIMARY KEY,
  endpoint         text NOT NULL,
  status_code      integer CHECK (status_code BETWEEN 100 AND 599), -- null: no response (timeout, refused)
  response_time_ms integer NOT NULL CHECK (response_time_ms >= 0),
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX flight_api_calls_recent ON flight_api_calls (created_at DESC, id DESC);
