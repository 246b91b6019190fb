import type { MandateEvent } from './mandate-events.js';

/** A mandate event in the words of the operators' timeline. */
export function describeMandateEvent(event: MandateEvent): string {
  switch (event.type) {
    case 'MandateSigned': {
      const { passengerId, signerName, signedAs, sha256 } = event.data;
      const who = signedAs === 'guardian' ? `${signerName}, genitore o tutore` : signerName;
      return `Mandato firmato per il passeggero ${passengerId} da ${who} (impronta SHA-256 ${sha256.slice(0, 12)}…)`;
    }
  }
}
