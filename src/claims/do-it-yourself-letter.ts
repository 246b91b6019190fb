import { AIRLINE_ANSWER_WEEKS, type LetterLanguage } from '../contracts/do-it-yourself.js';
import type { IssueType } from '../contracts/claim-vocabulary.js';
import { LIMITATION_ADVICE } from '../eligibility/index.js';

/** What the passenger's own letter to the carrier says: the claim's facts as the stream has them. */
export interface LetterFacts {
  practiceNumber: string;
  carrierName: string;
  claimsWebFormUrl: string | null;
  flightNumber: string;
  flightDate: string;
  departureAirport: string;
  arrivalAirport: string;
  issueType: IssueType;
  /** Minutes late at arrival: the verified figure, else the passenger's answer; undefined when neither. */
  arrivalDelayMinutes: number | undefined;
  /** Art. 7 amount per passenger in cents, from the claim's assessment; 0 when it is still to be verified. */
  compensationCents: number;
  /** Those who claim: the booking's passengers who did not travel free (Art. 3(3)). */
  claimants: string[];
  contactName: string;
  email: string;
  phone: string | null;
  bookingReference: string | null;
  /** The enforcement body competent for the flight (Art. 16), if any. */
  enforcementBody: { shortName: string; fullName: string; complaintUrl: string } | null;
  /** YYYY-MM-DD, the day the letter is drawn. */
  today: string;
}

export type LetterBlock = { kind: 'title' | 'heading' | 'paragraph' | 'bullet' | 'note'; text: string };

const DATE_FORMAT: Record<LetterLanguage, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
const dateIn = (language: LetterLanguage, isoDay: string) => DATE_FORMAT[language].format(new Date(`${isoDay}T12:00:00Z`));

/** «250,00 €» in Italian, «EUR 250.00» in English. */
function money(language: LetterLanguage, cents: number): string {
  const units = (cents / 100).toFixed(2);
  if (language === 'en') return `EUR ${units}`;
  const [whole, fraction] = units.split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction} €`;
}

const hours = (minutes: number) => {
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return { whole, rest };
};

function factsIt(facts: LetterFacts): string {
  const flight = `volo ${facts.flightNumber} del ${dateIn('it', facts.flightDate)} da ${facts.departureAirport} a ${facts.arrivalAirport}`;
  const delay = facts.arrivalDelayMinutes === undefined ? undefined : hours(facts.arrivalDelayMinutes);
  const delayText = delay && `${delay.whole} ${delay.whole === 1 ? 'ora' : 'ore'}${delay.rest ? ` e ${delay.rest} minuti` : ''}`;
  switch (facts.issueType) {
    case 'delay':
      return `Ho viaggiato con il ${flight}, operato dalla Vostra compagnia, che è arrivato a destinazione ${delayText ? `con ${delayText} di ritardo` : 'con più di tre ore di ritardo'}.`;
    case 'cancellation':
      return `Avevo prenotato il ${flight}, operato dalla Vostra compagnia, che è stato cancellato${delayText ? `; con il volo alternativo l’arrivo a destinazione è avvenuto con ${delayText} di ritardo` : ''}.`;
    case 'denied_boarding':
      return `Mi è stato negato l’imbarco sul ${flight}, operato dalla Vostra compagnia, contro la mia volontà, pur avendo una prenotazione confermata e avendo effettuato l’accettazione nei tempi indicati.`;
    case 'missed_connection':
      return `Ho viaggiato con il ${flight}, con un’unica prenotazione; a causa del ritardo di un volo operato dalla Vostra compagnia ho perso la coincidenza e l’arrivo a destinazione finale è avvenuto ${delayText ? `con ${delayText} di ritardo` : 'con più di tre ore di ritardo'}.`;
  }
}

function factsEn(facts: LetterFacts): string {
  const flight = `flight ${facts.flightNumber} of ${dateIn('en', facts.flightDate)} from ${facts.departureAirport} to ${facts.arrivalAirport}`;
  const delay = facts.arrivalDelayMinutes === undefined ? undefined : hours(facts.arrivalDelayMinutes);
  const delayText = delay && `${delay.whole} ${delay.whole === 1 ? 'hour' : 'hours'}${delay.rest ? ` and ${delay.rest} minutes` : ''}`;
  switch (facts.issueType) {
    case 'delay':
      return `I travelled on ${flight}, operated by your airline, which reached its destination ${delayText ? `${delayText} late` : 'more than three hours late'}.`;
    case 'cancellation':
      return `I was booked on ${flight}, operated by your airline, which was cancelled${delayText ? `; on the alternative flight I reached my destination ${delayText} late` : ''}.`;
    case 'denied_boarding':
      return `I was denied boarding against my will on ${flight}, operated by your airline, although I presented myself for check-in in time with a confirmed reservation.`;
    case 'missed_connection':
      return `I travelled on ${flight} under a single booking; because of the delay of a flight operated by your airline I missed my connection and reached my final destination ${delayText ? `${delayText} late` : 'more than three hours late'}.`;
  }
}

/** The day `weeks` after `isoDay`. */
export const weeksAfter = (isoDay: string, weeks: number) => new Date(Date.parse(`${isoDay}T12:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

function italianLetter(facts: LetterFacts): LetterBlock[] {
  const count = facts.claimants.length;
  const total = facts.compensationCents * count;
  const body = facts.enforcementBody;
  const amount =
    facts.compensationCents > 0
      ? `Chiedo pertanto la compensazione pecuniaria prevista dall’art. 7 del Regolamento (CE) n. 261/2004, pari a ${money('it', facts.compensationCents)} per passeggero${count > 1 ? `, per ${count} passeggeri: in totale ${money('it', total)}` : ''}.`
      : 'Chiedo pertanto la compensazione pecuniaria prevista dall’art. 7 del Regolamento (CE) n. 261/2004, nella misura che la distanza del volo determina.';
  return [
    { kind: 'paragraph', text: [facts.contactName, facts.email, facts.phone].filter(Boolean).join(' · ') },
    { kind: 'paragraph', text: `Spett.le ${facts.carrierName}\nServizio reclami passeggeri` },
    { kind: 'paragraph', text: dateIn('it', facts.today) },
    { kind: 'title', text: `Oggetto: volo ${facts.flightNumber} del ${dateIn('it', facts.flightDate)} – richiesta di compensazione ai sensi del Regolamento (CE) n. 261/2004 e costituzione in mora` },
    { kind: 'paragraph', text: factsIt(facts) },
    { kind: 'paragraph', text: amount },
    { kind: 'heading', text: 'Passeggeri' },
    ...facts.claimants.map((name): LetterBlock => ({ kind: 'bullet', text: name })),
    ...(facts.bookingReference ? [{ kind: 'paragraph', text: `Codice di prenotazione: ${facts.bookingReference}` } as LetterBlock] : []),
    {
      kind: 'paragraph',
      text: 'La presente vale come costituzione in mora e atto interruttivo della prescrizione ai sensi degli artt. 1219 e 2943 del codice civile.',
    },
    {
      kind: 'paragraph',
      text: `Vi chiedo di rispondere entro ${AIRLINE_ANSWER_WEEKS} settimane dal ricevimento e di indicarmi come ricevere il pagamento. In mancanza di risposta, o di una risposta soddisfacente, presenterò reclamo ${body ? `a ${body.shortName} (${body.fullName})` : 'all’organismo nazionale di controllo competente'} ai sensi dell’art. 16 del Regolamento e mi riservo di agire in giudizio.`,
    },
    { kind: 'heading', text: 'Allegati' },
    { kind: 'bullet', text: 'carta d’imbarco (o, se non disponibile, la conferma del check-in)' },
    { kind: 'bullet', text: 'documento d’identità' },
    { kind: 'bullet', text: 'conferma della prenotazione' },
    { kind: 'paragraph', text: `Distinti saluti,\n${facts.contactName}` },
    { kind: 'heading', text: 'Per te, da non inviare' },
    {
      kind: 'note',
      text: facts.claimsWebFormUrl
        ? `Invia la lettera con il modulo reclami della compagnia: ${facts.claimsWebFormUrl}. Conserva la conferma di invio.`
        : 'Invia la lettera per PEC o raccomandata con ricevuta di ritorno (o con il modulo reclami della compagnia) e conserva la prova di invio: è quella che interrompe la prescrizione.',
    },
    { kind: 'note', text: `Allega la carta d’imbarco, un documento d’identità e la prenotazione. Se la compagnia non risponde entro ${AIRLINE_ANSWER_WEEKS} settimane${body ? `, puoi presentare reclamo a ${body.shortName}: ${body.complaintUrl}` : ''}. ${body?.shortName === 'ENAC' ? 'ENAC può sanzionare la compagnia ma non liquida il risarcimento.' : ''}`.trim() },
    { kind: 'note', text: LIMITATION_ADVICE },
    { kind: 'note', text: `Dopo ${AIRLINE_ANSWER_WEEKS} settimane ti scriviamo: se la compagnia non ha risposto, con un clic dalla tua area riservata ci affidi la pratica (n. ${facts.practiceNumber}). Il nostro compenso, 25 % + IVA, è dovuto solo se la compagnia paga.` },
  ];
}

function englishLetter(facts: LetterFacts): LetterBlock[] {
  const count = facts.claimants.length;
  const total = facts.compensationCents * count;
  const body = facts.enforcementBody;
  const amount =
    facts.compensationCents > 0
      ? `I therefore claim the compensation provided for by Article 7 of Regulation (EC) No 261/2004, of ${money('en', facts.compensationCents)} per passenger${count > 1 ? `, for ${count} passengers: ${money('en', total)} in total` : ''}.`
      : 'I therefore claim the compensation provided for by Article 7 of Regulation (EC) No 261/2004, in the amount set by the distance of the flight.';
  return [
    { kind: 'paragraph', text: [facts.contactName, facts.email, facts.phone].filter(Boolean).join(' · ') },
    { kind: 'paragraph', text: `${facts.carrierName}\nPassenger claims department` },
    { kind: 'paragraph', text: dateIn('en', facts.today) },
    { kind: 'title', text: `Subject: flight ${facts.flightNumber} of ${dateIn('en', facts.flightDate)} – claim for compensation under Regulation (EC) No 261/2004 and formal notice` },
    { kind: 'paragraph', text: factsEn(facts) },
    { kind: 'paragraph', text: amount },
    { kind: 'heading', text: 'Passengers' },
    ...facts.claimants.map((name): LetterBlock => ({ kind: 'bullet', text: name })),
    ...(facts.bookingReference ? [{ kind: 'paragraph', text: `Booking reference: ${facts.bookingReference}` } as LetterBlock] : []),
    {
      kind: 'paragraph',
      text: 'This letter is a formal notice and interrupts the limitation period (Italian Civil Code, Articles 1219 and 2943: «costituzione in mora e atto interruttivo della prescrizione»).',
    },
    {
      kind: 'paragraph',
      text: `Please answer within ${AIRLINE_ANSWER_WEEKS} weeks of receiving this letter and tell me how the payment will be made. Without an answer, or a satisfactory one, I will complain to ${body ? `${body.shortName} (${body.fullName})` : 'the competent national enforcement body'} under Article 16 of the Regulation and reserve the right to take legal action.`,
    },
    { kind: 'heading', text: 'Attachments' },
    { kind: 'bullet', text: 'boarding pass (or, if not available, the check-in confirmation)' },
    { kind: 'bullet', text: 'identity document' },
    { kind: 'bullet', text: 'booking confirmation' },
    { kind: 'paragraph', text: `Yours faithfully,\n${facts.contactName}` },
    { kind: 'heading', text: 'For you, not to send' },
    {
      kind: 'note',
      text: facts.claimsWebFormUrl
        ? `Send the letter through the airline's claim form: ${facts.claimsWebFormUrl}. Keep the confirmation.`
        : 'Send the letter by certified e-mail (PEC) or registered mail with return receipt (or through the airline’s claim form) and keep the proof: it is what interrupts the limitation period.',
    },
    { kind: 'note', text: `Attach the boarding pass, an identity document and the booking. If the airline does not answer within ${AIRLINE_ANSWER_WEEKS} weeks${body ? `, you may complain to ${body.shortName}: ${body.complaintUrl}` : ''}.` },
    { kind: 'note', text: 'In Italy the limitation period is not settled: to be safe, act within one year of the flight.' },
    { kind: 'note', text: `After ${AIRLINE_ANSWER_WEEKS} weeks we will write to you: if the airline has not answered, one click in your passenger area hands the claim (no. ${facts.practiceNumber}) to us. Our fee, 25 % + VAT, is due only if the airline pays.` },
  ];
}

export const letterBlocks = (facts: LetterFacts, language: LetterLanguage): LetterBlock[] => (language === 'en' ? englishLetter(facts) : italianLetter(facts));
