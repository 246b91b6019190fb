import { FILE_TYPE_LABELS, type DocumentList, type DocumentView, type FileType } from '@contracts/documents';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '@/app/api-client';
import { Toaster } from '@/components/ui/toast';

export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}<Toaster /></QueryClientProvider>) };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

export const problem = (status: number, title: string, detail: string) => json({ type: 'about:blank', title, status, detail }, status);

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** fetch mocked at the boundary: each call goes to the first handler that answers; anything else is a 500. */
export function mockFetch(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    return (await handler(url, init)) ?? problem(500, 'Errore', 'Non previsto dal test');
  });
}

export const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** A document as the server lists it (DocumentView). */
export const documentView = (fileType: FileType, index: number | string, overrides: Partial<DocumentView> = {}): DocumentView => ({
  id: `doc${index}`,
  practiceNumber: '482913',
  fileName: `file-${index}.pdf`,
  originalName: `file-${index}.pdf`,
  fileType,
  fileTypeLabel: FILE_TYPE_LABELS[fileType],
  mimeType: 'application/pdf',
  fileSize: 1536,
  description: null,
  uploadedBy: 'user',
  status: 'pending',
  isVerified: false,
  rejectionReason: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  fileDeletedAt: null,
  objectPath: `/api/admin/documents/doc${index}/content`,
  ...overrides,
});

export const documentList = (types: FileType[]): DocumentList => ({
  documents: types.map((fileType, index) => documentView(fileType, index)),
  sufficiency: {
    sufficient: types.includes('carta_imbarco') && types.includes('documento_identita') && types.length >= 2,
    hasBoardingPass: types.includes('carta_imbarco'),
    hasIdentityDocument: types.includes('documento_identita'),
    count: types.length,
    minimum: 2,
  },
});
