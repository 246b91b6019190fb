import type { Claim } from '../claims/contract.js';
import { airportWithCode } from '../contracts/airports.js';
import { FILE_TYPE_LABELS } from '../documents/contract.js';
import { formatEuroCents } from '../eligibility/index.js';
import type { LetterAttachment } from './claim-demand.js';
import type { DemandLetterLanguage } from './demand-events.js';
import type { DemandsClaim, VerifiedTimes } from './demands-decider.js';

/** The company as the letter's sender and the payee: from configuration. */
export interface LetterCompany {
  name: string;
  address: string;
  vatNumber: string;
  email: string;
  /** The certified e-mail (PEC), at the foot when configured. */
  pec: string | null;
  iban: string;
  bic: string | null;
}

/** A passenger the letter speaks for, and what it claims for them. */
export interface LetterPassenger {
  fullName: string;
  amountCents: number;
}

export interface LetterFacts {
  /** The claim and the wizard's answers: one booking or not decides how a missed connection is told. */
  claim: DemandsClaim;
  /**
   * The passengers with a signed mandate, the only ones the letter names and claims for: a
   * co-passenger who has not signed gave us no right to act for them (not even to name them).
   */
  passengers: LetterPassenger[];
  flight: VerifiedTimes | null;
  language: DemandLetterLanguage;
  company: LetterCompany;
  airlineCode: string;
  carrierName: string | null;
  amountPerPassengerCents: number;
  attachments: LetterAttachment[];
  /** 'YYYY-MM-DD' in Italy. */
  today: string;
}

/** The letter as blocks the PDF lays out: a heading, paragraphs, a list, an amount, or the sender's details at the foot. */
export type LetterBlock =
  | { kind: 'title' | 'heading' | 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'amount'; label: string; value: string; strong?: boolean }
  | { kind: 'foot'; lines: string[] };

/** Dates, times and amounts as the letter's language writes them. */
interface Formats {
  /** 'YYYY-MM-DD…' → «03/10/2026», «3 October 2026». */
  day(isoDate: string): string;
  /** A time as the airport's local clock read it (the ISO string's own offset): «03/10/2026 10:30», «3 October 2026, 10:30». */
  time(iso: string | null): string | null;
  euros(cents: number): string;
}

const clock = (iso: string | null) => {
  const match = iso && /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(iso);
  return match ? { day: match[1]!, time: match[2]! } : null;
};
const ENGLISH_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const ENGLISH_EUROS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const FORMATS: Record<DemandLetterLanguage, Formats> = {
  it: {
    day: (isoDate) => isoDate.slice(0, 10).split('-').reverse().join('/'),
    time(iso) {
      const read = clock(iso);
      return read && `${FORMATS.it.day(read.day)} ${read.time}`;
    },
    euros: formatEuroCents,
  },
  en: {
    day: (isoDate) => ENGLISH_DAY.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    time(iso) {
      const read = clock(iso);
      return read && `${FORMATS.en.day(read.day)}, ${read.time}`;
    },
    euros: (cents) => ENGLISH_EUROS.format(Math.round(cents) / 100),
  },
};
const hoursAndMinutes = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

/** Which letter of Art. 7(1) the amount is, or its half under Art. 7(2). */
function article7(amountCents: number, language: DemandLetterLanguage): string {
  const bands: Record<number, string> = { 25000: 'a', 40000: 'b', 60000: 'c' };
  const halves: Record<number, string> = { 12500: 'a', 20000: 'b', 30000: 'c' };
  if (bands[amountCents]) return language === 'it' ? `art. 7, par. 1, lett. ${bands[amountCents]})` : `Article 7(1)(${bands[amountCents]})`;
  if (halves[amountCents]) return language === 'it' ? `art. 7, par. 1, lett. ${halves[amountCents]}), ridotta del 50% ai sensi dell’art. 7, par. 2` : `Article 7(1)(${halves[amountCents]}), reduced by 50% under Article 7(2)`;
  return language === 'it' ? 'art. 7, par. 1' : 'Article 7(1)';
}

/** The demand letter's words, in Italian or English: facts, verified times, legal basis, amounts, payment, attachments, the company at the foot. */
/** A day as the letter in `language` writes it: «03/10/2026», «3 October 2026». */
export const letterDay = (language: DemandLetterLanguage, isoDate: string): string => FORMATS[language].day(isoDate);

export function letterBlocks(facts: LetterFacts): LetterBlock[] {
  return facts.language === 'it' ? italianLetter(facts) : englishLetter(facts);
}

const routeOf = (claim: Claim) => `${airportWithCode(claim.departureAirport, claim.departureIata)} → ${airportWithCode(claim.arrivalAirport, claim.arrivalIata)}`;
const totalOf = (passengers: LetterPassenger[]) => passengers.reduce((sum, passenger) => sum + passenger.amountCents, 0);
/** Only a claim that says the flights were on one booking is told as one: separate or unknown bookings are not (Folkerts, C-11/11). */
const oneBooking = (claim: DemandsClaim) => claim.singleBooking === 'yes';

function italianLetter(facts: LetterFacts): LetterBlock[] {
  const { claim, flight, company, passengers } = facts;
  const { day, euros } = FORMATS.it;
  const carrier = facts.carrierName ? `${facts.carrierName} (${facts.airlineCode})` : `Compagnia aerea ${facts.airlineCode}`;
  const total = totalOf(passengers);
  const happened: Record<Claim['issueType'], string> = {
    delay: 'Il volo è arrivato a destinazione con un ritardo di tre ore o più.',
    cancellation: 'Il volo è stato cancellato.',
    denied_boarding: 'Ai passeggeri è stato negato l’imbarco contro la loro volontà.',
    missed_connection: oneBooking(claim)
      ? 'A causa del ritardo di un volo della stessa prenotazione i passeggeri hanno perso la coincidenza e sono arrivati a destinazione finale con tre ore o più di ritardo.'
      : 'A causa del ritardo del volo i passeggeri hanno perso il volo in coincidenza.',
  };
  const blocks: LetterBlock[] = [
    { kind: 'paragraph', text: company.name },
    { kind: 'paragraph', text: `Spett.le ${carrier}, ufficio reclami` },
    { kind: 'paragraph', text: `Data: ${day(facts.today)}` },
    { kind: 'title', text: `Richiesta di compensazione ai sensi del Regolamento (CE) n. 261/2004 — volo ${claim.flightNumber} del ${day(claim.flightDate)} — nostra pratica n. ${claim.practiceNumber}` },
    {
      kind: 'paragraph',
      text: `Scriviamo in nome e per conto dei passeggeri indicati di seguito, che ci hanno conferito mandato con rappresentanza (allegato), per chiedere la compensazione pecuniaria prevista dal Regolamento (CE) n. 261/2004.`,
    },
    { kind: 'paragraph', text: FORMAL_NOTICE.it },
    { kind: 'heading', text: '1. I fatti' },
    {
      kind: 'list',
      items: [
        `Volo: ${claim.flightNumber}, operato da ${carrier}`,
        `Data: ${day(claim.flightDate)}`,
        `Tratta: ${routeOf(claim)}`,
        ...(claim.bookingReference ? [`Codice di prenotazione: ${claim.bookingReference}`] : []),
        `Passeggeri: ${passengers.map((passenger) => passenger.fullName).join(', ')}`,
        `Che cosa è accaduto: ${happened[claim.issueType]}`,
      ],
    },
  ];
  if (flight) blocks.push({ kind: 'heading', text: '2. Orari verificati' }, { kind: 'list', items: verifiedItems(flight, 'it') });
  blocks.push({ kind: 'heading', text: `${flight ? 3 : 2}. Base giuridica` }, ...legalBasis(claim, facts.amountPerPassengerCents, 'it'));
  blocks.push({ kind: 'heading', text: `${flight ? 4 : 3}. Importo richiesto` });
  for (const passenger of passengers) blocks.push({ kind: 'amount', label: passenger.fullName, value: euros(passenger.amountCents) });
  blocks.push({ kind: 'amount', label: `Totale (${passengers.length} ${passengers.length === 1 ? 'passeggero' : 'passeggeri'})`, value: euros(total), strong: true });
  blocks.push(
    { kind: 'heading', text: `${flight ? 5 : 4}. Pagamento` },
    {
      kind: 'paragraph',
      text: `Vi chiediamo di versare ${euros(total)} entro 14 giorni dal ricevimento della presente, con bonifico sul conto intestato a ${company.name}: IBAN ${company.iban}${company.bic ? `, BIC ${company.bic}` : ''}, causale «Pratica ${claim.practiceNumber} — volo ${claim.flightNumber} del ${day(claim.flightDate)}».`,
    },
    {
      kind: 'paragraph',
      text: 'Ai sensi dell’art. 7, par. 3, la compensazione è pagata in denaro; buoni di viaggio o altri servizi possono sostituirla solo con l’accordo scritto dei passeggeri, che non hanno dato.',
    },
    { kind: 'heading', text: `${flight ? 6 : 5}. Allegati` },
    { kind: 'list', items: facts.attachments.map((attachment) => attachmentLabel(attachment, 'it')) },
    { kind: 'paragraph', text: `In mancanza di riscontro entro il termine indicato ci riserviamo di rivolgerci all’organismo nazionale competente per l’applicazione del Regolamento e all’autorità giudiziaria competente. Per ogni comunicazione: ${company.email}, citando la pratica n. ${claim.practiceNumber}.` },
    { kind: 'paragraph', text: `Distinti saluti,\n${company.name}` },
    { kind: 'foot', lines: companyFoot(company, 'it') },
  );
  return blocks;
}

function englishLetter(facts: LetterFacts): LetterBlock[] {
  const { claim, flight, company, passengers } = facts;
  const { day, euros } = FORMATS.en;
  const carrier = facts.carrierName ? `${facts.carrierName} (${facts.airlineCode})` : `Airline ${facts.airlineCode}`;
  const total = totalOf(passengers);
  const happened: Record<Claim['issueType'], string> = {
    delay: 'The flight reached its destination three hours or more late.',
    cancellation: 'The flight was cancelled.',
    denied_boarding: 'The passengers were denied boarding against their will.',
    missed_connection: oneBooking(claim)
      ? 'A delayed flight of the same booking made the passengers miss their connection; they reached their final destination three hours or more late.'
      : 'The delay of the flight made the passengers miss their connecting flight.',
  };
  const blocks: LetterBlock[] = [
    { kind: 'paragraph', text: company.name },
    { kind: 'paragraph', text: `To: ${carrier}, Customer Relations / Claims` },
    { kind: 'paragraph', text: `Date: ${day(facts.today)}` },
    { kind: 'title', text: `Claim for compensation under Regulation (EC) No 261/2004 — flight ${claim.flightNumber} of ${day(claim.flightDate)} — our reference ${claim.practiceNumber}` },
    { kind: 'paragraph', text: 'We write on behalf of the passengers listed below, who have given us a mandate to act for them (attached), to claim the compensation provided by Regulation (EC) No 261/2004.' },
    { kind: 'paragraph', text: FORMAL_NOTICE.en },
    { kind: 'heading', text: '1. Facts' },
    {
      kind: 'list',
      items: [
        `Flight: ${claim.flightNumber}, operated by ${carrier}`,
        `Date: ${day(claim.flightDate)}`,
        `Route: ${routeOf(claim)}`,
        ...(claim.bookingReference ? [`Booking reference: ${claim.bookingReference}`] : []),
        `Passengers: ${passengers.map((passenger) => passenger.fullName).join(', ')}`,
        `What happened: ${happened[claim.issueType]}`,
      ],
    },
  ];
  if (flight) blocks.push({ kind: 'heading', text: '2. Verified flight times' }, { kind: 'list', items: verifiedItems(flight, 'en') });
  blocks.push({ kind: 'heading', text: `${flight ? 3 : 2}. Legal basis` }, ...legalBasis(claim, facts.amountPerPassengerCents, 'en'));
  blocks.push({ kind: 'heading', text: `${flight ? 4 : 3}. Amount claimed` });
  for (const passenger of passengers) blocks.push({ kind: 'amount', label: passenger.fullName, value: euros(passenger.amountCents) });
  blocks.push({ kind: 'amount', label: `Total (${passengers.length} ${passengers.length === 1 ? 'passenger' : 'passengers'})`, value: euros(total), strong: true });
  blocks.push(
    { kind: 'heading', text: `${flight ? 5 : 4}. Payment` },
    {
      kind: 'paragraph',
      text: `Please pay ${euros(total)} within 14 days of receiving this letter by bank transfer to the account of ${company.name}: IBAN ${company.iban}${company.bic ? `, BIC ${company.bic}` : ''}, reference “${claim.practiceNumber} — flight ${claim.flightNumber} of ${day(claim.flightDate)}”.`,
    },
    { kind: 'paragraph', text: 'Under Article 7(3) the compensation is paid in money; travel vouchers or other services may replace it only with the passengers’ signed agreement, which they have not given.' },
    { kind: 'heading', text: `${flight ? 6 : 5}. Attachments` },
    { kind: 'list', items: facts.attachments.map((attachment) => attachmentLabel(attachment, 'en')) },
    { kind: 'paragraph', text: `Failing an answer within that time we reserve the right to refer the matter to the competent national enforcement body and to the competent court. Please write to ${company.email}, quoting reference ${claim.practiceNumber}.` },
    { kind: 'paragraph', text: `Yours faithfully,\n${company.name}` },
    { kind: 'foot', lines: companyFoot(company, 'en') },
  );
  return blocks;
}

/** EU261.md, «Limitation periods»: a written demand puts the carrier in default and interrupts the limitation period. */
const FORMAL_NOTICE: Record<DemandLetterLanguage, string> = {
  it: 'Il presente atto vale come costituzione in mora ai sensi dell’art. 1219 c.c. e come atto interruttivo della prescrizione ai sensi dell’art. 2943, comma 4, c.c.',
  en: 'This letter is a formal notice placing the carrier in default under Article 1219 of the Italian Civil Code and interrupts the limitation period under Article 2943(4) of the Italian Civil Code.',
};

const ATTACHMENT_NAMES: Record<DemandLetterLanguage, Record<LetterAttachment['fileType'], string>> = {
  it: { mandate: FILE_TYPE_LABELS.mandate, carta_imbarco: FILE_TYPE_LABELS.carta_imbarco },
  en: { mandate: 'Signed mandate', carta_imbarco: 'Boarding pass' },
};

const attachmentLabel = (attachment: LetterAttachment, language: DemandLetterLanguage) =>
  attachment.fileType === 'mandate' ? `${ATTACHMENT_NAMES[language].mandate} — ${attachment.passenger}` : `${ATTACHMENT_NAMES[language].carta_imbarco} (${attachment.fileName})`;

/** The sender's details at the foot: name, registered address, VAT number, certified e-mail when configured, e-mail. */
function companyFoot(company: LetterCompany, language: DemandLetterLanguage): string[] {
  const it = language === 'it';
  return [
    company.name,
    company.address,
    `${it ? 'P.IVA' : 'VAT No'} ${company.vatNumber}`,
    ...(company.pec ? [`${it ? 'PEC' : 'Certified e-mail'}: ${company.pec}`] : []),
    `E-mail: ${company.email}`,
  ];
}

function verifiedItems(flight: VerifiedTimes, language: DemandLetterLanguage): string[] {
  const it = language === 'it';
  const { time } = FORMATS[language];
  const row = (label: string, value: string | null) => (value ? [`${label}: ${value}`] : []);
  const status = {
    landed: it ? 'atterrato' : 'landed',
    cancelled: it ? 'cancellato' : 'cancelled',
    diverted: it ? `dirottato${flight.divertedTo ? ` su ${flight.divertedTo}` : ''}` : `diverted${flight.divertedTo ? ` to ${flight.divertedTo}` : ''}`,
    unknown: it ? 'non noto' : 'unknown',
  }[flight.status];
  // The operator's note on where the times come from is their own words, in Italian: the English letter does not quote it.
  const source =
    flight.source === 'provider'
      ? it
        ? 'dati di volo del servizio AeroDataBox'
        : 'flight data from the AeroDataBox service'
      : it
        ? `rilevati da ${flight.evidence ?? 'fonte indicata dall’operatore'}`
        : 'recorded by our staff from the evidence on file';
  return [
    ...row(it ? 'Partenza prevista' : 'Scheduled departure', time(flight.scheduledDeparture)),
    ...row(it ? 'Partenza effettiva' : 'Actual departure', time(flight.actualDeparture)),
    ...row(it ? 'Arrivo previsto' : 'Scheduled arrival', time(flight.scheduledArrival)),
    ...row(it ? 'Arrivo effettivo' : 'Actual arrival', time(flight.actualArrival)),
    ...row(it ? 'Ritardo all’arrivo' : 'Arrival delay', flight.arrivalDelayMinutes !== null && flight.arrivalDelayMinutes > 0 ? hoursAndMinutes(flight.arrivalDelayMinutes) : null),
    `${it ? 'Stato del volo' : 'Flight status'}: ${status}`,
    `${it ? 'Fonte' : 'Source'}: ${source}`,
  ];
}

/** The articles and cases of EU261.md that the issue calls for. */
function legalBasis(claim: DemandsClaim, amountCents: number, language: DemandLetterLanguage): LetterBlock[] {
  const it = language === 'it';
  const items: string[] = [];
  switch (claim.issueType) {
    case 'delay':
    case 'missed_connection':
      items.push(
        it
          ? 'Artt. 6 e 7 del Regolamento (CE) n. 261/2004, come interpretati dalla Corte di giustizia nelle sentenze Sturgeon (C-402/07 e C-432/07) e Nelson (C-581/10): il passeggero che arriva a destinazione finale con un ritardo pari o superiore a tre ore ha diritto alla stessa compensazione prevista per la cancellazione.'
          : 'Articles 6 and 7 of Regulation (EC) No 261/2004, as interpreted by the Court of Justice in Sturgeon (C-402/07 and C-432/07) and Nelson (C-581/10): passengers reaching their final destination three hours or more late are entitled to the same compensation as for a cancellation.',
      );
      if (claim.issueType === 'missed_connection' && oneBooking(claim)) {
        items.push(
          it
            ? 'Con coincidenza persa nella stessa prenotazione conta il ritardo all’arrivo a destinazione finale (Folkerts, C-11/11).'
            : 'With a missed connection on a single booking, what counts is the delay at the final destination (Folkerts, C-11/11).',
        );
      }
      break;
    case 'cancellation':
      items.push(
        it
          ? 'Art. 5, par. 1, lett. c), e art. 7 del Regolamento (CE) n. 261/2004: la cancellazione comunicata meno di 14 giorni prima della partenza, senza un volo alternativo negli orari previsti, dà diritto alla compensazione.'
          : 'Article 5(1)(c) and Article 7 of Regulation (EC) No 261/2004: a cancellation notified less than 14 days before departure, without re-routing within the times the Regulation allows, gives the right to compensation.',
      );
      break;
    case 'denied_boarding':
      items.push(
        it
          ? 'Art. 4, par. 3, e art. 7 del Regolamento (CE) n. 261/2004: il passeggero a cui è negato l’imbarco contro la sua volontà ha diritto immediatamente alla compensazione.'
          : 'Article 4(3) and Article 7 of Regulation (EC) No 261/2004: passengers denied boarding against their will are entitled to compensation immediately.',
      );
      break;
  }
  items.push(
    it
      ? `Importo per passeggero: ${FORMATS.it.euros(amountCents)}, ${article7(amountCents, 'it')}, in base alla distanza ortodromica tra aeroporto di partenza e destinazione finale (art. 7, par. 4).`
      : `Amount per passenger: ${FORMATS.en.euros(amountCents)}, ${article7(amountCents, 'en')}, by the great-circle distance between the departure airport and the final destination (Article 7(4)).`,
  );
  if (claim.issueType !== 'denied_boarding') {
    items.push(
      it
        ? 'Art. 5, par. 3: spetta al vettore provare che il disservizio è dovuto a circostanze eccezionali che non si sarebbero potute evitare anche adottando tutte le misure del caso (Wallentin-Hermann, C-549/07); i problemi tecnici emersi nella normale attività non lo sono, né lo sciopero del personale del vettore (Krüsemann, C-195/17; Airhelp c. SAS, C-28/20).'
        : 'Article 5(3): the carrier must prove that the disruption was caused by extraordinary circumstances which could not have been avoided even if all reasonable measures had been taken (Wallentin-Hermann, C-549/07); technical problems arising in normal operation are not such, nor is a strike of the carrier’s own staff (Krüsemann, C-195/17; Airhelp v SAS, C-28/20).',
    );
  }
  return [{ kind: 'list', items }];
}
