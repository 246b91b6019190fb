import { reductionThresholdHours, type CompensationBand } from './bands.js';
import { formatItalianNumber } from './italian-format.js';
import { verdict, type Verdict } from './verdict.js';

export interface Reroute {
  departedEarlierHours: number;
  arrivedLaterHours: number;
}

/** Sturgeon: 3 h or more late at the final destination; Art. 7(2) halves it below the band's threshold. */
export function delayVerdict(arrivalDelayHours: number | undefined, band: CompensationBand, missedConnection: boolean): Verdict {
  const where = missedConnection ? 'alla destinazione finale' : 'a destinazione';
  const connection = missedConnection
    ? ["Con una coincidenza persa conta il ritardo all'arrivo alla destinazione finale, se i voli erano su un'unica prenotazione."]
    : [];
  if (arrivalDelayHours === undefined || !Number.isFinite(arrivalDelayHours)) {
    return verdict('uncertain', [...connection, `Indica con quante ore di ritardo sei arrivato ${where}: serve per valutare il risarcimento.`]);
  }
  const hours = formatItalianNumber(arrivalDelayHours);
  if (arrivalDelayHours < 3) {
    return verdict('not_eligible', [
      ...connection,
      `Sei arrivato ${where} con ${hours} ore di ritardo: il risarcimento spetta solo da 3 ore in su. Restano i diritti all'assistenza.`,
    ]);
  }
  const threshold = reductionThresholdHours(band);
  const halved = arrivalDelayHours < threshold;
  return verdict(
    'eligible',
    [
      ...connection,
      `Sei arrivato ${where} con ${hours} ore di ritardo: almeno 3 ore, quindi il risarcimento è dovuto.`,
      ...(halved ? [`Con meno di ${threshold} ore di ritardo su questa distanza il risarcimento è ridotto del 50%.`] : []),
    ],
    halved,
  );
}

/** Art. 5(1)(c): how early the passenger was told, and how close the alternative flight was. */
export function cancellationVerdict(noticeDays: number | undefined, reroute: Reroute | undefined, band: CompensationBand): Verdict {
  if (noticeDays === undefined || !Number.isFinite(noticeDays)) {
    return verdict('uncertain', ['Indica quanti giorni prima della partenza ti è stata comunicata la cancellazione.']);
  }
  if (noticeDays >= 14) {
    return verdict('not_eligible', [
      'Sei stato avvisato almeno 14 giorni prima: il risarcimento non è dovuto, ma hai diritto al rimborso del biglietto o a un volo alternativo.',
    ]);
  }
  if (noticeDays >= 7 && reroute && reroute.departedEarlierHours <= 2 && reroute.arrivedLaterHours < 4) {
    return verdict('not_eligible', [
      'Sei stato avvisato tra 7 e 14 giorni prima con un volo alternativo partito al massimo 2 ore prima e arrivato meno di 4 ore dopo: il risarcimento non è dovuto.',
    ]);
  }
  if (noticeDays < 7 && reroute && reroute.departedEarlierHours <= 1 && reroute.arrivedLaterHours < 2) {
    return verdict('not_eligible', [
      'Sei stato avvisato meno di 7 giorni prima con un volo alternativo partito al massimo 1 ora prima e arrivato meno di 2 ore dopo: il risarcimento non è dovuto.',
    ]);
  }
  const threshold = reductionThresholdHours(band);
  const halved = reroute !== undefined && reroute.arrivedLaterHours < threshold;
  return verdict(
    'eligible',
    [
      reroute
        ? 'Sei stato avvisato meno di 14 giorni prima e il volo alternativo non rientra negli orari che escludono il risarcimento: il risarcimento è dovuto.'
        : 'Sei stato avvisato meno di 14 giorni prima senza un volo alternativo: il risarcimento è dovuto.',
      ...(halved ? [`Il volo alternativo è arrivato meno di ${threshold} ore dopo l'orario previsto: il risarcimento è ridotto del 50%.`] : []),
    ],
    halved,
  );
}

/** Art. 4: only passengers denied boarding against their will are compensated. */
export function deniedBoardingVerdict(voluntary: boolean | undefined): Verdict {
  if (voluntary === true) {
    return verdict('not_eligible', [
      "Hai rinunciato al posto volontariamente: il compenso si concorda con la compagnia e il risarcimento UE non si applica.",
    ]);
  }
  if (voluntary === undefined) {
    return verdict('uncertain', ["Indica se hai rinunciato al posto volontariamente o se l'imbarco ti è stato negato contro la tua volontà."]);
  }
  return verdict('eligible', [
    "L'imbarco ti è stato negato contro la tua volontà: il risarcimento è dovuto subito, oltre al rimborso o a un volo alternativo e all'assistenza.",
  ]);
}
