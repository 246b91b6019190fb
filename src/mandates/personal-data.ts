import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { MandateEvent } from './mandate-events.js';

/** The signer's name and IP address are personal; ids, hashes, versions and times stay readable for the audit. */
export const MANDATE_PERSONAL_DATA = declarePersonalData<MandateEvent>({
  fields: {
    MandateSigned: ['signerName', 'signerIp'],
    MandateSigningLinkRequested: [],
  },
});
