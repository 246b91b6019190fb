import { defineEvents } from '../platform/events/catalog.js';
import { mandateSignedData, mandateSigningLinkRequestedData, type MandateEvent } from './mandate-events.js';

/** The signer's name and IP address are personal; ids, hashes, versions and times stay readable for the audit. */
export const MANDATE_EVENTS = defineEvents<MandateEvent>({
  entries: {
    MandateSigned: {
      schema: mandateSignedData,
      personal: ['signerName', 'signerIp'],
      describe({ passengerId, signerName, signedAs, signedVia, sha256 }) {
        const who = signedAs === 'guardian' ? `${signerName}, genitore o tutore` : signerName;
        const via = signedVia === 'own_link' ? ' con il proprio link' : '';
        return `Mandato firmato per il passeggero ${passengerId} da ${who}${via} (impronta SHA-256 ${sha256.slice(0, 12)}…)`;
      },
      passenger: (data) => ({
        by: 'passenger',
        title: 'Mandato con rappresentanza firmato',
        detail: `Firmato da ${String(data.signerName)}${data.signedAs === 'guardian' ? ' come genitore o tutore' : ''}`,
      }),
    },
    MandateSigningLinkRequested: {
      schema: mandateSigningLinkRequestedData,
      personal: [],
      describe: (data) => `Link per firmare il mandato inviato per e-mail al passeggero ${data.passengerId}${data.linkVersion > 1 ? ' (nuovo link: i precedenti non valgono più)' : ''}`,
      email: { essential: true },
    },
  },
});
