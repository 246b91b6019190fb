import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/claims/contract.js';
import { airlineCodeOf, mandatedPassengers, missingForLetter } from '../../../src/demands/claim-demand.js';
import { initialDemandsState, type DemandsClaim, type DemandsState, type VerifiedTimes } from '../../../src/demands/demands-decider.js';
import { letterBlocks, type LetterBlock, type LetterFacts } from '../../../src/demands/letter-content.js';

const claim = (overrides: Partial<DemandsClaim> = {}): DemandsClaim =>
  ({
    id: 7,
    practiceNumber: '482913',
    flightNumber: 'AZ610',
    flightDate: '2026-10-03',
    departureAirport: 'Roma Fiumicino',
    arrivalAirport: 'New York JFK',
    departureIata: 'FCO',
    arrivalIata: 'JFK',
    issueType: 'delay',
    bookingReference: 'X7K2QL',
    compensationAmount: 600,
    passengers: [
      { passengerId: 1, fullName: 'Giovanni Esposito', dateOfBirth: '1980-05-12', email: 'g@example.it' },
      { passengerId: 2, fullName: 'Luca Esposito', dateOfBirth: '2016-07-21', email: null },
    ],
    ...overrides,
  }) as DemandsClaim;

const verified: VerifiedTimes = {
  scheduledDeparture: '2026-10-03T10:15:00+02:00',
  actualDeparture: '2026-10-03T15:05:00+02:00',
  scheduledArrival: '2026-10-03T13:40:00-04:00',
  actualArrival: '2026-10-03T18:52:00-04:00',
  status: 'landed',
  arrivalDelayMinutes: 312,
  divertedTo: null,
  source: 'provider',
  evidence: null,
  operatingCarrier: 'AZ',
};

const facts = (overrides: Partial<LetterFacts> = {}): LetterFacts => ({
  claim: claim(),
  passengers: [
    { fullName: 'Giovanni Esposito', amountCents: 60000 },
    { fullName: 'Luca Esposito', amountCents: 60000 },
  ],
  flight: verified,
  language: 'it',
  company: {
    name: 'RimborsoVolo24 S.r.l.',
    address: 'Via Roma 1, 00100 Roma (RM)',
    vatNumber: 'IT01234567890',
    email: 'pratiche@rimborsovolo24.it',
    pec: 'rimborsovolo24@pec.it',
    iban: 'IT03L0300203280000400162854',
    bic: 'BPMOIT22XXX',
  },
  airlineCode: 'AZ',
  carrierName: 'ITA Airways',
  amountPerPassengerCents: 60000,
  attachments: [
    { documentId: 'm1', fileName: 'mandato-1.pdf', fileType: 'mandate', passenger: 'Giovanni Esposito' },
    { documentId: 'm2', fileName: 'mandato-2.pdf', fileType: 'mandate', passenger: 'Luca Esposito' },
    { documentId: 'b1', fileName: 'boarding-pass.pdf', fileType: 'carta_imbarco' },
  ],
  today: '2026-11-24',
  ...overrides,
});

/** The letter as one text, no-break spaces as spaces. */
const text = (blocks: LetterBlock[]) =>
  blocks
    .map((block) => ('text' in block ? block.text : 'items' in block ? block.items.join('\n') : 'lines' in block ? block.lines.join('\n') : `${block.label} ${block.value}`))
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');

describe('the demand letter’s words', () => {
  it('when a two-passenger delay with verified times is written in Italian, then it states the facts, the times, Sturgeon/Nelson and Art. 5(3), 600 € each, 1.200 € in all, and our IBAN', () => {
    const letter = text(letterBlocks(facts()));

    expect(letter).toContain('volo AZ610 del 03/10/2026 — nostra pratica n. 482913');
    expect(letter).toContain('Tratta: Roma Fiumicino (FCO) → New York JFK (JFK)');
    expect(letter).toContain('Codice di prenotazione: X7K2QL');
    expect(letter).toContain('Arrivo previsto: 03/10/2026 13:40');
    expect(letter).toContain('Arrivo effettivo: 03/10/2026 18:52');
    expect(letter).toContain('Ritardo all’arrivo: 5 h 12 min');
    expect(letter).toContain('Fonte: dati di volo del servizio AeroDataBox');
    expect(letter).toContain('Sturgeon (C-402/07 e C-432/07) e Nelson (C-581/10)');
    expect(letter).toContain('art. 7, par. 1, lett. c)');
    expect(letter).toContain('Art. 5, par. 3');
    expect(letter).toContain('Wallentin-Hermann, C-549/07');
    expect(letter).toContain('Giovanni Esposito 600,00 €');
    expect(letter).toContain('Luca Esposito 600,00 €');
    expect(letter).toContain('Totale (2 passeggeri) 1.200,00 €');
    expect(letter).toContain('IBAN IT03L0300203280000400162854, BIC BPMOIT22XXX');
    expect(letter).toContain('art. 7, par. 3');
    expect(letter).toContain('Mandato firmato — Giovanni Esposito');
    expect(letter).toContain("Carta d'imbarco (boarding-pass.pdf)");
  });

  it('when there are no verified times, then the letter has no times section and its headings stay numbered in order', () => {
    const headings = letterBlocks(facts({ flight: null })).flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
    expect(headings).toEqual(['1. I fatti', '2. Base giuridica', '3. Importo richiesto', '4. Pagamento', '5. Allegati']);
  });

  it('when the flight was cancelled or boarding denied, then the legal basis is Art. 5(1)(c) or Art. 4(3), and a halved amount names Art. 7(2)', () => {
    expect(text(letterBlocks(facts({ claim: claim({ issueType: 'cancellation' }) })))).toContain('Art. 5, par. 1, lett. c), e art. 7');
    const denied = text(letterBlocks(facts({ claim: claim({ issueType: 'denied_boarding' }) })));
    expect(denied).toContain('Art. 4, par. 3, e art. 7');
    expect(denied).not.toContain('Art. 5, par. 3');
    expect(text(letterBlocks(facts({ amountPerPassengerCents: 30000 })))).toContain('ridotta del 50% ai sensi dell’art. 7, par. 2');
    expect(text(letterBlocks(facts({ claim: claim({ issueType: 'missed_connection', singleBooking: 'yes' }) })))).toContain('Folkerts, C-11/11');
  });

  it('when the claim keeps the airports as the wizard showed them, with their codes, then the letter names each airport once, in Italian and in English', () => {
    const wizardNames = claim({ departureAirport: 'Venezia Marco Polo (VCE)', departureIata: 'VCE', arrivalAirport: 'Parigi Charles de Gaulle (CDG)', arrivalIata: 'CDG' });
    for (const language of ['it', 'en'] as const) {
      const letter = text(letterBlocks(facts({ claim: wizardNames, language })));
      expect(letter).toContain('Venezia Marco Polo (VCE) → Parigi Charles de Gaulle (CDG)');
      expect(letter.split('VCE')).toHaveLength(2);
      expect(letter.split('CDG')).toHaveLength(2);
    }
  });

  it('when the letter is written, then in either language it says it is a formal notice that interrupts the limitation period (artt. 1219 and 2943 c.c.)', () => {
    expect(text(letterBlocks(facts()))).toContain(
      'Il presente atto vale come costituzione in mora ai sensi dell’art. 1219 c.c. e come atto interruttivo della prescrizione ai sensi dell’art. 2943, comma 4, c.c.',
    );
    expect(text(letterBlocks(facts({ language: 'en' })))).toContain(
      'This letter is a formal notice placing the carrier in default under Article 1219 of the Italian Civil Code and interrupts the limitation period under Article 2943(4) of the Italian Civil Code.',
    );
  });

  it('when the carrier is foreign, then the letter is in English with the same facts and figures, its dates and amounts written the English way', () => {
    const letter = text(letterBlocks(facts({ language: 'en', carrierName: 'Lufthansa', airlineCode: 'LH', flight: { ...verified, status: 'diverted', divertedTo: 'EWR' } })));
    expect(letter).toContain('Claim for compensation under Regulation (EC) No 261/2004 — flight AZ610 of 3 October 2026');
    expect(letter).toContain('Scheduled arrival: 3 October 2026, 13:40');
    expect(letter).toContain('Flight status: diverted to EWR');
    expect(letter).toContain('Sturgeon (C-402/07 and C-432/07) and Nelson (C-581/10)');
    expect(letter).toContain('Article 7(1)(c)');
    expect(letter).toContain('Giovanni Esposito €600.00');
    expect(letter).toContain('Total (2 passengers) €1,200.00');
    expect(letter).toContain('Please pay €1,200.00');
    expect(letter).toContain('Lufthansa (LH)');
    expect(letter).toContain('Signed mandate — Giovanni Esposito');
    expect(letter).toContain('Boarding pass (boarding-pass.pdf)');
  });

  it('when the letter is in English, then no Italian is left in it: not the attachments’ names, the operator’s note on the times, dates, amounts or the company’s labels', () => {
    const byHand: VerifiedTimes = { ...verified, source: 'operator', evidence: 'Schermata di Flightradar24', operatingCarrier: null };
    const missed = claim({ issueType: 'missed_connection', singleBooking: 'yes' });
    const letter = text(letterBlocks(facts({ language: 'en', claim: missed, flight: byHand, carrierName: null, airlineCode: 'LH' })));
    const italian = [/\bMandato/, /\bCarta d/, /\bDocumento d/, /\bSchermata/, /\bpassegger/i, /\bvolo\b/i, /\bTratta/, /\bprenotazione/, /\bpratica/i, /\bTotale/, /\bFonte/, /\bCompagnia/, /\bDistinti/, /\bSpett/, /P\.IVA/, /\bPEC\b/, /,00/, /\/2026/, /\bart\./];
    for (const word of italian) expect(letter).not.toMatch(word);
  });

  it('when the claim says the missed connection was on one booking, then the letter says «same booking» and cites Folkerts; separate or unknown bookings, neither', () => {
    for (const language of ['it', 'en'] as const) {
      const told = (singleBooking: DemandsClaim['singleBooking']) => text(letterBlocks(facts({ language, claim: claim({ issueType: 'missed_connection', singleBooking }) })));
      expect(told('yes')).toMatch(/stessa prenotazione|same booking/);
      expect(told('yes')).toContain('Folkerts, C-11/11');
      for (const other of ['no', 'unknown', undefined] as const) {
        expect(told(other)).not.toMatch(/stessa prenotazione|same booking|single booking/);
        expect(told(other)).not.toContain('Folkerts');
      }
    }
  });

  it('when the letter ends, then its foot names the company, its address, VAT number, PEC and e-mail; without a PEC, the e-mail alone', () => {
    const foot = (overrides: Partial<LetterFacts>) => letterBlocks(facts(overrides)).at(-1);
    expect(foot({})).toEqual({
      kind: 'foot',
      lines: ['RimborsoVolo24 S.r.l.', 'Via Roma 1, 00100 Roma (RM)', 'P.IVA IT01234567890', 'PEC: rimborsovolo24@pec.it', 'E-mail: pratiche@rimborsovolo24.it'],
    });
    expect(foot({ language: 'en', company: { ...facts().company, pec: null } })).toEqual({
      kind: 'foot',
      lines: ['RimborsoVolo24 S.r.l.', 'Via Roma 1, 00100 Roma (RM)', 'VAT No IT01234567890', 'E-mail: pratiche@rimborsovolo24.it'],
    });
  });

  it('when one adult of three has not signed, then the letter, in Italian and in English, names and claims only for the two who did', () => {
    const threeOnBooking = claim({
      passengers: [
        { passengerId: 1, fullName: 'Giovanni Esposito', dateOfBirth: '1980-05-12', email: 'g@example.it' },
        { passengerId: 2, fullName: 'Paolo Bianchi', dateOfBirth: '1983-01-30', email: 'p@example.it' },
        { passengerId: 3, fullName: 'Luca Esposito', dateOfBirth: '2016-07-21', email: null },
      ],
    });
    const signed = [
      { fullName: 'Giovanni Esposito', amountCents: 60000 },
      { fullName: 'Luca Esposito', amountCents: 60000 },
    ];
    for (const [language, named, total, payment] of [
      ['it', 'Passeggeri: Giovanni Esposito, Luca Esposito', 'Totale (2 passeggeri) 1.200,00 €', 'Vi chiediamo di versare 1.200,00 €'],
      ['en', 'Passengers: Giovanni Esposito, Luca Esposito', 'Total (2 passengers) €1,200.00', 'Please pay €1,200.00'],
    ] as const) {
      const letter = text(letterBlocks(facts({ claim: threeOnBooking, passengers: signed, language })));
      expect(letter).toContain(named);
      expect(letter).toContain(total);
      expect(letter).toContain(payment);
      expect(letter).not.toContain('Paolo Bianchi');
      expect(letter).not.toMatch(/1.800,00|1,800.00/);
    }
  });
});

describe('what a letter still needs', () => {
  const state = (overrides: Partial<Omit<DemandsState, 'claim'>> = {}) => ({ ...initialDemandsState, claim: claim({ adminStatus: 'under_review' }), ...overrides });
  const signedBoth = {
    mandates: new Map([
      [1, 'm1'],
      [2, 'm2'],
    ]),
    files: new Map([
      ['m1', { documentId: 'm1', fileType: 'mandate' as const, fileName: 'mandato-1.pdf', rejected: false, fileDeleted: false }],
      ['m2', { documentId: 'm2', fileType: 'mandate' as const, fileName: 'mandato-2.pdf', rejected: false, fileDeleted: false }],
    ]),
  };

  it('when no passenger has signed, the company has no IBAN and the flight number names no carrier, then each is said in Italian', () => {
    expect(missingForLetter(state({ mandates: new Map(), files: new Map() }), null, null)).toEqual([
      expect.stringMatching(/^Nessun passeggero ha ancora firmato il mandato \(mancano: .*Luca Esposito/),
      'Il numero di volo non indica la compagnia aerea (codice IATA di due caratteri)',
      'Manca l’IBAN del conto clienti della società (COMPANY_IBAN)',
    ]);
    expect(missingForLetter(state(signedBoth), 'AZ', 'IT03L0300203280000400162854')).toEqual([]);
  });

  it('when the second passenger is an infant who travelled free, then the letter neither speaks for them nor waits for their mandate', () => {
    const withInfant = (overrides: Partial<Omit<DemandsState, 'claim'>>) => {
      const base = claim({ adminStatus: 'under_review' });
      return { ...initialDemandsState, ...overrides, claim: { ...base, passengers: [base.passengers[0]!, { ...base.passengers[1]!, travelledFree: true }] } };
    };
    expect(mandatedPassengers(withInfant(signedBoth)).map((passenger) => passenger.passengerId)).toEqual([1]);
    const [unsigned] = missingForLetter(withInfant({ mandates: new Map(), files: new Map() }), 'AZ', 'IT03L0300203280000400162854');
    expect(unsigned).toBe(`Nessun passeggero ha ancora firmato il mandato (mancano: ${claim().passengers[0]!.fullName})`);
  });

  it('when neither the flight’s times are verified nor an operator confirmed the amount, then the letter waits, saying so; a cancellation’s notice the passenger gave is enough', () => {
    const unconfirmed = (overrides: Partial<DemandsClaim>) => ({ ...initialDemandsState, ...signedBoth, claim: claim({ adminStatus: 'under_review', compensationAmount: null, estimatedCompensation: 600, ...overrides }) });
    expect(missingForLetter(unconfirmed({}), 'AZ', 'IT03L0300203280000400162854')).toEqual([
      'Mancano gli orari verificati del volo o un importo confermato da un operatore: verifica il volo, registrane gli orari o conferma l’importo nella pratica',
    ]);
    expect(missingForLetter({ ...unconfirmed({}), flight: verified }, 'AZ', 'IT03L0300203280000400162854')).toEqual([]);
    expect(missingForLetter(unconfirmed({ compensationAmount: 600 }), 'AZ', 'IT03L0300203280000400162854')).toEqual([]);
    const cancelled = (cancellationNotice: DemandsClaim['cancellationNotice']) => unconfirmed({ issueType: 'cancellation', cancellationNotice });
    expect(missingForLetter(cancelled('under_7'), 'AZ', 'IT03L0300203280000400162854')).toEqual([]);
    expect(missingForLetter(cancelled('unknown'), 'AZ', 'IT03L0300203280000400162854')).toEqual([
      'Mancano gli orari verificati del volo, il preavviso della cancellazione indicato dal passeggero o un importo confermato da un operatore: verifica il volo, registrane gli orari o conferma l’importo nella pratica',
    ]);
  });

  it('when one passenger of two has signed, then nothing holds the letter back', () => {
    expect(missingForLetter(state({ mandates: new Map([[1, 'm1']]), files: signedBoth.files }), 'AZ', 'IT03L0300203280000400162854')).toEqual([]);
  });

  it('when the verified data name the operating carrier, then the letter goes to it; otherwise to the flight number’s prefix', () => {
    const existing = (overrides: Partial<Claim> = {}): DemandsState => ({ ...initialDemandsState, claim: { exists: true, ...claim(overrides) } });
    expect(airlineCodeOf(existing())).toBe('AZ');
    expect(airlineCodeOf(existing({ flightNumber: 'U2 3817' }))).toBe('U2');
    expect(airlineCodeOf({ ...existing(), flight: { ...verified, operatingCarrier: 'LH' } })).toBe('LH');
    expect(airlineCodeOf(existing({ flightNumber: 'VOLO' }))).toBeNull();
  });
});
