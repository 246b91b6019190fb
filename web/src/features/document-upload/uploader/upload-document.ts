import type { UploadGrant } from '@contracts/documents';
import { apiRequest, ApiError } from '@/app/api-client';
import type { DocumentType, PracticeDocument } from './document-types';

export interface UploadRequest {
  practiceNumber: string;
  token: string;
  file: File;
  fileType: DocumentType;
  description?: string;
  /** 0–100 while the file's bytes travel. */
  onProgress?: (percent: number) => void;
}

const NETWORK_ERROR = 'Connessione interrotta durante il caricamento. Controlla la rete e riprova.';

/** The multipart POST of one file, through XMLHttpRequest so its progress can be shown. */
export function sendFile(url: string, file: File, onProgress?: (percent: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve(xhr.responseText ? JSON.parse(xhr.responseText) : undefined);
        } catch {
          resolve(undefined);
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error(NETWORK_ERROR));
    xhr.onabort = () => reject(new Error(NETWORK_ERROR));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The three calls of one upload: signature, the file itself, then its record on the claim. */
export async function uploadDocument({ practiceNumber, token, file, fileType, description, onProgress }: UploadRequest): Promise<PracticeDocument> {
  const headers = { 'x-upload-token': token, 'cache-control': 'no-cache' };
  const grant = await apiRequest<UploadGrant>('POST', '/api/documents/upload-signature', { practiceNumber }, headers);
  await sendFile(grant.upload_url, file, onProgress);
  return apiRequest<PracticeDocument>(
    'POST',
    '/api/documents',
    { practiceNumber, public_id: grant.public_id, fileType, originalName: file.name, description: description?.trim() || undefined },
    { 'x-upload-token': token },
  );
}

/** The Italian sentence to show for a failed call: the server's detail when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
