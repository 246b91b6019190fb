import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { claimStream } from '../claims/contract.js';
import type { EventMetadata, RecordedEvent } from '../platform/event-store/index.js';
import { HttpProblem } from '../platform/http/problem.js';
import { exportedFiles, passengerDataExport } from './data-export.js';
import { renderDataExportPdf } from './data-export-pdf.js';
import type { PassengersDeps } from './deps.js';

type Deps = Pick<PassengersDeps, 'store' | 'catalog' | 'documents' | 'recordExport'>;

const CLAIM_NOT_FOUND = () => new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è tra le tue.');

/**
 * The passenger's copy of one claim as a ZIP: the JSON, its PDF summary and the documents' files.
 * The export is recorded on the claim before anything is read (no trail, no data); the files are
 * opened before the JSON is written, so it names only those the ZIP really holds, and are streamed
 * into it one after the other.
 */
export async function passengerExportArchive(deps: Deps, actor: EventMetadata, claimId: number): Promise<{ fileName: string; archive: NodeJS.ReadableStream }> {
  await deps.recordExport(actor, claimId);
  const history: RecordedEvent[] = [];
  for await (const event of deps.store.readStream(claimStream(claimId))) history.push(event);
  const views = await deps.documents.documentsOf(claimId);
  const { files, notes } = exportedFiles(views);

  const opened: { path: string; stream: Readable }[] = [];
  try {
    for (const file of files) {
      const stream = await deps.documents.fileOf(claimId, file.documentId);
      if (stream) opened.push({ path: file.path, stream });
    }
    const included = new Map(files.filter((file) => opened.some((open) => open.path === file.path)).map((file) => [file.documentId, file.path]));
    const exported = passengerDataExport(deps.catalog, history, views, { included, notes }, actor.requestedAt);
    if (!exported) throw CLAIM_NOT_FOUND();
    const pdf = await renderDataExportPdf(exported);

    const mtime = new Date(actor.requestedAt);
    const zip = new ZipFile();
    // A file that fails half-way breaks the download (the client sees it cut short), never the process.
    const abort = (error: Error) => (zip.outputStream as Readable).destroy(error);
    zip.on('error', abort);
    const name = `pratica-${exported.practiceNumber}`;
    zip.addBuffer(Buffer.from(JSON.stringify(exported, null, 2)), `${name}-dati.json`, { mtime });
    zip.addBuffer(Buffer.from(pdf), `${name}-riepilogo.pdf`, { mtime });
    // PDFs and images are compressed already: stored as they are, they cost no CPU.
    for (const { path, stream } of opened) zip.addReadStream(stream.on('error', abort), path, { mtime, compress: false });
    zip.end();
    return { fileName: `${name}-dati.zip`, archive: zip.outputStream };
  } catch (error) {
    for (const { stream } of opened) stream.destroy();
    throw error;
  }
}
