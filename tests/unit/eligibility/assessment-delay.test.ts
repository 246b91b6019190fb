import { describe, expect, it } from 'vitest';
import { assessClaim, type AirportLocation, type AssessmentInput } from '../../../src/eligibility/index.js';
import { FCO, HAM, HEL, JFK, LPA, TLV } from './airports.js';

const DEPARTS_INSIDE =
  "Il volo parte da un aeroporto nell'Unione europea, in Islanda, Norvegia o Svizzera: il Regolamento UE 261/2004 ti tutela qualunque sia la compagnia aerea.";
const CONNECTION = "Con una coincidenza persa conta il ritardo all'arrivo alla destinazione finale, se i voli erano su un'unica prenotazione.";

const delayed = (departure: AirportLocation, arrival: AirportLocation, arrivalDelayHours: number | undefined, extra: Partial<AssessmentInput> = {}) =>
  assessClaim({ departure, arrival, issueType: 'delay', arrivalDelayHours, flightDate: '2025-06-01', today: '2025-09-01', ...extra });

describe('delay: given Roma Fiumicino → New York JFK (600 € band, 4 h reduction threshold)', () => {
  it('when 4 hours late at arrival, then eligible for the full 600 €', () => {
    expect(delayed(FCO, JFK, 4)).toEqual({
      eligibility: 'eligible',
      amount: 600,
      maxAmount: 600,
      distanceKm: 6866,
      intraCommunity: false,
      inScope: true,
      reasons: [DEPARTS_INSIDE, 'Sei arrivato a destinazione con 4 ore di ritardo: almeno 3 ore, quindi il risarcimento è dovuto.'],
      limitation: {
        country: 'IT',
        years: 2,
        expiresOn: '2027-06-01',
        expired: false,
        note: 'in Italia generalmente entro 2 anni; consigliamo di agire il prima possibile',
      },
    });
  });

  it('when 3.5 hours late, then eligible but halved to 300 € (Art. 7(2), Sturgeon)', () => {
    const assessment = delayed(FCO, JFK, 3.5);
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 300, maxAmount: 600 });
    expect(assessment.reasons).toContain('Con meno di 4 ore di ritardo su questa distanza il risarcimento è ridotto del 50%.');
  });

  it('when 3 hours late exactly, then eligible and halved to 300 €', () => {
    expect(delayed(FCO, JFK, 3)).toMatchObject({ eligibility: 'eligible', amount: 300 });
  });

  it('when 2.5 hours late, then not eligible under the Regulation (under 3 h), care rights remain', () => {
    expect(delayed(FCO, JFK, 2.5)).toMatchObject({
      eligibility: 'not_eligible',
      amount: 0,
      reasons: [
        DEPARTS_INSIDE,
        "Sei arrivato a destinazione con 2,5 ore di ritardo: il risarcimento spetta solo da 3 ore in su. Restano i diritti all'assistenza.",
      ],
    });
  });

  it('when the arrival delay is not known, then it is to be checked, with the full 600 € at stake', () => {
    expect(delayed(FCO, JFK, undefined)).toMatchObject({
      eligibility: 'uncertain',
      amount: 600,
      reasons: [DEPARTS_INSIDE, 'Indica con quante ore di ritardo sei arrivato a destinazione: serve per valutare il risarcimento.'],
    });
  });
});

describe('delay: other bands', () => {
  it('when Gran Canaria → Helsinki (intra-Community, ~4,696 km) is 3.5 hours late, then the full 400 € (3 h threshold)', () => {
    expect(delayed(LPA, HEL, 3.5)).toMatchObject({ eligibility: 'eligible', amount: 400, maxAmount: 400, intraCommunity: true, distanceKm: 4696 });
  });

  it('when Roma → Tel Aviv (~2,279 km) is 3 hours late, then the full 400 €', () => {
    expect(delayed(FCO, TLV, 3)).toMatchObject({ eligibility: 'eligible', amount: 400 });
  });

  it('when Roma → Amburgo (~1,326 km) is 3 hours late, then the full 250 €', () => {
    expect(delayed(FCO, HAM, 3)).toMatchObject({ eligibility: 'eligible', amount: 250, distanceKm: 1326 });
  });
});

describe('missed connection: the delay at the final destination decides', () => {
  const viaBrussels = (hours: number | undefined) => delayed(FCO, HAM, hours, { issueType: 'missed_connection' });

  it('when Rome–Hamburg via Brussels arrives 3.5 hours late in Hamburg, then 250 € on the direct 1,326 km', () => {
    expect(viaBrussels(3.5)).toMatchObject({
      eligibility: 'eligible',
      amount: 250,
      distanceKm: 1326,
      reasons: [
        DEPARTS_INSIDE,
        CONNECTION,
        'Sei arrivato alla destinazione finale con 3,5 ore di ritardo: almeno 3 ore, quindi il risarcimento è dovuto.',
      ],
    });
  });

  it('when the final arrival is only 2 hours late, then not eligible', () => {
    expect(viaBrussels(2)).toMatchObject({ eligibility: 'not_eligible', amount: 0 });
  });

  it('when the final arrival delay is unknown, then it is to be checked', () => {
    expect(viaBrussels(undefined)).toMatchObject({
      eligibility: 'uncertain',
      amount: 250,
      reasons: [DEPARTS_INSIDE, CONNECTION, 'Indica con quante ore di ritardo sei arrivato alla destinazione finale: serve per valutare il risarcimento.'],
    });
  });
});

describe('extraordinary circumstances on a delay', () => {
  it('when the airline cites a technical fault, then it is not extraordinary and 600 € stays owed', () => {
    const assessment = delayed(FCO, JFK, 5, { extraordinaryCircumstance: 'technical_fault' });
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 600 });
    expect(assessment.reasons).toContain(
      'Un guasto tecnico non è una circostanza eccezionale (sentenza Wallentin-Hermann): il risarcimento resta dovuto.',
    );
  });

  it("when the airline cites its own staff's strike, then it is not extraordinary and 600 € stays owed", () => {
    const assessment = delayed(FCO, JFK, 5, { extraordinaryCircumstance: 'own_staff_strike' });
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 600 });
    expect(assessment.reasons).toContain(
      'Lo sciopero del personale della compagnia non è una circostanza eccezionale: il risarcimento resta dovuto.',
    );
  });

  it('when the airline cites severe weather, then not eligible, and the reason says the airline must prove it', () => {
    expect(delayed(FCO, JFK, 5, { extraordinaryCircumstance: 'weather' })).toMatchObject({
      eligibility: 'not_eligible',
      amount: 0,
      reasons: [
        DEPARTS_INSIDE,
        'Sei arrivato a destinazione con 5 ore di ritardo: almeno 3 ore, quindi il risarcimento è dovuto.',
        'La compagnia indica come causa condizioni meteorologiche avverse: è una circostanza eccezionale che esclude il risarcimento, ma spetta alla compagnia dimostrarla e provare che non poteva evitarla con misure ragionevoli.',
        "Anche in questo caso restano il diritto al rimborso o a un volo alternativo e all'assistenza (pasti, hotel).",
      ],
    });
  });

  it.each([
    ['air_traffic_control', 'decisioni o scioperi del controllo del traffico aereo'],
    ['security', "problemi di sicurezza dell'aeroporto"],
    ['political', 'instabilità politica'],
    ['medical', "un'emergenza medica"],
    ['bird_strike', 'un impatto con volatili'],
  ] as const)('when the airline cites %s, then not eligible and the cause is named', (circumstance, cause) => {
    const assessment = delayed(FCO, JFK, 5, { extraordinaryCircumstance: circumstance });
    expect(assessment).toMatchObject({ eligibility: 'not_eligible', amount: 0 });
    expect(assessment.reasons[2]).toBe(
      `La compagnia indica come causa ${cause}: è una circostanza eccezionale che esclude il risarcimento, ma spetta alla compagnia dimostrarla e provare che non poteva evitarla con misure ragionevoli.`,
    );
  });

  it("when the airline cites no cause ('none'), then nothing changes and no reason is added", () => {
    expect(delayed(FCO, JFK, 5, { extraordinaryCircumstance: 'none' })).toEqual(delayed(FCO, JFK, 5));
  });

  it('when the same claim is assessed twice, then the result is identical', () => {
    expect(delayed(FCO, JFK, 3.5)).toEqual(delayed(FCO, JFK, 3.5));
  });
});
