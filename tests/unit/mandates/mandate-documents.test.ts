import { describe, expect, it } from 'vitest';
import { decideDocuments, initialDocumentsState, type DocumentsState } from '../../../src/documents/documents-decider.js';
import { sufficiencyOf } from '../../../src/documents/sufficiency.js';
import type { FileType } from '../../../src/contracts/documents.js';

const withDocuments = (types: FileType[]): DocumentsState => ({
  ...initialDocumentsState(),
  exists: true,
  practiceNumber: '482913',
  documents: new Map(types.map((fileType, index) => [`doc${index}`, { fileType, status: 'pending' as const, fileDeleted: false }])),
});
const record = (fileType: FileType) => ({
  type: 'RecordDocument' as const,
  document: { documentId: `new-${fileType}`, storageKey: 'claims/1/x', fileType, fileName: 'f.pdf', originalName: 'f.pdf', mimeType: 'application/pdf' as const, fileSize: 10, sha256: 'a', description: null, uploadedBy: 'user' as const },
});

describe('signed mandates among the documents', () => {
  it('when nine signed mandates are on the claim, then the passenger still has room for ten uploads', () => {
    const state = withDocuments([...Array<FileType>(9).fill('mandate'), ...Array<FileType>(9).fill('altro')]);
    expect(decideDocuments(record('altro'), state)).toHaveLength(1);
    expect(() => decideDocuments(record('altro'), withDocuments([...Array<FileType>(10).fill('altro')]))).toThrow('Puoi caricare massimo 10 documenti.');
  });

  it('when ten uploads are on the claim, then a signed mandate is still recorded', () => {
    expect(decideDocuments(record('mandate'), withDocuments(Array<FileType>(10).fill('altro')))).toHaveLength(1);
  });

  it('when only a boarding pass and a mandate are there, then the documents are not enough', () => {
    expect(sufficiencyOf([{ fileType: 'carta_imbarco', status: 'pending' }, { fileType: 'mandate', status: 'pending' }])).toMatchObject({ sufficient: false, count: 1 });
  });
});
