import { DocumentUploader } from '@/features/document-upload/uploader';
import { StatusLookupPage } from '@/features/status-lookup/status-lookup-page';

const uploader = ({ practiceNumber, uploadToken }: { practiceNumber: string; uploadToken: string }) => <DocumentUploader practiceNumber={practiceNumber} token={uploadToken} />;

/** /verifica-stato: the status lookup, with the document uploader for a claim found. */
export default function StatusLookup() {
  return <StatusLookupPage uploader={uploader} />;
}
