import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/app/api-client';
import { uploadDocument } from '@/features/document-upload/uploader/upload-document';
import { json, mockFetch, pdf } from './helpers';

/** A stand-in for XMLHttpRequest: reports progress, then answers with the given status and body. */
function fakeXhr(status: number, body: string) {
  const sent: { url?: string; form?: FormData } = {};
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.url = url;
    }
    send(form: FormData) {
      sent.form = form;
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const GRANT = { public_id: 'a'.repeat(32), folder: 'claims/7', timestamp: 1, signature: 's', api_key: 'k', cloud_name: 'k', upload_url: '/api/documents/upload?public_id=x' };

describe('uploadDocument', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks for a signature, sends the file with progress, then records it, all with the upload token', async () => {
    const sent = fakeXhr(201, JSON.stringify({ public_id: GRANT.public_id }));
    const fetchSpy = mockFetch((url) => {
      if (url.pathname === '/api/documents/upload-signature') return json(GRANT);
      if (url.pathname === '/api/documents') return json({ id: GRANT.public_id, fileName: 'c.pdf', fileType: 'carta_imbarco', fileSize: 10, createdAt: '' }, 201);
    });
    const progress: number[] = [];
    const recorded = await uploadDocument({ practiceNumber: '482913', token: 'tok', file: pdf('c.pdf'), fileType: 'carta_imbarco', description: ' andata ', onProgress: (p) => progress.push(p) });

    expect(recorded.id).toBe(GRANT.public_id);
    expect(sent.url).toBe(GRANT.upload_url);
    expect((sent.form!.get('file') as File).name).toBe('c.pdf');
    expect(progress).toEqual([50, 100]);
    const [signature, record] = fetchSpy.mock.calls;
    expect(JSON.parse(String(signature![1]!.body))).toEqual({ practiceNumber: '482913' });
    expect((signature![1]!.headers as Record<string, string>)['x-upload-token']).toBe('tok');
    expect(JSON.parse(String(record![1]!.body))).toEqual({ practiceNumber: '482913', public_id: GRANT.public_id, fileType: 'carta_imbarco', originalName: 'c.pdf', description: 'andata' });
    expect((record![1]!.headers as Record<string, string>)['x-upload-token']).toBe('tok');
  });

  it('turns a refused file into an ApiError carrying the Italian detail, and records nothing', async () => {
    fakeXhr(415, JSON.stringify({ title: 'Formato non supportato', detail: 'Carica un file PDF, JPG o PNG.' }));
    const fetchSpy = mockFetch((url) => (url.pathname === '/api/documents/upload-signature' ? json(GRANT) : undefined));
    const failure = await uploadDocument({ practiceNumber: '482913', token: 'tok', file: pdf('c.pdf'), fileType: 'altro' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).detail).toBe('Carica un file PDF, JPG o PNG.');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
