/**
 * Statements EU261.md (the law as the product applies it) rules out, checked in every text a
 * passenger reads: the blog, the pages, the quiz, the FAQ, the wizard and the e-mails.
 * A rule looks only at sentences that match `when` (if given), flags those its pattern matches,
 * unless the sentence also matches `unless` (the context that makes it right); `allow` removes
 * the correct forms before the pattern is tried.
 * Each rule carries a sentence it must catch and one it must let pass.
 */
export interface LegalRule {
  id: string;
  why: string;
  pattern: RegExp;
  when?: RegExp;
  unless?: RegExp;
  allow?: RegExp;
  catches: string[];
  passes: string[];
}

const BAGGAGE = /bagagl|valigi|Montreal/i;
/** The fee and net figures of 250/300/400/600 € (EU261.md, "Our fee, to the cent"), as they must not be written: without cents. */
const FEE_FIGURE = /(?<![\d.,])(?:76|91|92|122|183|173|174|208|209|278|417)(?:,\d)?\s?(?:€|euro\b)/i;

export const LEGAL_RULES: readonly LegalRule[] = [
  {
    id: 'importo-inesistente',
    why: 'EU261 compensation is 250, 400 or 600 € (125/200/300 € when halved)',
    pattern: /(?<![\d.,])(?:350|450|500|700|800)\s?(?:€|euro\b)/i,
    unless: /spes|biglietto|bagagl|valigi|hotel|albergo|pasti|acquist|ricevut|DSP|diritti speciali|limite|franchigia|tariffa|prezzo|costo|pagat/i,
    catches: ['Per un volo di 2.000 km spettano 500 € di risarcimento.'],
    passes: ['Se hai speso 500 € in albergo, conserva le ricevute.', 'Per un volo di 2.000 km spettano 400 € di risarcimento.'],
  },
  {
    id: 'trecento-euro',
    why: '300 € is only the halved long-haul amount',
    pattern: /(?<![\d.,])300\s?(?:€|euro\b)/i,
    unless: /ridott|dimezz|metà|50\s?%|invece di|non superiore|non supera|da 3 a 4|tra 3 e 4|spes|biglietto|bagagl|hotel|albergo|pasti|acquist|ricevut|prezzo|costo|pagat/i,
    catches: ['Per un volo Roma–Dubai spettano 300 €.'],
    passes: ['Con un ritardo tra 3 e 4 ore l’importo è ridotto a 300 €.'],
  },
  {
    id: 'termine-italia-in-anni',
    why: 'in Italy the term is unsettled: the texts advise acting within one year, never a term of years',
    pattern: /\bItali[ae]\b[^.;:]{0,60}?\b(?:2|3|5|6|10|due|tre|cinque|sei|dieci)\s+anni\b/i,
    unless: BAGGAGE,
    catches: ['In Italia hai 6 anni di tempo per agire.', 'In Italia generalmente entro 2 anni dal volo.'],
    passes: ['In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo.', 'In Italia, per il bagaglio, la causa va avviata entro 2 anni (Convenzione di Montreal).'],
  },
  {
    id: 'due-anni-per-eu261',
    why: '2 years is the Montreal term for baggage (and the Dutch one), never the term of an EU261 claim in Italy',
    pattern: /\b(?:2|due)\s+anni\b/i,
    when: /termine|entro|prescri|agire|tempo|chieder|richiest|risarc|reclam|causa|giudizio/i,
    unless: /bagagl|valigi|Montreal|Paesi Bassi|Olanda|voucher|buon[oi]\b/i,
    catches: ['Il termine per chiedere il risarcimento è di 2 anni dal volo.', 'Hai due anni di tempo per agire.'],
    passes: ['Per il bagaglio puoi agire in giudizio entro 2 anni (Convenzione di Montreal).', 'Nei Paesi Bassi il termine è di 2 anni.'],
  },
  {
    id: 'richiesta-prescritta',
    why: 'never say a claim is time-barred or expired: older claims are checked case by case',
    pattern: /\b(?:prescritt[aoie]|scadut[aoie]|decadut[aoie]|cadut[aoie] in prescrizione)\b/i,
    when: /richiest|diritt|risarc|pratic|credit|compensazion|termine|volo/i,
    unless: /\blink\b|document[oi] d.identità|passaport|carta d.identità|offerta|voucher|buon[oi]\b/i,
    catches: ['Purtroppo la tua richiesta è ormai prescritta.', 'Dopo un anno il diritto al risarcimento è scaduto.'],
    passes: ['Le richieste più vecchie le verifichiamo comunque, caso per caso.', 'Il link che hai usato non è valido o è scaduto.'],
  },
  {
    id: 'circostanze-straordinarie',
    why: 'Art. 5(3) says "circostanze eccezionali"',
    pattern: /circostanz[ae]\b[^.]{0,40}\bstraordinari[aeio]\b|\b(?:non|sono|è|essere|causa)\s+straordinari[aeio]\b/i,
    // The package-travel rules (Codice del turismo, art. 41) do say "circostanze inevitabili e straordinarie".
    unless: /inevitabili e straordinari|pacchett|tour operator/i,
    catches: ['La compagnia ha invocato circostanze straordinarie.', 'Un guasto tecnico non è una circostanza straordinaria.'],
    passes: [
      'La compagnia deve dimostrare le circostanze eccezionali e di aver preso tutte le misure ragionevoli.',
      'Il tour operator può evitare l’indennizzo per circostanze inevitabili e straordinarie.',
    ],
  },
  {
    id: 'sciopero-personale-eccezionale',
    why: "a strike of the airline's own staff is not an extraordinary circumstance",
    pattern: /sciopero del (?:proprio )?personale[^.]{0,60}(?:è|sono) (?:una )?circostanz[ae] (?:eccezional|straordinari)/i,
    unless: /\bnon\b/i,
    catches: ['Lo sciopero del personale della compagnia è una circostanza eccezionale.'],
    passes: ['Lo sciopero del personale della compagnia non è una circostanza eccezionale.'],
  },
  {
    id: 'limite-bagaglio',
    why: 'the Montreal limit is 1.519 DSP (about 1.800 €), by the damage documented: not 1.400 €, 1.500 € or a "prudent" cap',
    pattern: /(?<![\d.,])1[.\s]?(?:2[89]\d|3\d\d|4\d\d|500)\s?(?:€|euro\b)|(?:limite|tetto|massimale)\s+(?:più\s+)?prudent/i,
    unless: /biglietto|prezzo|tariff|hotel|albergo/i,
    catches: ['Per il bagaglio smarrito puoi ottenere fino a 1.400 €.', 'Il risarcimento del bagaglio è al massimo di 1.500 euro.', 'Consideriamo un limite prudente di 1.300 €.'],
    passes: ['Per il bagaglio puoi ottenere fino a 1.519 DSP (circa 1.800 €), in base al danno documentato.'],
  },
  {
    id: 'bagaglio-a-peso',
    why: 'baggage compensation is the damage proved up to the limit: no per-kilo rule (old Warsaw system), no weight',
    pattern:
      /(?:risarc|rimbors|indennizz|limite|importo|€|euro|DSP)[^.]{0,80}\b(?:peso|pesi|per (?:chilo|kg)|al (?:chilo|kg)|a chilo|chilogramm[oi])\b|\b(?:peso|per (?:chilo|kg)|al (?:chilo|kg)|a chilo|chilogramm[oi])\b[^.]{0,80}(?:risarc|rimbors|indennizz|limite|importo)|\d+\s?(?:€|euro|DSP)\s?(?:\/|per|al)\s?(?:kg|chilo)/i,
    unless: /\bnon\b|\bnessun|Varsavia|eccedenz|in eccesso|supplement|franchigia|tariff/i,
    catches: ['L’importo dipende dal valore dimostrato e dal peso registrato del bagaglio.', 'La compagnia paga 20 € per kg di bagaglio.'],
    passes: ['Il risarcimento non dipende dal peso del bagaglio.', 'Il bagaglio a mano pesa al massimo 8 kg.'],
  },
  {
    id: 'commissione-senza-centesimi',
    why: 'our fee and what remains are shown to the cent: 76,25 / 91,50 / 122,00 / 183,00 € (nets 173,75 / 208,50 / 278,00 / 417,00 €)',
    pattern: FEE_FIGURE,
    when: /commission|compenso|IVA|\bfee\b|tratten|nett|restano|ricevi|a te\b|paghi/i,
    catches: ['Su 600 € la commissione è di 183 € e ricevi 417 €.', 'Su 250 € tratteniamo 76 € (IVA inclusa).'],
    passes: ['Su 600 € la commissione è di 183,00 € e a te restano 417,00 €.', 'Su 250 € la commissione è di 76,25 €.'],
  },
  {
    id: 'nome-del-regolamento',
    why: 'the Regulation is called "Regolamento (CE) n. 261/2004" (then "il Regolamento"); "normativa EU 261/2004" is a label of the spec',
    pattern: /\b261\s?\/\s?(?:20)?04\b|\b(?:EU|UE|CE|CEE)[\s-]?261\b|\bRegolamento\s+261\b/i,
    allow: /Reg(?:olamento|\.) \(CE\) n\. 261\/2004|normativa EU 261\/2004/gi,
    catches: ['Secondo il Regolamento UE 261/2004 hai diritto a 600 €.', 'La EU 261 ti tutela.', 'Lo prevede il Reg. CE 261/04.', 'Lo prevede il Regolamento CE 261/2004.'],
    passes: ['Secondo il Regolamento (CE) n. 261/2004 hai diritto a 600 €.', 'Scopri quanto puoi ottenere secondo la normativa EU 261/2004'],
  },
  {
    id: 'ritardo-sotto-tre-ore',
    why: 'under 3 hours of arrival delay no compensation is due (only assistance)',
    pattern:
      /\b(?:1|2|due|un'|una|2,5|meno di 3|meno di tre)\s*or[ae]\b(?: e mezza)?[^.]{0,60}(?:diritto al risarcimento|diritto alla compensazione|spetta(?:no)? (?:il risarcimento|la compensazione|\d)|hai diritto a \d|risarcimento (?:pieno|completo|del 50))|(?:diritto al risarcimento|spetta(?:no)? il risarcimento)[^.]{0,60}\b(?:1|2|due)\s+or[ae] di ritardo|\b(?:2|due)\s*(?:e|a|-|–)\s*(?:3|tre)\s+ore\b[^.]{0,80}(?:50\s?%|metà|dimezz|ridott)|\b(?:[0-2](?:,\d+)?|due)\s+or[ae]\b[^.]{0,40}diritti limitati/i,
    unless: /\bnon\b|\bnessun|solo l.assistenza|pasti|bevande|alla partenza/i,
    catches: [
      'Con 2 ore di ritardo hai diritto al risarcimento pieno.',
      'Con un ritardo tra 2 e 3 ore ti spetta il 50% del risarcimento.',
      'Ritardo di 2,5 ore: potrebbero esserci diritti limitati a seconda delle circostanze.',
    ],
    passes: ['Sotto le 3 ore di ritardo non spetta il risarcimento, solo l’assistenza.', 'Dopo 2 ore di ritardo alla partenza hai diritto a pasti e bevande.'],
  },
  {
    id: 'ambito-sbagliato',
    why: 'EU261 covers departures from the EU/EEA/Switzerland whatever the airline, and arrivals there only on an EU/EEA/Swiss carrier',
    pattern: /\b(?:o|oppure)\s+(?:era|è)\s+operato da una compagnia (?:europea|UE|dell.UE|comunitaria)|\bda o (?:verso|per|in)\s+(?:l['’]|un |una |gli )?(?:UE|Unione|Europa|aeroport[oi] (?:UE|europe|dell['’]UE))/i,
    catches: ['Il volo partiva da o arrivava in un aeroporto UE, o era operato da una compagnia europea.', 'Vale per tutti i voli da o verso l’UE.'],
    passes: ['Il volo partiva da un aeroporto dell’UE con qualsiasi compagnia, oppure arrivava nell’UE con una compagnia dell’UE.', 'Oltre 3.500 km (voli da o verso paesi fuori dall’UE): 600 €.'],
  },
  {
    id: 'enac-risarcisce',
    why: 'ENAC can fine the airline but does not award compensation',
    pattern: /ENAC[^.]{0,80}(?:ti (?:riconosce|paga|rimborsa|fa avere)|riconosce il risarcimento|assegna il risarcimento|condanna la compagnia a pagar)/i,
    unless: /\bnon (?:ti )?(?:riconosce|assegna|fa avere) (?:il |alcun )?(?:risarcimento|compensazione)/i,
    catches: ['L’ENAC ti riconosce il risarcimento se la compagnia non paga.'],
    passes: ['L’ENAC può sanzionare la compagnia, ma non ti riconosce il risarcimento.'],
  },
  {
    id: 'conciliazione-obbligatoria',
    why: 'mandatory conciliation was annulled by TAR Piemonte n. 1093/2024 for fixed EU261 claims; texts say it may change and that we check it',
    pattern: /concilia\w*[^.]{0,60}obbligatori|obbligatori\w*[^.]{0,40}concilia/i,
    unless: /TAR|annullat|può cambiare|verifichiamo/i,
    catches: ['Prima di fare causa la conciliazione è obbligatoria.'],
    passes: ['La conciliazione obbligatoria è stata annullata dal TAR Piemonte (sentenza n. 1093/2024), ma la situazione può cambiare.'],
  },
  {
    id: 'gergo',
    why: 'no slang in the product’s texts',
    pattern: /\bfreg(?:are|arti|arvi|arci|ato|ata|ati|atura|ature|ano)\b/i,
    catches: ['Non farti fregare dalla compagnia.'],
    passes: ['Non accettare un buono se preferisci il denaro.'],
  },
];

/** A text cut into sentences: at . ! ? followed by a space (not after an abbreviation such as "n." or "art."), and at line breaks. */
export const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])(?<!\b(?:n|nn|art|artt|par|Reg|reg|es|Es|ecc|cod|civ|nav|ord|Cass|sez|sent|L|lett|cfr|ca|pag)\.)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

export function brokenRules(sentence: string, rules: readonly LegalRule[] = LEGAL_RULES): LegalRule[] {
  return rules.filter(({ pattern, when, unless, allow }) => {
    if (when && !when.test(sentence)) return false;
    const checked = allow ? sentence.replace(allow, ' ') : sentence;
    return pattern.test(checked) && !unless?.test(sentence);
  });
}

/** Every sentence of the text that states something EU261.md rules out, with the reason. */
export function wrongClaims(text: string, rules: readonly LegalRule[] = LEGAL_RULES): string[] {
  return sentences(text).flatMap((sentence) => brokenRules(sentence, rules).map(({ id, why }) => `${id} (${why}): «${sentence}»`));
}
