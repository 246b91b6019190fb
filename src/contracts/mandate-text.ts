import { formatEuroCents, formatItalianNumber, HEADLINE_PRICE, VAT_INCLUSIVE_PERCENT, type FeeBreakdown } from '../eligibility/index.js';
import { TERMS_VERSION } from './legal-texts.js';

/**
 * The mandate with representation ("mandato con rappresentanza"), word for word: the terms page
 * (/termini, section 6) shows it with its blanks, the signing step shows it filled for the claim, and
 * the server prints the same words in the signed PDF. Change the words here and in TERMS_VERSION.
 */
export const MANDATE_TITLE = 'Mandato con rappresentanza';

/** The blanks and what the terms page prints in their place. */
export const MANDATE_BLANKS = {
  signerName: 'nome e cognome',
  /** Only when a parent or guardian signs for a minor; the terms page shows it as an optional clause. */
  minorName: 'nome e cognome del minore',
  flightNumber: 'numero del volo',
  flightDate: 'data',
  departureAirport: 'aeroporto di partenza',
  arrivalAirport: 'aeroporto di arrivo',
  practiceNumber: 'numero di pratica',
  /** The passenger's own amounts (see `estimateValues`): each passenger signs for their own money. */
  estimatedCompensation: 'risarcimento stimato in euro',
  feeAmount: 'compenso in euro, IVA inclusa',
  netAmount: 'netto in euro',
  companyName: 'ragione sociale',
  companyAddress: 'sede',
  companyVatNumber: 'partita IVA',
  placeAndDate: 'luogo e data',
  signature: 'firma',
} as const;
export type MandateBlank = keyof typeof MANDATE_BLANKS;
export type MandateValues = Partial<Record<MandateBlank, string>>;

/** A piece of text: words, a blank, or words shown only when a minor's guardian signs. */
export type MandateSegment = string | { blank: MandateBlank } | { forMinor: MandateSegment[] };
export interface MandateBlock {
  kind: 'title' | 'paragraph' | 'item' | 'signature';
  segments: MandateSegment[];
}

const b = (blank: MandateBlank) => ({ blank });

export const MANDATE_BLOCKS: readonly MandateBlock[] = [
  { kind: 'title', segments: [MANDATE_TITLE.toUpperCase()] },
  {
    kind: 'paragraph',
    segments: [
      'Io sottoscritto/a ',
      b('signerName'),
      { forMinor: [', in qualità di genitore o tutore di ', b('minorName'), ','] },
      ' passeggero/a del volo ',
      b('flightNumber'),
      ' del ',
      b('flightDate'),
      ' da ',
      b('departureAirport'),
      ' a ',
      b('arrivalAirport'),
      ', pratica n. ',
      b('practiceNumber'),
      ',',
    ],
  },
  {
    kind: 'paragraph',
    segments: [
      'conferisco a ',
      b('companyName'),
      ', con sede in ',
      b('companyAddress'),
      ', partita IVA ',
      b('companyVatNumber'),
      ` («mandatario»), mandato con rappresentanza ai sensi degli artt. 1387 e seguenti e 1703 e seguenti del codice civile, alle condizioni dei Termini del servizio versione ${TERMS_VERSION}, perché in mio nome e per mio conto:`,
    ],
  },
  {
    kind: 'item',
    segments: [
      'a) chieda alla compagnia aerea la compensazione pecuniaria e ogni altra somma che mi spetti per il volo indicato ai sensi del Regolamento (CE) n. 261/2004 e, per i bagagli, della Convenzione di Montreal, e ottenga le informazioni e i documenti relativi al volo;',
    ],
  },
  { kind: 'item', segments: ['b) presenti reclamo all’ENAC o all’organismo nazionale di un altro Stato competente per il volo e partecipi a procedure di conciliazione;'] },
  {
    kind: 'item',
    segments: [
      'c) affidi ad avvocati di sua scelta l’azione in giudizio, solo dopo aver ottenuto il mio consenso per ciascuna causa, senza costi per me oltre al compenso pattuito, sottoscrivendo io, quando serve, la procura alle liti con atto separato; se la causa è persa, le spese legali che il giudice liquida a favore della compagnia aerea sono a carico del mandatario;',
    ],
  },
  {
    kind: 'item',
    segments: [
      'd) riceva il pagamento dalla compagnia aerea, ne rilasci quietanza, trattenga il compenso pattuito nei Termini del servizio e mi versi senza ritardo il resto sul conto che indicherò;',
    ],
  },
  { kind: 'item', segments: ['e) concluda accordi con la compagnia aerea, ma per somme inferiori a quelle richieste o per pagamenti diversi dal denaro (buoni, voucher) solo con il mio consenso scritto.'] },
  {
    kind: 'paragraph',
    segments: ['Importi per il passeggero, su stima: risarcimento ', b('estimatedCompensation'), '; compenso del mandatario, IVA inclusa, ', b('feeAmount'), '; netto per il passeggero ', b('netAmount'), '.'],
  },
  {
    kind: 'paragraph',
    segments: [
      `Il compenso, pari al ${HEADLINE_PRICE}, è dovuto solo sulla somma effettivamente ricevuta in denaro dalla compagnia aerea per il passeggero: se la compagnia non paga non è dovuto nulla, se paga in parte si calcola su quanto ha pagato, e non è dovuto su buoni o voucher accettati al posto del denaro. La stima non è una garanzia del risultato.`,
    ],
  },
  {
    kind: 'paragraph',
    segments: ['Il mandato riguarda solo il volo indicato. Dichiaro di non aver affidato la stessa richiesta ad altri. Posso revocare il mandato in qualsiasi momento, alle condizioni dei Termini del servizio.'],
  },
  { kind: 'signature', segments: [b('placeAndDate'), ' · ', b('signature')] },
];

/** What the terms say of the amounts in the mandate, word for word on /termini and in the terms' PDF. */
export const MANDATE_AMOUNTS_NOTE =
  'Ogni passeggero firma il proprio mandato, che indica i suoi importi: il risarcimento stimato, il nostro compenso in euro (IVA inclusa) e quanto gli resta. Se il diritto al risarcimento è ancora da verificare, il mandato lo dice al posto della cifra. Il compenso è dovuto solo sulla somma effettivamente ricevuta in denaro dalla compagnia aerea.';

/** A passenger's amounts as the mandate states them; `null`: the right is still to be verified, so no amount is estimated yet. */
export function estimateValues(estimate: FeeBreakdown | null): Pick<MandateValues, 'estimatedCompensation' | 'feeAmount' | 'netAmount'> {
  if (!estimate) {
    return { estimatedCompensation: 'non ancora stimabile, perché il diritto è da verificare', feeAmount: `pari al ${formatItalianNumber(VAT_INCLUSIVE_PERCENT)} % della somma incassata`, netAmount: 'il resto' };
  }
  return { estimatedCompensation: formatEuroCents(estimate.compensationCents), feeAmount: formatEuroCents(estimate.feeCents), netAmount: formatEuroCents(estimate.netCents) };
}

/** One block's words with the blanks filled; `minor` keeps the guardian's clause. A blank left empty reads `[what goes there]`. */
export function fillSegments(segments: readonly MandateSegment[], values: MandateValues, minor: boolean): string {
  return segments
    .map((segment) => {
      if (typeof segment === 'string') return segment;
      if ('blank' in segment) return values[segment.blank] ?? `[${MANDATE_BLANKS[segment.blank]}]`;
      return minor ? fillSegments(segment.forMinor, values, minor) : '';
    })
    .join('');
}

/**
 * The mandate as one passenger signs it: the blocks above filled, one per line, without the signature
 * line (the PDF prints who signed, when and how). Its SHA-256 is the "impronta del testo" in the PDF.
 */
export function mandateText(values: MandateValues, minor: boolean): string {
  return MANDATE_BLOCKS.filter((block) => block.kind !== 'signature')
    .map((block) => fillSegments(block.segments, values, minor))
    .join('\n');
}

/** The consent the signer gives, word for word on the signing step. */
export const MANDATE_CONSENT_LABEL = 'Ho letto e accetto il mandato con rappresentanza';
