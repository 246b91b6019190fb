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

/** A claim of several passengers of one booking, as the wizard submits it. */
export async function familyClaim(app: TestApp, airports: { FCO: number; JFK: number }, passengers: Omit<ClaimPassenger, 'passengerId'>[]): Promise<Submitted> {
  const claim = await submit(app.url, claimBody(airports, { passengerName: passengers[0]!.fullName, bookingReference: 'X7K2QL', passengers }));
  expect((await readMandates(app, claim)).passengers).toHaveLength(passengers.length);
  return claim;
}
