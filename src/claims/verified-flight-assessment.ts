import { delayPhrase, type VerifiedFlight } from '../contracts/verified-flight.js';
import type { Assessment, AssessmentInput, IssueType } from '../eligibility/index.js';

const sourceOf = (flight: VerifiedFlight) => (flight.source === 'aerodatabox' ? 'dati AeroDataBox' : `orari inseriti a mano: ${flight.evidence ?? 'fonte non indicata'}`);

/**
 * What the verified flight changes in the engine's input: a landed flight's measured arrival delay
 * replaces what the passenger told us; a cancelled one is assessed as a cancellation. With a
 * missed connection the claim's flight may not be the one that reached the final destination, so
 * its delay is shown but not used.
 */
export function inputWithVerifiedFlight(input: Pick<AssessmentInput, 'issueType' | 'arrivalDelayHours'>, flight: VerifiedFlight | null): { issueType: IssueType; arrivalDelayHours?: number } {
  if (!flight) return input;
  if (flight.status === 'cancelled' && input.issueType === 'delay') return { issueType: 'cancellation' };
  if (flight.status === 'landed' && flight.arrivalDelayMinutes !== null && input.issueType === 'delay') {
    return { issueType: 'delay', arrivalDelayHours: Math.max(0, flight.arrivalDelayMinutes) / 60 };
  }
  return input;
}

/** The engine's assessment with the verified flight's facts said first, and any doubt they raise. */
export function withVerifiedFlightReasons(assessment: Assessment, issueType: IssueType, flight: VerifiedFlight | null): Assessment {
  if (!flight) return assessment;
  const source = `(${sourceOf(flight)})`;
  switch (flight.status) {
    case 'landed': {
      const delay = flight.arrivalDelayMinutes;
      const facts =
        delay === null
          ? `Volo verificato come atterrato ${source}, senza l'orario di arrivo effettivo.`
          : delay > 0
            ? `Volo verificato ${source}: arrivo con ${delayPhrase(delay)} di ritardo rispetto all'orario previsto. L'arrivo conta all'apertura delle porte (sentenza Germanwings, C-452/13): l'orario registrato può precederla di qualche minuto.`
            : `Volo verificato ${source}: arrivo in orario o in anticipo.`;
      // A flight the passenger was denied boarding on flew anyway: nothing to doubt there.
      if (issueType === 'cancellation') {
        return uncertain(assessment, [`${facts} Il passeggero ha indicato una cancellazione: verifica il numero e la data del volo.`]);
      }
      if (issueType === 'missed_connection') {
        return prepend(assessment, [`${facts} Per la coincidenza persa conta l'arrivo alla destinazione finale, non quello di questo volo.`]);
      }
      return prepend(assessment, [facts]);
    }
    case 'cancelled':
      return prepend(assessment, [`Secondo i dati verificati ${source} il volo è stato cancellato: valgono le regole sulla cancellazione (art. 5).`]);
    case 'diverted':
      return uncertain(assessment, [
        `Il volo risulta dirottato${flight.divertedTo ? ` su ${flight.divertedTo}` : ''} ${source}: conta l'orario in cui il passeggero è arrivato alla destinazione prenotata (o a quella vicina concordata), da verificare.`,
      ]);
    case 'unknown':
      return prepend(assessment, [`I dati del volo ${source} non dicono se è atterrato o cancellato.`]);
  }
}

const prepend = (assessment: Assessment, reasons: string[]): Assessment => ({ ...assessment, reasons: [...reasons, ...assessment.reasons] });

/** The facts leave a doubt an operator has to clear: at best «Da verificare», and what is owed if it clears in the passenger's favour. */
function uncertain(assessment: Assessment, reasons: string[]): Assessment {
  const eligibility = assessment.eligibility === 'eligible' ? 'uncertain' : assessment.eligibility;
  return { ...prepend(assessment, reasons), eligibility };
}
