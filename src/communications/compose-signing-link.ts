import type { Claim } from '../claims/contract.js';
import { SIGNING_LINK_DAYS, type MandateSigningLinkRequestedData } from '../mandates/contract.js';
import type { ComposedNotice } from './compose-message-notice.js';

/** Port: the mandates module's signing-link token for one co-passenger at one link version (it lives only in the e-mail). */
export type SigningLinkTokenFor = (link: { claimId: number; passengerId: number; version: number }, now: Date) => string;

/** Port to the legal module: the art. 14 GDPR notice owed to a co-passenger whose data the contact gave us, as configured. */
export type CoPassengerPrivacyNotice = (facts: { contactName: string; publicUrl: string }) => { title: string; text: string }[];

/**
 * An adult co-passenger's own link to sign their mandate, to their own address on the claim: the
 * contact person who filled in the claim cannot sign for them. The e-mail names who asked and where
 * carries the privacy notice of art. 14 GDPR, since we write to someone who did not give us their data
 * themselves. Undefined when the passenger has no address any more (or a port is not wired: the link
 * never goes without the notice).
 */
export function composeSigningLink(
  request: MandateSigningLinkRequestedData,
  claim: Claim,
  context: { publicUrl: string; now: Date; signingLinkTokenFor?: SigningLinkTokenFor; coPassengerPrivacyNotice?: CoPassengerPrivacyNotice },
): ComposedNotice | undefined {
  const passenger = claim.passengers.find((candidate) => candidate.passengerId === request.passengerId);
  if (!passenger?.email || !context.signingLinkTokenFor || !context.coPassengerPrivacyNotice) return undefined;
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
        `I tuoi dati ce li ha dati ${claim.passengerName}: qui sotto trovi come li trattiamo; l’informativa sulla privacy completa è su ${context.publicUrl}/privacy`,
      ],
      action: { label: 'Firma il mandato', href: `${context.publicUrl}/firma-mandato?t=${encodeURIComponent(token)}` },
      appendix: {
        heading: 'Informativa sul trattamento dei tuoi dati (art. 14 del Regolamento (UE) 2016/679)',
        sections: context.coPassengerPrivacyNotice({ contactName: claim.passengerName, publicUrl: context.publicUrl }),
      },
    },
  };
}
