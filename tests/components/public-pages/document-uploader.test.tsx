import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileType } from '@contracts/documents';
import { ApiError } from '@/app/api-client';
import { DocumentUploader } from '@/features/document-upload/uploader';
import { formatFileSize } from '@/features/document-upload/uploader/document-types';
import { uploadDocument } from '@/features/document-upload/uploader/upload-document';
import { documentList, documentView, json, mockFetch, pdf, renderWithClient } from './helpers';

vi.mock('@/features/document-upload/uploader/upload-document', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/document-upload/uploader/upload-document')>()),
  uploadDocument: vi.fn(),
}));

const upload = vi.mocked(uploadDocument);

function setup(existing: FileType[]) {
  const fetchSpy = mockFetch((url) => (url.pathname === '/api/documents/practice/482913' ? json(documentList(existing)) : undefined));
  const onUploaded = vi.fn();
  renderWithClient(<DocumentUploader practiceNumber="482913" token="tok" onUploaded={onUploaded} />);
  return { fetchSpy, onUploaded, user: userEvent.setup() };
}

const documentsCalls = (fetchSpy: ReturnType<typeof mockFetch>) => fetchSpy.mock.calls.filter(([input]) => String(input) === '/api/documents/practice/482913').length;

describe('document uploader', () => {
  beforeEach(() => {
    upload.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses files until a document type is chosen', async () => {
    const { user } = setup([]);
    await user.upload(screen.getByLabelText('File da caricare'), pdf('carta.pdf'));
    expect(await screen.findByText('Tipo documento mancante')).toBeInTheDocument();
    expect(screen.getAllByText('Seleziona il tipo di documento prima di caricare.').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByLabelText('Tipo di documento')).toHaveFocus());
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses more than 10 documents counting those already on the claim', async () => {
    const { user } = setup(Array(9).fill('altro'));
    expect(await screen.findByText('Documenti già caricati (9)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tipo di documento'), 'fattura');
    await user.upload(screen.getByLabelText('File da caricare'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText('Troppi file')).toBeInTheDocument();
    expect(screen.getByText('Puoi caricare massimo 10 documenti.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads each file with the chosen type and description, shows progress, then refetches the list', async () => {
    let finish!: () => void;
    upload.mockImplementation(({ onProgress }) => {
      onProgress?.(40);
      return new Promise((resolve) => {
        finish = () => resolve(documentView('carta_imbarco', 'new', { id: 'new', fileName: 'carta.pdf', fileSize: 2048, createdAt: '2025-01-01' }));
      });
    });
    const { user, fetchSpy, onUploaded } = setup([]);
    expect(await screen.findByText('Documenti già caricati (0)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tipo di documento'), 'carta_imbarco');
    await user.type(screen.getByLabelText('Descrizione (facoltativa)'), 'andata');
    await user.upload(screen.getByLabelText('File da caricare'), pdf('carta.pdf'));

    const bar = await screen.findByRole('progressbar', { name: 'Avanzamento di carta.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText(/Caricamento in corso 40%/)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ practiceNumber: '482913', token: 'tok', fileType: 'carta_imbarco', description: 'andata' }));

    finish();
    expect(await screen.findByText('Documento caricato!')).toBeInTheDocument();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(documentsCalls(fetchSpy)).toBe(2);
    expect(screen.getByText('Caricato')).toBeInTheDocument();
  });

  it("reports a failed file with the server's Italian detail", async () => {
    upload.mockRejectedValue(new ApiError(413, JSON.stringify({ title: 'File troppo grande', detail: 'Ogni documento può pesare al massimo 10 MB.' }), 'Payload Too Large'));
    const { user } = setup([]);
    await user.selectOptions(screen.getByLabelText('Tipo di documento'), 'documento_identita');
    await user.upload(screen.getByLabelText('File da caricare'), pdf('grande.pdf'));
    expect(await screen.findByText('Errore caricamento')).toBeInTheDocument();
    expect(screen.getByText('Non è stato possibile caricare grande.pdf: Ogni documento può pesare al massimo 10 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova a caricare grande.pdf' })).toBeInTheDocument();
  });

  it('shows sizes with 1 KB = 1024 bytes', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1024 * 1024 * 2)).toBe('2 MB');
  });
});
