import { MINIMUM_DOCUMENTS, type Sufficiency } from '../contracts/documents.js';
import { isGeneratedFileType, type FileType } from './document-events.js';

export { MINIMUM_DOCUMENTS, type Sufficiency };

/** The spec's rule: a boarding pass, an identity document and at least two documents; rejected ones do not count. */
export function sufficiencyOf(documents: readonly { fileType: FileType; status: 'pending' | 'verified' | 'rejected' }[]): Sufficiency {
  const counted = documents.filter((document) => document.status !== 'rejected' && !isGeneratedFileType(document.fileType));
  const hasBoardingPass = counted.some((document) => document.fileType === 'carta_imbarco');
  const hasIdentityDocument = counted.some((document) => document.fileType === 'documento_identita');
  return {
    sufficient: hasBoardingPass && hasIdentityDocument && counted.length >= MINIMUM_DOCUMENTS,
    hasBoardingPass,
    hasIdentityDocument,
    count: counted.length,
    minimum: MINIMUM_DOCUMENTS,
  };
}
