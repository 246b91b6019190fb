import type { Claim } from '../claims/contract.js';
import { airportWithCode } from '../contracts/airports.js';
import { formatEuroCents } from '../eligibility/index.js';
import type { DemandLetterLanguage } from './demand-events.js';
import type { VerifiedTimes } from './demands-decider.js';

/** The company as the letter's sender and the payee: from configuration. */
export interface LetterCompany {
  name: string;
  address: string;
  vatNumber: string;
  email: string;
  iban: string;
  bic: string | null;
}

/** A passenger the letter speaks for, and what it claims for them. */
export interface LetterPassenger {
  fullName: string;
  amountCents: number;
}

export interface LetterFacts {
  claim: Claim;
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
  attachments: string[];
  /** 'YYYY-MM-DD' in Italy. */
  today: string;
}

/** The letter as blocks the PDF lays out: a heading, paragraphs, or a list. */
export type LetterBlock = { kind: 'title' | 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] } | { kind: 'amount'; label: string; value: string; strong?: boolean };

const date = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
/** A time as the airport's local clock read it (the ISO string's own offset), «12/10/2026 10:30». */
const localTime = (iso: string | null) => {
  const match = iso && /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}` : null;
};
const hoursAndMinutes = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
const euros = (cents: number) => formatEuroCents(cents);

/** Which letter of Art. 7(1) the amount is, or its half under Art. 7(2). */
function article7(amountCents: number, language: DemandLetterLanguage): string {
  const bands: Record<number, string> = { 25000: 'a', 40000: 'b', 60000: 'c' };
  const halves: Record<number, string> = { 12500: 'a', 20000: 'b', 30000: 'c' };
  if (bands[amountCents]) return language === 'it' ? `art. 7, par. 1, lett. ${bands[amountCents]})` : `Article 7(1)(${bands[amountCents]})`;
  if (halves[amountCents]) return language === 'it' ? `art. 7, par. 1, lett. ${halves[amountCents]}), ridotta del 50% ai sensi dell’art. 7, par. 2` : `Article 7(1)(${halves[amountCents]}), reduced by 50% under Article 7(2)`;
  return language === 'it' ? 'art. 7, par. 1' : 'Article 7(1)';
}

/** The demand letter's words, in Italian or English: facts, verified times, legal basis, amounts, payment, attachments. */
export function letterBlocks(facts: LetterFacts): LetterBlock[] {
  return facts.language === 'it' ? italianLetter(facts) : englishLetter(facts);
}

function italianLetter(facts: LetterFacts): LetterBlock[] {
  const { claim, flight, company } = facts;
  const route = `${airportWithCode(claim.departureAirport, claim.departureIata)} → ${airportWithCode(claim.arrivalAirport, claim.arrivalIata)}`;
  const carrier = facts.carrierName ? `${facts.carrierName} (${facts.airlineCode})` : `Compagnia aerea ${facts.airlineCode}`;
  const { passengers } = facts;
  const total = passengers.reduce((sum, passenger) => sum + passenger.amountCents, 0);
  const happened: Record<Claim['issueType'], string> = {
    delay: 'Il volo è arrivato a destinazione con un ritardo di tre ore o più.',
    cancellation: 'Il volo è stato cancellato.',
    denied_boarding: 'Ai passeggeri è stato negato l’imbarco contro la loro volontà.',
    missed_connection: 'A causa del ritardo di un volo della stessa prenotazione i passeggeri hanno perso la coincidenza e sono arrivati a destinazione finale con tre ore o più di ritardo.',
  };
  const blocks: LetterBlock[] = [
    { kind: 'paragraph', text: `${company.name} — ${company.address} — P.IVA ${company.vatNumber} — ${company.email}` },
    { kind: 'paragraph', text: `Spett.le ${carrier}, ufficio reclami` },
    { kind: 'paragraph', text: `Data: ${date(facts.today)}` },
    { kind: 'title', text: `Richiesta di compensazione ai sensi del Regolamento (CE) n. 261/2004 — volo ${claim.flightNumber} del ${date(claim.flightDate)} — nostra pratica n. ${claim.practiceNumber}` },
    {
      kind: 'paragraph',
      text: `Scriviamo in nome e per conto dei passeggeri indicati di seguito, che ci hanno conferito mandato con rappresentanza (allegato), per chiedere la compensazione pecuniaria prevista dal Regolamento (CE) n. 261/2004.`,
    },
    { kind: 'heading', text: '1. I fatti' },
    {
      kind: 'list',
      items: [
        `Volo: ${claim.flightNumber}, operato da ${carrier}`,
        `Data: ${date(claim.flightDate)}`,
        `Tratta: ${route}`,
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
      text: `Vi chiediamo di versare ${euros(total)} entro 14 giorni dal ricevimento della presente, con bonifico sul conto intestato a ${company.name}: IBAN ${company.iban}${company.bic ? `, BIC ${company.bic}` : ''}, causale «Pratica ${claim.practiceNumber} — volo ${claim.flightNumber} del ${date(claim.flightDate)}».`,
    },
    {
      kind: 'paragraph',
      text: 'Ai sensi dell’art. 7, par. 3, la compensazione è pagata in denaro; buoni di viaggio o altri servizi possono sostituirla solo con l’accordo scritto dei passeggeri, che non hanno dato.',
    },
    { kind: 'heading', text: `${flight ? 6 : 5}. Allegati` },
    { kind: 'list', items: facts.attachments },
    { kind: 'paragraph', text: `In mancanza di riscontro entro il termine indicato ci riserviamo di rivolgerci all’ENAC e all’autorità giudiziaria competente. Per ogni comunicazione: ${company.email}, citando la pratica n. ${claim.practiceNumber}.` },
    { kind: 'paragraph', text: `Distinti saluti,\n${company.name}` },
  );
  return blocks;
}

function englishLetter(facts: LetterFacts): LetterBlock[] {
  const { claim, flight, company } = facts;
  const route = `${airportWithCode(claim.departureAirport, claim.departureIata)} → ${airportWithCode(claim.arrivalAirport, claim.arrivalIata)}`;
  const carrier = facts.carrierName ? `${facts.carrierName} (${facts.airlineCode})` : `Airline ${facts.airlineCode}`;
  const { passengers } = facts;
  const total = passengers.reduce((sum, passenger) => sum + passenger.amountCents, 0);
  const happened: Record<Claim['issueType'], string> = {
    delay: 'The flight reached its destination three hours or more late.',
    cancellation: 'The flight was cancelled.',
    denied_boarding: 'The passengers were denied boarding against their will.',
    missed_connection: 'A delayed flight of the same booking made the passengers miss their connection; they reached their final destination three hours or more late.',
  };
  const blocks: LetterBlock[] = [
    { kind: 'paragraph', text: `${company.name} — ${company.address} — VAT ${company.vatNumber} — ${company.email}` },
    { kind: 'paragraph', text: `To: ${carrier}, Customer Relations / Claims` },
    { kind: 'paragraph', text: `Date: ${date(facts.today)}` },
    { kind: 'title', text: `Claim for compensation under Regulation (EC) No 261/2004 — flight ${claim.flightNumber} of ${date(claim.flightDate)} — our reference ${claim.practiceNumber}` },
    { kind: 'paragraph', text: 'We write on behalf of the passengers listed below, who have given us a mandate to act for them (attached), to claim the compensation provided by Regulation (EC) No 261/2004.' },
    { kind: 'heading', text: '1. Facts' },
    {
      kind: 'list',
      items: [
        `Flight: ${claim.flightNumber}, operated by ${carrier}`,
        `Date: ${date(claim.flightDate)}`,
        `Route: ${route}`,
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
      text: `Please pay ${euros(total)} within 14 days of receiving this letter by bank transfer to the account of ${company.name}: IBAN ${company.iban}${company.bic ? `, BIC ${company.bic}` : ''}, reference «${claim.practiceNumber} — flight ${claim.flightNumber} of ${date(claim.flightDate)}».`,
    },
    { kind: 'paragraph', text: 'Under Article 7(3) the compensation is paid in money; travel vouchers or other services may replace it only with the passengers’ signed agreement, which they have not given.' },
    { kind: 'heading', text: `${flight ? 6 : 5}. Attachments` },
    { kind: 'list', items: facts.attachments },
    { kind: 'paragraph', text: `Failing an answer within that time we reserve the right to refer the matter to the national enforcement body (ENAC) and to the competent court. Please write to ${company.email}, quoting reference ${claim.practiceNumber}.` },
    { kind: 'paragraph', text: `Yours faithfully,\n${company.name}` },
  );
  return blocks;
}

function verifiedItems(flight: VerifiedTimes, language: DemandLetterLanguage): string[] {
  const it = language === 'it';
  const row = (label: string, value: string | null) => (value ? [`${label}: ${value}`] : []);
  const status = {
    landed: it ? 'atterrato' : 'landed',
    cancelled: it ? 'cancellato' : 'cancelled',
    diverted: it ? `dirottato${flight.divertedTo ? ` su ${flight.divertedTo}` : ''}` : `diverted${flight.divertedTo ? ` to ${flight.divertedTo}` : ''}`,
    unknown: it ? 'non noto' : 'unknown',
  }[flight.status];
  const source =
    flight.source === 'provider'
      ? it
        ? 'dati di volo del servizio AeroDataBox'
        : 'flight data from the AeroDataBox service'
      : it
        ? `rilevati da ${flight.evidence ?? 'fonte indicata dall’operatore'}`
        : `recorded from ${flight.evidence ?? 'the source our operator named'}`;
  return [
    ...row(it ? 'Partenza prevista' : 'Scheduled departure', localTime(flight.scheduledDeparture)),
    ...row(it ? 'Partenza effettiva' : 'Actual departure', localTime(flight.actualDeparture)),
    ...row(it ? 'Arrivo previsto' : 'Scheduled arrival', localTime(flight.scheduledArrival)),
    ...row(it ? 'Arrivo effettivo' : 'Actual arrival', localTime(flight.actualArrival)),
    ...row(it ? 'Ritardo all’arrivo' : 'Arrival delay', flight.arrivalDelayMinutes !== null && flight.arrivalDelayMinutes > 0 ? hoursAndMinutes(flight.arrivalDelayMinutes) : null),
    `${it ? 'Stato del volo' : 'Flight status'}: ${status}`,
    `${it ? 'Fonte' : 'Source'}: ${source}`,
  ];
}

/** The articles and cases of EU261.md that the issue calls for. */
function legalBasis(claim: Claim, amountCents: number, language: DemandLetterLanguage): LetterBlock[] {
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
      if (claim.issueType === 'missed_connection') {
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
      ? `Importo per passeggero: ${formatEuroCents(amountCents)}, ${article7(amountCents, 'it')}, in base alla distanza ortodromica tra aeroporto di partenza e destinazione finale (art. 7, par. 4).`
      : `Amount per passenger: ${formatEuroCents(amountCents)}, ${article7(amountCents, 'en')}, by the great-circle distance between the departure airport and the final destination (Article 7(4)).`,
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
