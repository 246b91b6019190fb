import type pg from 'pg';
import { expect } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import type { DemandPanel } from '../../../src/contracts/demands.js';
import type { FlightTimesRecordedData } from '../../../src/flights/contract.js';
import { RECENT_FLIGHT_DATE } from '../../support/italian-days.js';
import type { OperatorClient, TestApp } from '../../support/test-app.js';
import { postJson } from '../../support/test-app.js';
import { claimWorth } from '../billing/billing-fixtures.js';
import type { Submitted } from '../claims/claim-fixtures.js';
import { samplePdf } from '../../support/sample-files.js';
import { uploadDocument } from '../privacy/fixtures.js';

export const airlinePath = (claim: { id: number }, rest = '') => `/api/admin/flight-checks/${claim.id}/airline${rest}`;

export const signMandate = async (app: TestApp, claim: Submitted, signerName = 'Maria Rossi') => {
  const response = await postJson(
    `${app.url}/api/flight-checks/${claim.id}/mandates`,
    { passengerId: 1, signerName, signedAs: 'passenger', signature: { kind: 'typed' }, consent: true },
    { 'x-upload-token': claim.uploadToken },
  );
  expect(response.status, await response.clone().text()).toBe(201);
};

/** The flight's times as an operator reads them off a flight tracker (the flights module's event). */
export const recordFlightTimes = (app: TestApp, claim: { id: number }, overrides: Partial<FlightTimesRecordedData> = {}) =>
  app.store.append(
    claimStream(claim.id),
    [
      {
        type: 'FlightTimesRecorded',
        data: {
          flightNumber: 'AZ610',
          flightDate: RECENT_FLIGHT_DATE,
          scheduledDeparture: `${RECENT_FLIGHT_DATE}T10:15:00+02:00`,
          actualDeparture: `${RECENT_FLIGHT_DATE}T15:05:00+02:00`,
          scheduledArrival: `${RECENT_FLIGHT_DATE}T13:40:00-04:00`,
          actualArrival: `${RECENT_FLIGHT_DATE}T18:52:00-04:00`,
          status: 'landed',
          arrivalDelayMinutes: 312,
          divertedTo: null,
          evidence: 'Flightradar24',
          ...overrides,
        } satisfies FlightTimesRecordedData,
        metadata: { actor: { kind: 'system', id: 'flight-times-test' }, correlationId: 'test', causationId: 'test', requestedAt: new Date().toISOString() },
      },
    ],
    { expectedVersion: 'any' },
  );

/** A claim worth 600 € with the contact's mandate signed (the other passengers' are not), a boarding pass and the flight's times: all a letter needs. */
export async function readyClaim(app: TestApp, pool: pg.Pool, operator: OperatorClient, overrides: Record<string, unknown> = {}): Promise<Submitted> {
  const others = Array.isArray(overrides.passengers) ? overrides.passengers.map((_passenger, index) => index + 1).filter((passengerId) => passengerId > 1) : [];
  const claim = await claimWorth(app, pool, operator, 600, overrides, others);
  await uploadDocument(app, claim, 'carta-imbarco.pdf', 'Carta d’imbarco');
  await recordFlightTimes(app, claim);
  return claim;
}

export async function panelOf(operator: OperatorClient, claim: { id: number }): Promise<DemandPanel> {
  const response = await operator.fetch(airlinePath(claim));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as DemandPanel;
}

/** An admin allows a claims address for a carrier (AirlineClaimsAddressAdded on its stream): letters may then go there. */
export async function allowAddress(admin: OperatorClient, airlineCode: string, address: string): Promise<void> {
  const response = await admin.fetch(`/api/admin/airlines/${airlineCode}/claims-addresses`, { method: 'POST', body: { address } });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** The passenger uploads a scan of their identity document with the claim's upload link. */
export async function uploadIdentityDocument(app: TestApp, claim: Submitted, fileName = 'carta-identita.pdf'): Promise<void> {
  const headers = { 'x-upload-token': claim.uploadToken };
  const grant = await (await postJson(`${app.url}/api/documents/upload-signature`, { practiceNumber: claim.practiceNumber }, headers)).json();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePdf('Carta d’identità'))], { type: 'application/pdf' }), fileName);
  expect((await fetch(`${app.url}${grant.upload_url}`, { method: 'POST', body: form })).status).toBe(201);
  const recorded = await postJson(`${app.url}/api/documents`, { practiceNumber: claim.practiceNumber, public_id: grant.public_id, fileType: 'documento_identita', originalName: fileName, description: 'Fronte e retro' }, headers);
  expect(recorded.status, await recorded.clone().text()).toBe(201);
}
