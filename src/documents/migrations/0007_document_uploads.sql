-- Uploaded documents' bytes are stored first, then recorded on the claim (recorded_at set with
-- the DocumentUploaded event); a row still unrecorded after a day is an orphan that the sweeper
-- removes together with its blob.
CREATE TABLE document_uploads (
  public_id     text PRIMARY KEY,
  claim_id      bigint NOT NULL,
  storage_key   text NOT NULL,
  size          bigint NOT NULL,
  mime_type     text NOT NULL,
  sha256        text NOT NULL,
  original_name text,
  uploaded_at   timestamptz NOT NULL DEFAULT now(),
  recorded_at   timestamptz
);

-- The sweeper's search: only the (few) unrecorded rows, oldest first.
CREATE INDEX document_uploads_unrecorded ON document_uploads (uploaded_at) WHERE recorded_at IS NULL;
