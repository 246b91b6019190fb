import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Projection } from '../../../projections/projection.js';
import { verifyProjection } from '../../../projections/verify.js';
import { issueUploadToken } from '../../../src/claims/upload-token.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { sampleExecutable, sampleJpeg, samplePdf, samplePng } from '../../support/sample-files.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator('operator', 'Giulia Verdi');
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

const newClaim = () => submit(app.url, claimBody(airports));
const tokenHeader = (claim: Submitted) => ({ 'x-upload-token': claim.uploadToken });

async function signature(claim: Submitted, token = claim.uploadToken) {
  return postJson(`${app.url}/api/documents/upload-signature`, { practiceNumber: claim.practiceNumber }, { 'x-upload-token': token });
}

async function sendFile(uploadUrl: string, bytes: Buffer, name: string, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${app.url}${uploadUrl}`, { method: 'POST', body: form });
}

/** The spec's three calls: signature, upload, record. */
async function uploadDocument(claim: Submitted, bytes: Buffer, name: string, fileType: string | undefined, type?: string) {
  const grant = await (await signature(claim)).json();
  const uploaded = await sendFile(grant.upload_url, bytes, name, type);
  if (uploaded.status !== 201) return { uploaded, recorded: undefined };
  const record = await postJson(
    `${app.url}/api/documents`,
    { practiceNumber: claim.practiceNumber, public_id: grant.public_id, fileType, originalName: name, mimeType: 'text/plain', fileSize: 1 },
    tokenHeader(claim),
  );
  return { uploaded, recorded: record };
}

const list = async (claim: Submitted) => (await fetch(`${app.url}/api/documents/practice/${claim.practiceNumber}`, { headers: tokenHeader(claim) })).json();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const storedFiles = async () => {
  const root = path.join(app.config.DATA_DIR, 'uploads');
  return (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile()).length;
};

describe('uploading documents', () => {
  it('when a PDF, a JPEG and a PNG go through the three calls, then each is listed with the type, size and checksum of its bytes', async () => {
    const claim = await newClaim();
    const files = [
      [samplePdf(), 'carta imbarco.pdf', 'carta_imbarco', 'application/pdf'],
      [sampleJpeg(), 'passaporto.jpg', 'documento_identita', 'image/jpeg'],
      [samplePng(), 'scontrino.png', 'fattura', 'image/png'],
    ] as const;

    for (const [bytes, name, fileType] of files) {
      const { uploaded, recorded } = await uploadDocument(claim, bytes, name, fileType);
      expect(uploaded.status).toBe(201);
      expect(recorded!.status).toBe(201);
    }
    const { documents, sufficiency } = await list(claim);

    expect(documents.map((document: { fileName: string; mimeType: string; fileSize: number; fileType: string }) => [document.fileName, document.fileType, document.mimeType, document.fileSize])).toEqual(
      files.map(([bytes, name, fileType, mimeType]) => [name, fileType, mimeType, bytes.length]),
    );
    const { rows } = await database().pool.query('SELECT sha256 FROM claim_documents WHERE practice_number = $1 ORDER BY created_at', [claim.practiceNumber]);
    expect(rows.map((row) => row.sha256)).toEqual(files.map(([bytes]) => sha256(bytes)));
    expect(sufficiency).toEqual({ sufficient: true, hasBoardingPass: true, hasIdentityDocument: true, count: 3, minimum: 2 });
  });

  it('when a text file or a renamed executable is sent as a PDF, then 415 Formato non supportato and nothing is kept', async () => {
    const claim = await newClaim();
    const before = await storedFiles();

    const text = await uploadDocument(claim, Buffer.from('non sono un pdf '.repeat(400)), 'carta.pdf', 'carta_imbarco');
    const executable = await uploadDocument(claim, sampleExecutable(), 'carta.pdf', 'carta_imbarco');

    expect([text.uploaded.status, executable.uploaded.status]).toEqual([415, 415]);
    expect((await text.uploaded.json()).title).toBe('Formato non supportato');
    expect(await storedFiles()).toBe(before);
    expect((await list(claim)).documents).toEqual([]);
  });

  it('when a file is over 10 MB, then 413 and nothing is kept', async () => {
    const claim = await newClaim();
    const before = await storedFiles();
    const huge = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);

    const { uploaded } = await uploadDocument(claim, huge, 'enorme.pdf', 'carta_imbarco');

    expect(uploaded.status).toBe(413);
    expect((await uploaded.json()).detail).toBe('Ogni documento può pesare al massimo 10 MB.');
    expect(await storedFiles()).toBe(before);
  });

  it('when the document type is missing, then 400 Tipo documento mancante', async () => {
    const claim = await newClaim();

    const { recorded } = await uploadDocument(claim, samplePdf(), 'carta.pdf', undefined);

    expect(recorded!.status).toBe(400);
    expect((await recorded!.json()).errors).toContainEqual({ field: 'fileType', message: 'Tipo documento mancante' });
  });

  it('when the file name tries to climb directories or carries markup, then only a clean name is kept and the blob key is random', async () => {
    const claim = await newClaim();

    await uploadDocument(claim, samplePdf(), '../../etc/<script>passwd</script>.pdf', 'altro');

    const [document] = (await list(claim)).documents;
    expect(document.fileName).toBe('script.pdf');
    const { rows } = await database().pool.query('SELECT storage_key FROM claim_documents WHERE id = $1', [document.id]);
    expect(rows[0].storage_key).toMatch(/^claims\/\d+\/[0-9a-f]{32}$/);
  });

  it('when the multipart file name is 14 kB of dots and spaces, then the upload is recorded under a short clean name', async () => {
    const claim = await newClaim();
    const grant = await (await signature(claim)).json();

    const uploaded = await sendFile(grant.upload_url, samplePdf(), `x${'. '.repeat(7_000)}x.pdf`);
    const recorded = await postJson(`${app.url}/api/documents`, { practiceNumber: claim.practiceNumber, public_id: grant.public_id, fileType: 'altro' }, tokenHeader(claim));

    expect([uploaded.status, recorded.status]).toEqual([201, 201]);
    expect((await list(claim)).documents.map((document: { fileName: string }) => document.fileName)).toEqual(['x.pdf']);
  });

  it('when an upload carries a thousand fields before its file, then the parts past the thirtieth are not read and nothing is kept', async () => {
    const claim = await newClaim();
    const grant = await (await signature(claim)).json();
    const before = await storedFiles();
    const form = new FormData();
    for (let field = 0; field < 1_000; field += 1) form.append(`campo${field}`, 'x'.repeat(4_000));
    form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'carta.pdf');

    const uploaded = await fetch(`${app.url}${grant.upload_url}`, { method: 'POST', body: form });

    expect(uploaded.status).toBe(400);
    expect((await uploaded.json()).detail).toBe('Nessun file ricevuto nel campo «file».');
    expect(await storedFiles()).toBe(before);
  });

  it('when an upload streams 11 MB of form fields without a Content-Length, then it is cut with a 413 once past the limit and nothing is kept', async () => {
    const claim = await newClaim();
    const grant = await (await signature(claim)).json();
    const before = await storedFiles();
    const boundary = '----attacco';
    const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="campo"\r\n\r\n${'x'.repeat(64 * 1024)}\r\n`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 11 * 1024 * 1024) return controller.close();
        sent += field.length;
        controller.enqueue(new Uint8Array(field));
      },
    });

    const uploaded = await fetch(`${app.url}${grant.upload_url}`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body, duplex: 'half' } as RequestInit);

    expect(uploaded.status).toBe(413);
    expect((await uploaded.json()).detail).toBe('Ogni documento può pesare al massimo 10 MB.');
    expect(await storedFiles()).toBe(before);
  });

  it('when an upload carries twenty files, then only the first is read and stored', async () => {
    const claim = await newClaim();
    const grant = await (await signature(claim)).json();
    const before = await storedFiles();
    const form = new FormData();
    for (let file = 0; file < 20; file += 1) form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), `carta${file}.pdf`);

    const uploaded = await fetch(`${app.url}${grant.upload_url}`, { method: 'POST', body: form });

    expect(uploaded.status).toBe(201);
    expect(await storedFiles()).toBe(before + 1);
  });

  it('when the upload token is missing, belongs to another claim or has expired, then 403', async () => {
    const mine = await newClaim();
    const other = await newClaim();
    const expired = issueUploadToken({ claimId: mine.id, practiceNumber: mine.practiceNumber, version: 1 }, deriveKey(app.secretKey, 'upload-token'), new Date(Date.now() - 8 * 24 * 3600 * 1000));

    expect((await signature(mine, '')).status).toBe(403);
    expect((await signature(mine, other.uploadToken)).status).toBe(403);
    expect((await signature(mine, expired)).status).toBe(403);
    expect((await fetch(`${app.url}/api/documents/practice/${mine.practiceNumber}`, { headers: tokenHeader(other) })).status).toBe(403);
  });

  it('when the upload URL is tampered with, then the upload is refused before any byte is stored', async () => {
    const claim = await newClaim();
    const grant = await (await signature(claim)).json();

    const tampered = grant.upload_url.replace(/folder=claims%2F\d+/, 'folder=claims%2F1');
    const response = await sendFile(tampered, samplePdf(), 'carta.pdf');

    expect(response.status).toBe(403);
  });

  it('when an 11th document is recorded, then it is refused with the spec message', async () => {
    const claim = await newClaim();
    for (let index = 0; index < 10; index++) await uploadDocument(claim, samplePdf(`Documento ${index}`), `doc${index}.pdf`, 'altro');

    const eleventh = await signature(claim);

    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toMatchObject({ title: 'Troppi file', detail: 'Puoi caricare massimo 10 documenti.' });
    expect((await list(claim)).documents).toHaveLength(10);
  });

  it('when two uploads race for the 10th slot, then exactly one is recorded', async () => {
    const claim = await newClaim();
    for (let index = 0; index < 9; index++) await uploadDocument(claim, samplePdf(`Documento ${index}`), `doc${index}.pdf`, 'altro');
    const grants = await Promise.all([signature(claim), signature(claim)].map(async (response) => (await response).json()));
    await Promise.all(grants.map((grant, index) => sendFile(grant.upload_url, samplePdf(`Gara ${index}`), `gara${index}.pdf`)));

    const outcomes = await Promise.all(
      grants.map((grant) => postJson(`${app.url}/api/documents`, { practiceNumber: claim.practiceNumber, public_id: grant.public_id, fileType: 'altro' }, tokenHeader(claim))),
    );

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([201, 409]);
    expect((await list(claim)).documents).toHaveLength(10);
    const { rows } = await database().pool.query('SELECT recorded_at FROM document_uploads WHERE public_id = ANY($1)', [grants.map((grant) => grant.public_id)]);
    expect(rows.filter((row) => row.recorded_at === null)).toHaveLength(1); // the refused one is left for the orphan sweeper
  });

  it('when the claim has been rejected, then no more uploads are accepted', async () => {
    const claim = await newClaim();
    await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'rejected' } });

    const response = await signature(claim);

    expect(response.status).toBe(409);
    expect((await response.json()).title).toBe('Pratica respinta');
  });

  it('when the passenger completes with too few documents, then it is refused; with enough, DocumentsCompleted is recorded', async () => {
    const claim = await newClaim();
    const complete = () => fetch(`${app.url}/api/documents/practice/${claim.practiceNumber}/complete`, { method: 'POST', headers: tokenHeader(claim) });
    await uploadDocument(claim, samplePdf(), 'carta.pdf', 'carta_imbarco');

    const early = await complete();
    await uploadDocument(claim, samplePng(), 'carta-identita.png', 'documento_identita');
    const done = await complete();

    expect(early.status).toBe(409);
    expect((await early.json()).detail).toBe("Carica almeno carta d'imbarco e documento d'identità");
    expect(done.status).toBe(200);
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries[0]).toMatchObject({ type: 'DocumentsCompleted', description: 'Caricamento documenti completato (2 documenti)', actor: { kind: 'passenger' } });
  });

  it('when a passenger lost the link, then e-mail and practice number give a new token; a wrong e-mail gets the lookup 404', async () => {
    const claim = await newClaim();

    const right = await postJson(`${app.url}/api/documents/access-token`, { email: 'MARIA.ROSSI@example.it', practiceNumber: claim.practiceNumber });
    const wrong = await postJson(`${app.url}/api/documents/access-token`, { email: 'altro@example.it', practiceNumber: claim.practiceNumber });

    const { uploadToken } = await right.json();
    expect((await signature(claim, uploadToken)).status).toBe(200);
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).detail).toBe('Pratica non trovata. Verifica email e numero di pratica.');
  });
});

describe('operators reviewing documents', () => {
  it('when an operator opens a document, then its bytes stream inline or as a download; without a session, 401', async () => {
    const claim = await newClaim();
    const pdf = samplePdf();
    await uploadDocument(claim, pdf, 'carta.pdf', 'carta_imbarco');
    const [document] = (await (await operator.fetch(`/api/flight-checks/${claim.id}/documents`)).json()).documents;

    const inline = await operator.fetch(document.objectPath);
    const download = await operator.fetch(`${document.objectPath}?download=1`);
    const anonymous = await fetch(`${app.url}${document.objectPath}`);
    const anonymousList = await fetch(`${app.url}/api/flight-checks/${claim.id}/documents`);

    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''carta\.pdf$/);
    expect(Buffer.from(await inline.arrayBuffer())).toEqual(pdf);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect([anonymous.status, anonymousList.status]).toEqual([401, 401]);
  });

  it('when an operator verifies one document and rejects another with a reason, then the list and the stats follow', async () => {
    const claim = await newClaim();
    await uploadDocument(claim, samplePdf(), 'carta.pdf', 'carta_imbarco');
    await uploadDocument(claim, samplePng(), 'documento.png', 'documento_identita');
    const [boardingPass, identity] = (await (await operator.fetch(`/api/flight-checks/${claim.id}/documents`)).json()).documents;

    const verified = await operator.fetch(`/api/admin/documents/${boardingPass.id}/verify`, { method: 'PUT' });
    const noReason = await operator.fetch(`/api/admin/documents/${identity.id}/reject`, { method: 'PUT', body: { reason: ' ' } });
    const rejected = await operator.fetch(`/api/admin/documents/${identity.id}/reject`, { method: 'PUT', body: { reason: 'Documento illeggibile' } });

    expect(await verified.json()).toMatchObject({ status: 'verified', isVerified: true, reviewedBy: 'Giulia Verdi' });
    expect(noReason.status).toBe(400);
    expect(await rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Documento illeggibile' });
    expect((await list(claim)).sufficiency.sufficient).toBe(false);
    const { rows } = await database().pool.query("SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'verified')::int AS verified FROM claim_documents");
    await expect.poll(async () => (await (await operator.fetch('/api/admin/stats')).json()).documents, { timeout: 5_000 }).toEqual(rows[0]);
  });
});

describe('access trail of documents', () => {
  const views = async (claimId: number) => {
    const events = [];
    for await (const event of app.store.readStream(`claim-${claimId}`)) if (event.type === 'DocumentViewed') events.push(event);
    return events;
  };

  it('when an operator opens then downloads an identity document, then two DocumentViewed name the operator and the action, and the timeline tells them in Italian', async () => {
    const claim = await newClaim();
    const png = samplePng();
    await uploadDocument(claim, png, 'passaporto.png', 'documento_identita', 'image/png');
    const [document] = (await (await operator.fetch(`/api/flight-checks/${claim.id}/documents`)).json()).documents;

    const opened = await operator.fetch(document.objectPath);
    const downloaded = await operator.fetch(`${document.objectPath}?download=1`);

    expect(Buffer.from(await opened.arrayBuffer())).toEqual(png);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(png);
    const recorded = await views(claim.id);
    expect(recorded.map((event) => [event.data, event.metadata.actor])).toEqual([
      [{ documentId: document.id, fileType: 'documento_identita', action: 'opened' }, { kind: 'operator', id: operator.id, name: 'Giulia Verdi' }],
      [{ documentId: document.id, fileType: 'documento_identita', action: 'downloaded' }, { kind: 'operator', id: operator.id, name: 'Giulia Verdi' }],
    ]);
    expect(JSON.stringify(recorded.map((event) => event.data))).not.toContain('passaporto');
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'DocumentViewed', description: "Documento d'identità scaricato", actor: { kind: 'operator', id: operator.id, name: 'Giulia Verdi' }, at: recorded[1]!.metadata.requestedAt }),
      expect.objectContaining({ type: 'DocumentViewed', description: "Documento d'identità visualizzato", actor: { kind: 'operator', id: operator.id, name: 'Giulia Verdi' }, at: recorded[0]!.metadata.requestedAt }),
    ]);
    // Read models folding the claim's stream pass the views over: each still matches its events.
    const projections = app.handlers.filter((handler): handler is Projection => handler.kind === 'projection');
    await app.runner.waitFor(projections.map((projection) => projection.name), recorded[1]!.position, 10_000);
    for (const projection of projections) {
      expect((await verifyProjection({ pool: database().pool, store: app.store, batchSize: 100 }, projection)).differences, projection.name).toEqual([]);
    }
  });

  it('when a boarding pass is opened, then its view is recorded too, in the words of its type', async () => {
    const claim = await newClaim();
    await uploadDocument(claim, samplePdf(), 'carta.pdf', 'carta_imbarco');
    const [document] = (await (await operator.fetch(`/api/flight-checks/${claim.id}/documents`)).json()).documents;

    expect((await operator.fetch(document.objectPath)).status).toBe(200);

    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries[0]).toMatchObject({ type: 'DocumentViewed', description: "Carta d'imbarco visualizzata", actor: { name: 'Giulia Verdi' } });
  });

  it('when the passenger or someone without a session asks for the bytes, then 401 as before and no view is recorded', async () => {
    const claim = await newClaim();
    await uploadDocument(claim, samplePng(), 'documento.png', 'documento_identita', 'image/png');
    const [document] = (await list(claim)).documents;

    const passenger = await fetch(`${app.url}/api/admin/documents/${document.id}/content`, { headers: tokenHeader(claim) });
    const passengerDownload = await fetch(`${app.url}/api/admin/documents/${document.id}/content?download=1&t=${encodeURIComponent(claim.uploadToken)}`);
    const anonymous = await fetch(`${app.url}/api/admin/documents/${document.id}/content?download=1`);

    expect([passenger.status, passengerDownload.status, anonymous.status]).toEqual([401, 401, 401]);
    expect(await views(claim.id)).toEqual([]);
  });

  it('when the view cannot be recorded, then the document is not served: 503 with an Italian message', async () => {
    const claim = await newClaim();
    await uploadDocument(claim, samplePng(), 'documento.png', 'documento_identita', 'image/png');
    const [document] = (await (await operator.fetch(`/api/flight-checks/${claim.id}/documents`)).json()).documents;
    const append = vi.spyOn(app.store, 'append').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));

    const refused = await operator.fetch(`${document.objectPath}?download=1`);
    append.mockRestore();

    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.headers.get('content-disposition')).toBeNull();
    expect(await refused.json()).toMatchObject({ title: 'Documento non disponibile', detail: expect.stringContaining("Non è stato possibile registrare l'accesso al documento") });
    expect(await views(claim.id)).toEqual([]);
    const served = await operator.fetch(`${document.objectPath}?download=1`);
    expect(served.status).toBe(200);
    expect(await views(claim.id)).toHaveLength(1);
  });
});
