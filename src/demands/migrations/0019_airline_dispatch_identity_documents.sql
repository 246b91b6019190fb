-- Whether the carrier asked for the passengers' identity documents: the operator ticks it when sending,
-- and only then are they attached (the letter itself lists the mandates and boarding passes).
ALTER TABLE airline_dispatches ADD COLUMN identity_documents boolean NOT NULL DEFAULT false;
