import type { MandateEvent } from './mandate-events.js';

/** A mandate event in the words of the operators' timeline. */
export function describeMandateEvent(event: MandateEvent): string {
  switch (event.type) {
    case 'MandateSigned': {
      const { passengerId, signerName, signedAs, signedVia, sha256 } = event.data;
      const who = signedAs === 'guardian' ? `${signerName}, genitore o tutore` : signerName;
      const via = signedVia === 'own_link' ? ' con il proprio link' : '';
      return `Mandato firmato per il passeggero ${passengerId} da ${who}${via} (impronta SHA-256 ${sha256.slice(0, 12)}…)`;
    }
    case 'MandateSigningLinkRequested':
      return `Link per firmare il mandato inviato per e-mail al passeggero ${event.data.passengerId}${event.data.linkVersion > 1 ? ' (nuovo link: i precedenti non valgono più)' : ''}`;
  }
}
