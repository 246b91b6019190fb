/**
 * What other modules may know of the legal texts: their versions (a claim records the ones the
 * passenger accepted and read) and the shape of the company details. Nothing here does I/O.
 */
export { COOKIE_POLICY_VERSION, PRIVACY_NOTICE_VERSION, TERMS_VERSION, type LegalInfo } from '../contracts/legal-texts.js';
