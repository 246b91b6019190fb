import type pg from 'pg';

export const EVENTS_PER_CLAIM = 4;
const CLAIMS_PER_TRANSACTION = 25_000;

/**
 * A claim's life in four events (submitted, a status change, assigned, noted), written straight into
 * the event store's tables by SQL: loading a million events through the append path would take
 * the whole run, and the rebuild reads them through the port either way. Claims are numbered
 * `firstClaim` to `claims`, so a database can be grown in steps. Practice numbers are 100000 + the
 * claim's number: six digits up to claim 899,999, seven beyond (the product's six-digit space holds
 * 900,000 numbers, so a million claims cannot all have one).
 */
export async function loadClaimHistory(pool: pg.Pool, claims: number, firstClaim = 1): Promise<void> {
  for (let first = firstClaim; first <= claims; first += CLAIMS_PER_TRANSACTION) {
    const last = Math.min(claims, first + CLAIMS_PER_TRANSACTION - 1);
    await pool.query(
      `WITH claim AS (
         SELECT g AS id, timestamptz '2026-01-01 08:00+01' + g * interval '7 seconds' AS at,
                (ARRAY['Maria Rossi','Giovanni Bianchi','Anna Esposito','Luca Romano','Giulia Colombo','Marco Ricci'])[1 + g % 6] AS name
         FROM generate_series($1::int, $2::int) AS g
       )
       INSERT INTO events (stream_id, version, event_id, type, data, metadata)
       SELECT 'claim-' || claim.id, step.version, gen_random_uuid(), step.type, step.data,
              jsonb_build_object('actor', jsonb_build_object('kind', step.actor, 'id', 'bench'), 'correlationId', gen_random_uuid(),
                                 'causationId', gen_random_uuid(), 'requestedAt', to_char((claim.at + step.version * interval '1 hour') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
       FROM claim
       CROSS JOIN LATERAL (VALUES
         (1, 'ClaimSubmitted', 'passenger', jsonb_build_object(
            'claimId', claim.id, 'practiceNumber', (100000 + claim.id)::text, 'passengerName', claim.name,
            'email', 'passeggero' || claim.id || '@example.it', 'phone', '+39 333 ' || lpad((claim.id % 10000000)::text, 7, '0'),
            'flightNumber', 'AZ' || (100 + claim.id % 900), 'flightDate', to_char(claim.at::date - 20, 'YYYY-MM-DD'),
            'departureAirportId', 1, 'arrivalAirportId', 2, 'departureAirport', 'Roma Fiumicino (FCO)', 'arrivalAirport', 'Milano Malpensa (MXP)',
            'departureIata', 'FCO', 'arrivalIata', 'MXP', 'issueType', 'delay', 'issueDetails', 'Arrivati con 4 ore di ritardo',
            'ipAddress', '127.0.0.1', 'refererUrl', null)),
         (2, 'ClaimStatusChanged', 'operator', jsonb_build_object('from', 'pending', 'to', (ARRAY['under_review','approved','completed','rejected','under_review'])[1 + claim.id % 5], 'passengerNote', null)),
         (3, 'ClaimAssigned', 'operator', jsonb_build_object('from', null, 'to', 'Giulia Verdi')),
         (4, 'AdminNotesChanged', 'operator', jsonb_build_object('from', null, 'to', 'Documenti in verifica'))
       ) AS step(version, type, actor, data)
       ORDER BY claim.id, step.version`,
      [first, last],
    );
    await pool.query(`INSERT INTO streams (stream_id, version) SELECT 'claim-' || g, ${EVENTS_PER_CLAIM} FROM generate_series($1::int, $2::int) AS g`, [first, last]);
  }
  await pool.query('VACUUM ANALYZE events');
}

