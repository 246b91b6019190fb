import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import type { TestDatabase } from '../../support/database.js';
import { samplePdf } from '../../support/sample-files.js';
import { postJson, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

/** A passenger whose every personal value is easy to find in a dump, a file or a queue. */
export function passenger(tag: string) {
  return {
    passengerName: `Ermenegilda Quartararo ${tag}`,
    email: `ermenegilda.quartararo.${tag}@example.it`,
    phone: `+39 347 99901${tag.padStart(2, '0')}`,
    issueDetails: `Coincidenza persa a Monaco, valigia rossa ${tag}`,
  };
}
export type Passenger = ReturnType<typeof passenger>;

/** The values that must be nowhere once the passenger is erased (compared in lower case). */
export const personalValues = (person: Passenger, extra: Record<string, string>) => [person.passengerName, person.email, person.phone, person.issueDetails, ...Object.values(extra)];

export async function streamOf(app: TestApp, claimId: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of app.store.readStream(claimStream(claimId))) events.push(event);
  return events;
}

/** Every projection and reactor has folded everything appended so far. */
export async function caughtUp(app: TestApp): Promise<void> {
  const head = await app.store.committedHeadPosition(); // the last event written, even if a transaction elsewhere keeps it unreadable a moment longer
  expect(await app.runner.waitFor(app.handlers.map((handler) => handler.name), head!, 30_000)).toBe(true);
}

/** The test database as `pg_dump` writes it: schema and every row. */
export function pgDump(database: TestDatabase): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('pg_dump', ['--no-owner', database.url], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The spec's three calls of the upload page: signature, upload, record. */
export async function uploadDocument(app: TestApp, claim: Submitted, fileName: string, description: string) {
  const headers = { 'x-upload-token': claim.uploadToken };
  const grant = await (await postJson(`${app.url}/api/documents/upload-signature`, { practiceNumber: claim.practiceNumber }, headers)).json();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), fileName);
  expect((await fetch(`${app.url}${grant.upload_url}`, { method: 'POST', body: form })).status).toBe(201);
  const recorded = await postJson(`${app.url}/api/documents`, { practiceNumber: claim.practiceNumber, public_id: grant.public_id, fileType: 'carta_imbarco', originalName: fileName, description }, headers);
  expect(recorded.status).toBe(201);
}

/**
 * A claim with a history: submitted (confirmation e-mail), a document, an operator's e-mail, an edit,
 * a status change with a note for the passenger and internal notes; every e-mail sent and every
 * handler caught up. Returns the claim and the texts written about the passenger besides their own data.
 */
export async function claimWithHistory(app: TestApp, database: TestDatabase, operator: OperatorClient, person: Passenger) {
  const tag = person.passengerName.split(' ').at(-1)!;
  const written = {
    fileName: `passaporto-quartararo-${tag}.pdf`,
    description: `Scansione del passaporto di Ermenegilda ${tag}`,
    emailSubject: `Oggetto per Ermenegilda ${tag}`,
    emailMessage: `Gentile Ermenegilda, ci serve la carta d'imbarco ${tag}`,
    newPhone: `+39 320 77702${tag.padStart(2, '0')}`,
    passengerNote: `Nota per Ermenegilda ${tag}`,
    adminNotes: `Ermenegilda ha telefonato ${tag}`,
  };
  const claim = await submit(app.url, claimBody(await airportIds(database.pool), person));
  await uploadDocument(app, claim, written.fileName, written.description);
  const sent = await operator.fetch(`/api/admin/flight-checks/${claim.id}/send-email`, { method: 'POST', body: { subject: written.emailSubject, message: written.emailMessage } });
  expect(sent.status).toBe(202);
  expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { phone: written.newPhone } })).status).toBe(200);
  const status = await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'under_review', passengerNote: written.passengerNote, adminNotes: written.adminNotes } });
  expect(status.status).toBe(200);
  // Confirmation, the operator's e-mail and the status update.
  await expect.poll(async () => (await streamOf(app, claim.id)).filter((event) => event.type === 'EmailSent').length, { timeout: 20_000 }).toBe(3);
  await caughtUp(app);
  return { claim, written };
}
