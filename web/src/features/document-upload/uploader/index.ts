export { DocumentUploader, type DocumentUploaderProps, type UploadState } from './document-uploader';
export * from './document-types';
export { documentsQueryKey, usePracticeDocuments } from './use-practice-documents';
export { errorMessage, uploadDocument } from './upload-document';
