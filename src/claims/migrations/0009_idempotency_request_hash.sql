-- An idempotency key answers only for the request it came with: the SHA-256 of that request's
-- canonical, validated body is kept beside it, and the same key with another body is refused.
-- Keys live 24 hours; the sweeper then clears key and hash (the claim row stays) so the key is free.
ALTER TABLE claim_registry ADD COLUMN request_hash text;

-- Keys recorded before hashes existed cannot be matched to a body: free the expired ones now, and
-- the rest refuse any replay until the sweeper frees them.
UPDATE claim_registry SET idempotency_key = NULL WHERE idempotency_key IS NOT NULL AND created_at < now() - interval '24 hours';

-- The sweeper's search: only rows still holding a key, oldest first.
CREATE INDEX claim_registry_keyed ON claim_registry (created_at) WHERE idempotency_key IS NOT NULL;
