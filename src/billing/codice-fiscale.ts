import codiceFiscaleJs from 'codice-fiscale-js';
import { bankDetailsBody, CODICE_FISCALE_INVALID } from '../contracts/billing.js';

const { CodiceFiscale } = codiceFiscaleJs as unknown as { CodiceFiscale: { check(code: string): boolean } };

/** Whether a codice fiscale is well formed with the right check character (omocodie included). */
export const isValidCodiceFiscale = (code: string): boolean => {
  try {
    return CodiceFiscale.check(code);
  } catch {
    return false;
  }
};

/** The bank-details body as the server takes it: the shared schema, and the codice fiscale checked by the library (too heavy for the browser's bundle). */
export const serverBankDetailsBody = bankDetailsBody.superRefine((body, context) => {
  if (body.codiceFiscale && !isValidCodiceFiscale(body.codiceFiscale)) context.addIssue({ code: 'custom', path: ['codiceFiscale'], message: CODICE_FISCALE_INVALID });
});
