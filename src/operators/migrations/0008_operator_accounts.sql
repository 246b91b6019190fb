-- Operators' accounts: disabling, the TOTP second factor with its recovery codes, login challenges
-- between password and code, and sessions with an absolute and an idle deadline.
ALTER TABLE operators
  ADD COLUMN disabled_at         timestamptz,
  ADD COLUMN totp_secret         text,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_last_step      bigint;

CREATE TABLE operator_recovery_codes (
  code_hash   text PRIMARY KEY,
  operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  used_at     timestamptz
);
CREATE INDEX operator_recovery_codes_by_operator ON operator_recovery_codes (operator_id);

CREATE TABLE operator_login_challenges (
  challenge_hash text PRIMARY KEY,
  operator_id    uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  failures       integer NOT NULL DEFAULT 0,
  expires_at     timestamptz NOT NULL
);

-- Tokens are now stored as HMAC-SHA256 under a key derived from SECRET_KEY, so the SHA-256 rows
-- could never match again: every operator logs in once more.
DELETE FROM operator_sessions;
ALTER TABLE operator_sessions ADD COLUMN idle_expires_at timestamptz NOT NULL;
COMMENT ON COLUMN operator_sessions.expires_at IS 'absolute end: 12 hours after login';
COMMENT ON COLUMN operator_sessions.idle_expires_at IS 'idle end: 30 minutes after the last use, never past expires_at';
