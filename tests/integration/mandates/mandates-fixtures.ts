import type pg from 'pg';
import { expect } from 'vitest';
import type { ClaimPassenger } from '../../../src/contracts/claim-passengers.js';
import type { ClaimMandates } from '../../../src/contracts/mandates.js';
import { postJson, type TestApp } from '../../support/test-app.js';
import { claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

export const mandatesPath = (claim: { id: number }) => `/api/flight-checks/${claim.id}/mandates`;

export const readMandates = async (app: TestApp, claim: Submitted): Promise<ClaimMandates> => {
  const response = await fetch(`${app.url}${mandatesPath(claim)}`, { headers: { 'x-upload-token': claim.uploadToken } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ClaimMandates;
};

export const signWithToken = (app: TestApp, claim: Submitted, body: unknown, token = claim.uploadToken) => postJson(`${app.url}${mandatesPath(claim)}`, body, { 'x-upload-token': token });

/**
 * A claim of several passengers. The submission sends them; where the claims module does not take
 * them yet, its ClaimSubmitted event is given them in place, as the claims fold reads it once it does.
 */
export async function familyClaim(app: TestApp, pool: pg.Pool, airports: { FCO: number; JFK: number }, passengers: Omit<ClaimPassenger, 'passengerId'>[]): Promise<Submitted> {
  const claim = await submit(app.url, claimBody(airports, { passengerName: passengers[0]!.fullName, bookingReference: 'X7K2QL', passengers }));
  if ((await readMandates(app, claim)).passengers.length === passengers.length) return claim;
  const listed = passengers.map((passenger, index) => ({ passengerId: index + 1, ...passenger }));
  await pool.query(`UPDATE events SET data = data || jsonb_build_object('passengers', $2::jsonb) WHERE stream_id = $1 AND type = 'ClaimSubmitted'`, [`claim-${claim.id}`, JSON.stringify(listed)]);
  return claim;
}
