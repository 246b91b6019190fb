import type { Claim } from '../claims/contract.js';
import { SIGNING_LINK_DAYS, type MandateSigningLinkRequestedData } from '../mandates/contract.js';
import type { ComposedNotice } from './compose-message-notice.js';

/** Port: the mandates module's signing-link token for one co-passenger at one link version (it lives only in the e-mail). */
export type SigningLinkTokenFor = (link: { claimId: number; passengerId: number; version: number }, now: Date) => string;

/**
 * An adult co-passenger's own link to sign their mandate, to their own address on the claim: the
 * contact person who filled in the claim cannot sign for them. The e-mail names who asked and where
 * the privacy notice is, since we write to someone who did not fill in the form themselves.
 * Undefined when the passenger has no address any more (or the port is not wired).
 */
export function composeSigningLink(
  request: MandateSigningLinkRequestedData,
  claim: Claim,
  context: { publicUrl: string; now: Date; signingLinkTokenFor?: SigningLinkTokenFor },
): ComposedNotice | undefined {
  const passenger = claim.passengers.find((candidate) => candidate.passengerId === request.passengerId);
  if (!passenger?.email || !context.signingLinkTokenFor) return undefined;
  const token = context.signingLinkTokenFor({ claimId: claim.id, passengerId: passenger.passengerId, version: request.linkVersion }, context.now);
  return {
    to: passenger.email,
    audience: 'passenger',
    templateType: 'mandate_signing_link',
    notice: {
      audience: 'passenger',
      subject: `Firma il tuo mandato — pratica ${claim.practiceNumber}`,
      paragraphs: [
        `Gentile ${passenger.fullName},`,
        `${claim.passengerName} ci ha chiesto di richiedere la compensazione per il volo ${claim.flightNumber} anche a tuo nome (pratica ${claim.practiceNumber}). Per agire per te con la compagnia aerea ci serve il mandato firmato da te: nessun altro può firmarlo al tuo posto.`,
        `Il link è personale e vale ${SIGNING_LINK_DAYS} giorni. Se non vuoi far parte della richiesta, ignora questa e-mail: senza la tua firma non agiamo a tuo nome.`,
        `Trattiamo i tuoi dati (nome, e-mail, dati del volo) solo per questa pratica, come spiega l’informativa sulla privacy: ${context.publicUrl}/privacy`,
      ],
      action: { label: 'Firma il mandato', href: `${context.publicUrl}/firma-mandato?t=${encodeURIComponent(token)}` },
    },
  };
}
