-- Answers of the paid flight-status provider, one per flight number and day, so that the public
-- flight check asks the same question at most once in six hours by all processes together.
CREATE TABLE flight_status_cache (
  flight_number text NOT NULL,
  flight_date   date NOT NULL,
  report        json, -- null: the provider knows no such flight that day
  fetched_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flight_number, flight_date)
);
