-- The passenger area: sign-in links sent by e-mail and the sessions they open. A passenger is an
-- e-mail address (normalised: trimmed, lower case) with at least one claim; both tables hold it
-- only as long as the link or session lives, and an erasure of the address's last claim deletes them.
CREATE TABLE passenger_sign_in_links (
  id           uuid PRIMARY KEY,
  email        text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX passenger_sign_in_links_by_email ON passenger_sign_in_links (email);
CREATE INDEX passenger_sign_in_links_expiry ON passenger_sign_in_links (expires_at);
COMMENT ON TABLE passenger_sign_in_links IS 'single use, 30 minutes; the token in the e-mail is an HMAC of the id (passenger-sign-in key), never stored';

CREATE TABLE passenger_sessions (
  token_hash  text PRIMARY KEY,
  email       text NOT NULL,
  csrf_token  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX passenger_sessions_by_email ON passenger_sessions (email);
CREATE INDEX passenger_sessions_expiry ON passenger_sessions (expires_at);
COMMENT ON COLUMN passenger_sessions.token_hash IS 'HMAC-SHA256 of the cookie token under the passenger-session key';
