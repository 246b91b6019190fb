import type pg from 'pg';
import { bankDetailsUrl } from '../../../src/billing/index.js';
import type { ClaimMandates } from '../../../src/contracts/mandates.js';
import { issueSigningLinkToken } from '../../../src/mandates/index.js';
import { openPassengerSession } from '../../../src/passengers/index.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { waitFor } from '../../support/wait-for.js';
import { streamOf } from '../privacy/fixtures.js';
import { postJson, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

export const ITALIAN_IBAN = 'IT60X0542811101000000123456';
export const COMPANY_ENV = {
  COMPANY_NAME: 'RimborsoVolo24 S.r.l.',
  COMPANY_ADDRESS: 'Via Roma 1, 00100 Roma (RM)',
  COMPANY_VAT_NUMBER: 'IT01234567890',
  COMPANY_TAX_CODE: '01234567890',
  COMPANY_IBAN: 'IT03 L030 0203 2800 0040 0162 854',
  COMPANY_BIC: 'BPMOIT22XXX',
};

/**
 * What an account holder gives with their bank details for the invoice to be made out to them (art. 21
 * DPR 633/1972): a codice fiscale with a valid check character and a residence address. Without them the
 * invoice waits.
 */
export const INVOICE_DATA = {
  codiceFiscale: 'RSSMRA85T50H501S',
  address: { street: 'Via Nazionale 10', postalCode: '00184', city: 'Roma', province: 'RM', country: 'IT' },
};

/**
 * A claim whose compensation an operator set to `euros`, with every passenger's mandate signed as the
 * product lets them (the contact for themselves and, as guardian, for minors; each adult co-passenger
 * through their own e-mailed link). `unsigned`: the passengers left without one, or 'everyone' when
 * the test is about something before any payout.
 */
export async function claimWorth(app: TestApp, pool: pg.Pool, operator: OperatorClient, euros: number, overrides: Record<string, unknown> = {}, unsigned: readonly number[] | 'everyone' = []): Promise<Submitted> {
  const claim = await submit(app.url, claimBody(await airportIds(pool), overrides));
  const edited = await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { compensationAmount: euros } });
  if (edited.status !== 200) throw new Error(`edit answered ${edited.status}: ${await edited.text()}`);
  if (unsigned !== 'everyone') await signMandates(app, claim, unsigned);
  return claim;
}

/** The signing link e-mailed to a co-passenger, made as the e-mail worker makes it from the stream's latest request. */
async function coPassengerToken(app: TestApp, claimId: number, passengerId: number): Promise<string> {
  const linkOf = async () => (await streamOf(app, claimId)).findLast((event) => event.type === 'MandateSigningLinkRequested' && (event.data as { passengerId: number }).passengerId === passengerId);
  await waitFor(async () => (await linkOf()) !== undefined, { what: `the signing link of passenger ${passengerId} of claim ${claimId}` });
  const requested = (await linkOf())!;
  return issueSigningLinkToken({ claimId, passengerId, version: (requested.data as { linkVersion: number }).linkVersion }, deriveKey(app.secretKey, 'mandate-signing-link'), new Date());
}

/** Signs the mandate of every passenger of the claim but those in `except`, each through the door the product gives them. */
export async function signMandates(app: TestApp, claim: Submitted, except: readonly number[] = []): Promise<void> {
  const headers = { 'x-upload-token': claim.uploadToken };
  const mandates = (await (await fetch(`${app.url}/api/flight-checks/${claim.id}/mandates`, { headers })).json()) as ClaimMandates;
  const contact = mandates.passengers[0]!.fullName;
  for (const passenger of mandates.passengers.filter((candidate) => !except.includes(candidate.passengerId))) {
    const typed = { passengerId: passenger.passengerId, signature: { kind: 'typed' }, consent: true };
    const signed =
      passenger.passengerId === 1 || passenger.minor
        ? await postJson(`${app.url}/api/flight-checks/${claim.id}/mandates`, { ...typed, signerName: contact, signedAs: passenger.minor ? 'guardian' : 'passenger' }, headers)
        : await postJson(`${app.url}/api/mandate-signing`, { ...typed, signerName: passenger.fullName, signedAs: 'passenger' }, { 'x-mandate-token': await coPassengerToken(app, claim.id, passenger.passengerId) });
    if (signed.status !== 201) throw new Error(`signing for passenger ${passenger.passengerId} answered ${signed.status}: ${await signed.text()}`);
  }
}

/** A signed-in passenger of this address, as the sign-in link would leave them. */
export async function passengerOf(app: TestApp, pool: pg.Pool, email: string) {
  const session = await openPassengerSession(pool, deriveKey(app.secretKey, 'passenger-session'), email);
  return (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${app.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', cookie: `rv_passenger=${session.token}`, 'x-csrf-token': session.csrfToken },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}

export const pay = (operator: OperatorClient, claimId: number, body: Record<string, unknown> = {}) =>
  operator.fetch(`/api/admin/flight-checks/${claimId}/airline-payment`, { method: 'POST', body: { amount: 600, receivedOn: '2026-11-02', bankReference: 'BONIFICO AZ 4471', ...body } });

/**
 * The link the e-mail worker puts in the latest «Coordinate bancarie» e-mail of the claim (made the
 * same way, from the stream's BankDetailsLinkSent): what only the passenger's mailbox receives.
 */
export async function emailedLink(app: TestApp, claimId: number): Promise<{ url: string; token: string }> {
  const events = await streamOf(app, claimId);
  const sent = events.findLast((event) => event.type === 'BankDetailsLinkSent');
  if (!sent) throw new Error(`claim ${claimId} has no bank-details link`);
  const { linkId, expiresAt } = sent.data as { linkId: string; expiresAt: string };
  const practiceNumber = (events[0]!.data as { practiceNumber: string }).practiceNumber;
  const url = bankDetailsUrl({ bankDetailsKey: deriveKey(app.secretKey, 'bank-details'), publicUrl: app.config.publicUrl }, { claimId, practiceNumber, linkId, expiresAt });
  return { url, token: new URL(url).searchParams.get('t')! };
}

/** PUT /api/bank-details?t=… as the e-mailed page sends it: no cookie, no CSRF token. */
export const putThroughLink = (app: TestApp, token: string | undefined, body: Record<string, unknown>) =>
  fetch(`${app.url}/api/bank-details${token === undefined ? '' : `?t=${encodeURIComponent(token)}`}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The contact person gives their account, codice fiscale and address from the area (for themselves and the minors on the claim). */
export async function giveAccountInArea(app: TestApp, pool: pg.Pool, claimId: number, email: string, accountHolder = 'Maria Rossi', iban = ITALIAN_IBAN, invoiceData = INVOICE_DATA): Promise<void> {
  const passenger = await passengerOf(app, pool, email);
  const given = await passenger(`/api/passenger/claims/${claimId}/bank-details`, { method: 'PUT', body: { iban, accountHolder, ...invoiceData } });
  if (given.status !== 200) throw new Error(`bank details answered ${given.status}: ${await given.text()}`);
}

/** An adult co-passenger gives their own account, codice fiscale and address through the link the operator has e-mailed them. */
export async function giveAccountThroughLink(app: TestApp, operator: OperatorClient, claimId: number, passengerId: number, body: Record<string, unknown>): Promise<void> {
  const sent = await operator.fetch(`/api/admin/flight-checks/${claimId}/bank-details-link`, { method: 'POST', body: { passengerId } });
  if (sent.status !== 202) throw new Error(`bank-details link answered ${sent.status}: ${await sent.text()}`);
  const given = await putThroughLink(app, (await emailedLink(app, claimId)).token, body);
  if (given.status !== 200) throw new Error(`bank details answered ${given.status}: ${await given.text()}`);
}

/** A claim paid by the airline, invoiced, with the passenger's account given from the area: ready for a batch. */
export async function readyToPay(app: TestApp, pool: pg.Pool, operator: OperatorClient, email: string, accountHolder = 'Maria Rossi', iban = ITALIAN_IBAN): Promise<Submitted> {
  const claim = await claimWorth(app, pool, operator, 400, { email });
  await giveAccountInArea(app, pool, claim.id, email, accountHolder, iban);
  const paid = await pay(operator, claim.id, { amount: 400 });
  if (paid.status !== 201) throw new Error(`payment answered ${paid.status}: ${await paid.text()}`);
  return claim;
}
