import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { HttpProblem } from '../platform/http/problem.js';
import { MAX_FILE_BYTES, type DocumentUploadedData } from './document-events.js';
import { sniffDocumentType, SNIFF_BYTES } from './file-checks.js';
import type { BlobStorage } from './storage/blob-storage.js';

export interface ReceivedUpload {
  size: number;
  sha256: string;
  mimeType: DocumentUploadedData['mimeType'];
  originalName: string;
}

/** The file and its multipart framing: what an upload's body may hold, whether it declares its length or not. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILE_BYTES + 64 * 1024;

export const TOO_LARGE = () => new HttpProblem(413, 'File troppo grande', 'Ogni documento può pesare al massimo 10 MB.');
const UNSUPPORTED = () => new HttpProblem(415, 'Formato non supportato', 'Carica un file PDF, JPG o PNG.');

/** Holds back the first bytes until the real type is known, then lets everything through; hashes and counts on the way. */
class DocumentSniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private passing = false;
  private readonly hash = createHash('sha256');
  size = 0;
  mimeType?: DocumentUploadedData['mimeType'];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.passing) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.passing) return callback();
    this.release(callback);
  }

  digest(): string {
    return this.hash.digest('hex');
  }

  private release(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    sniffDocumentType(head).then((mimeType) => {
      if (!mimeType) return callback(UNSUPPORTED());
      this.mimeType = mimeType;
      this.passing = true;
      callback(null, head);
    }, callback);
  }
}

/**
 * Streams the multipart field `file` into storage at `key`: never buffered whole, cut at 10 MB
 * (413), refused unless its bytes are a PDF, JPEG or PNG (415). On failure the caller removes the key.
 */
export function receiveUpload(request: IncomingMessage, storage: BlobStorage, key: string): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: MAX_FILE_BYTES, fields: 20, fieldSize: 4_096, parts: 30 } });
    } catch {
      reject(new HttpProblem(400, 'Dati non validi', 'Invia il documento come multipart/form-data nel campo «file».'));
      return;
    }
    let stored: Promise<ReceivedUpload> | undefined;
    let sniffer: DocumentSniffer | undefined;
    // A body without Content-Length (chunked) is counted as it comes: fields past busboy's limits are still bytes to scan.
    let bodyBytes = 0;
    const countBody = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes <= MAX_UPLOAD_REQUEST_BYTES) return;
      request.off('data', countBody);
      request.unpipe(parser);
      sniffer?.destroy(TOO_LARGE());
      reject(TOO_LARGE());
    };
    request.on('data', countBody);
    parser.on('file', (field, file, info) => {
      if (field !== 'file' || stored) {
        file.resume();
        return;
      }
      const receiving = new DocumentSniffer();
      sniffer = receiving;
      // Its failure reaches us through put's rejection; this keeps it from being an unhandled 'error' before put listens.
      receiving.on('error', () => {});
      file.on('limit', () => receiving.destroy(TOO_LARGE()));
      file.pipe(receiving);
      stored = storage.put(key, receiving, 'application/octet-stream').then(() => {
        if (!receiving.mimeType) throw UNSUPPORTED();
        return { size: receiving.size, sha256: receiving.digest(), mimeType: receiving.mimeType, originalName: info.filename ?? '' };
      });
      stored.catch(() => file.resume());
    });
    parser.on('error', () => reject(new HttpProblem(400, 'Dati non validi', 'Il caricamento è arrivato incompleto o malformato.')));
    parser.on('close', () => {
      if (!stored) reject(new HttpProblem(400, 'Dati non validi', 'Nessun file ricevuto nel campo «file».'));
      else stored.then(resolve, reject);
    });
    request.pipe(parser);
  });
}
