// The query lives with the app: the footer of every public page shows the company too.
export { fetchLegalInfo, legalInfoQuery, useLegalInfo, type LegalInfo } from '@/app/api/legal-info';
