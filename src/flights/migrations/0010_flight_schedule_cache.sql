-- Answers of the paid flight-schedule provider, one per route and day, so that the same question
-- is asked at most once in six hours by all processes together.
CREATE TABLE flight_schedule_cache (
  departure_iata char(3) NOT NULL,
  arrival_iata   char(3) NOT NULL,
  flight_date    date NOT NULL,
  flights        json NOT NULL, -- as the provider adapter answered it, key order included
  fetched_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (departure_iata, arrival_iata, flight_date)
);
