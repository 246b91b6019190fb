/**
 * Statements EU261.md (the law as the product applies it) rules out, checked in every text a
 * passenger reads: the blog, the pages, the quiz, the FAQ, the wizard and the e-mails.
 * A rule looks only at sentences that match `when` (if given), flags those its pattern matches,
 * or, where `whenBefore` is given, one of the few sentences just before it in the same paragraph
 * matches that (the place or subject a later sentence speaks of without naming it again),
 * unless the sentence also matches `unless` (the context that makes it right), or one of the
 * few sentences just before it in the same paragraph matches `unlessBefore` (a list or a table
 * whose earlier rows say what it is about); `allow` removes the correct forms before the pattern
 * is tried.
 * Each rule carries a sentence it must catch and one it must let pass; a rule that reads the
 * sentences before also carries whole texts it must catch and let pass.
 */
export interface LegalRule {
  id: string;
  why: string;
  pattern: RegExp;
  when?: RegExp;
  whenBefore?: RegExp;
  unless?: RegExp;
  unlessBefore?: RegExp;
  allow?: RegExp;
  catches: string[];
  passes: string[];
  /** Texts of several sentences in which the rule must flag exactly one sentence. */
  catchesInText?: string[];
  /** Texts of several sentences in which no rule may flag anything. */
  passesInText?: string[];
}

/** How many sentences before, in the same paragraph, `unlessBefore` reads. */
export const CONTEXT_SENTENCES = 3;

const BAGGAGE = /bagagl|valigi|Montreal/i;
/** Baggage complaint deadlines (Montreal Art. 31): EU261 has none, so a sentence giving them is about baggage. */
const BAGGAGE_COMPLAINT = /reclam\w*\s+(?:scritto\s+)?entro\s+(?:7|sette|21|ventuno)\s+giorni/i;
/** A belief reported as something read or heard, which the text goes on to correct, not as the product's own statement. */
const REPORTED = /si sente dire|si (?:è|era) (?:sempre )?(?:letto|detto)|si leggev\w*|circola\w* (?:ancora )?(?:in rete|online)|cercando online/i;
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
    unless: new RegExp(`${BAGGAGE.source}|${REPORTED.source}`, 'i'),
    catches: ['In Italia hai 6 anni di tempo per agire.', 'In Italia generalmente entro 2 anni dal volo.', 'Si sa che in Italia ci sono due anni di tempo.'],
    passes: [
      'In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo.',
      'In Italia, per il bagaglio, la causa va avviata entro 2 anni (Convenzione di Montreal).',
      'Per anni si è letto ovunque che in Italia ci sono due anni di tempo.',
    ],
  },
  {
    id: 'due-anni-per-eu261',
    why: '2 years is the Montreal term for baggage (and the Dutch one), never the term of an EU261 claim in Italy',
    // "due anni fa" is a date, not a term.
    pattern: /\b(?:2|due)\s+anni\b(?!\s+fa\b)/i,
    when: /termine|entro|prescri|agire|tempo|chieder|richiest|risarc|reclam|causa|giudizio/i,
    unless: new RegExp(`bagagl|valigi|Montreal|Paesi Bassi|Olanda|voucher|buon[oi]\\b|${BAGGAGE_COMPLAINT.source}|${REPORTED.source}`, 'i'),
    // A list or table of baggage deadlines: its last row gives the 2 years without naming the baggage again.
    unlessBefore: BAGGAGE,
    catches: [
      'Il termine per chiedere il risarcimento è di 2 anni dal volo.',
      'Hai due anni di tempo per agire.',
      'Per portare la compagnia davanti al giudice, in tutti questi casi, il termine è di 2 anni.',
      'La compagnia ti ha risposto due anni fa, ma il termine per agire è di 2 anni.',
    ],
    passes: [
      'Per il bagaglio puoi agire in giudizio entro 2 anni (Convenzione di Montreal).',
      'Nei Paesi Bassi il termine è di 2 anni.',
      '- ✓ Reclamo scritto entro 7 giorni; per portare la compagnia davanti al giudice hai 2 anni.',
      'Tra gli italiani si sente dire che si hanno due anni di tempo, ma non è così semplice.',
      "Nessuna legge italiana indica con chiarezza per quanto tempo si può chiedere la compensazione, e dopo l'ordinanza della Cassazione n. 4427 del 2024 i due anni che si leggevano ovunque non sono più un riferimento sicuro.",
      '- Arrendersi senza chiedere: un volo di due anni fa può avere ancora margini, a seconda della legge applicabile.',
    ],
    catchesInText: [
      // The baggage is in another paragraph: it does not make the 2 years right.
      'Se la valigia arriva danneggiata hai 7 giorni per il reclamo.\n\nPer portare la compagnia davanti al giudice per il ritardo del volo, il termine è di 2 anni.',
      // Too far back in the paragraph.
      'La valigia è arrivata rotta. Hai scritto alla compagnia. Non ha risposto. Poi il volo di ritorno è arrivato con 5 ore di ritardo. Per chiedere la compensazione hai 2 anni.',
    ],
    passesInText: [
      'Se la valigia arriva danneggiata, invece, hai 7 giorni dalla consegna per il reclamo sul danno. Per portare la compagnia davanti al giudice, in tutti questi casi, il termine è di 2 anni.',
      '| Bagaglio in ritardo | reclamo entro 21 giorni dalla riconsegna |\n| Bagaglio mai arrivato | considerato perduto dopo 21 giorni |\n| Causa contro la compagnia | entro 2 anni |',
      "3. passati 21 giorni senza notizie, il bagaglio si considera perduto;\n4. l'azione in giudizio va proposta entro 2 anni: qui il termine biennale è quello corretto.",
    ],
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
    unless: new RegExp(`biglietto|prezzo|tariff|hotel|albergo|${REPORTED.source}`, 'i'),
    catches: [
      'Per il bagaglio smarrito puoi ottenere fino a 1.400 €.',
      'Il risarcimento del bagaglio è al massimo di 1.500 euro.',
      'Consideriamo un limite prudente di 1.300 €.',
      'Le cifre di 1.400 o 1.500 € per i bagagli sono quelle da usare.',
    ],
    passes: [
      'Per il bagaglio puoi ottenere fino a 1.519 DSP (circa 1.800 €), in base al danno documentato.',
      'Cercando online quanto potevano chiedere hanno trovato cifre diverse per la valigia persa: 1.400 €, 1.500 €, "dipende dal peso".',
      'Le cifre di 1.400 o 1.500 € per i bagagli che circolano ancora in rete derivano da limiti vecchi o da arrotondamenti e non vanno usate.',
    ],
  },
  {
    id: 'bagaglio-a-peso',
    why: 'baggage compensation is the damage proved up to the limit: no per-kilo rule (old Warsaw system), no weight',
    pattern:
      /(?:risarc|rimbors|indennizz|limite|importo|€|euro|DSP)[^.]{0,80}\b(?:peso|pesi|per (?:chilo|kg)|al (?:chilo|kg)|a chilo|chilogramm[oi])\b|\b(?:peso|per (?:chilo|kg)|al (?:chilo|kg)|a chilo|chilogramm[oi])\b[^.]{0,80}(?:risarc|rimbors|indennizz|limite|importo)|\d+\s?(?:€|euro|DSP)\s?(?:\/|per|al)\s?(?:kg|chilo)/i,
    unless: new RegExp(`\\bnon\\b|\\bnessun|Varsavia|eccedenz|in eccesso|supplement|franchigia|tariff|${REPORTED.source}`, 'i'),
    catches: ['L’importo dipende dal valore dimostrato e dal peso registrato del bagaglio.', 'La compagnia paga 20 € per kg di bagaglio.'],
    passes: [
      'Il risarcimento non dipende dal peso del bagaglio.',
      'Il bagaglio a mano pesa al massimo 8 kg.',
      'Cercando online quanto potevano chiedere hanno trovato cifre diverse per la valigia persa: 1.400 €, 1.500 €, "dipende dal peso".',
    ],
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
    // "\bti": "farti pagare" is not "ti paga".
    pattern: /ENAC[^.]{0,80}(?:\bti (?:riconosce|paga|rimborsa|fa avere)|riconosce il risarcimento|assegna il risarcimento|condanna la compagnia a pagar)/i,
    unless: /\bnon (?:ti )?(?:riconosce|assegna|fa avere) (?:il |alcun )?(?:risarcimento|compensazione)/i,
    catches: ['L’ENAC ti riconosce il risarcimento se la compagnia non paga.', 'Dopo sei settimane scrivi all’ENAC: ti paga lei se la compagnia non risponde.'],
    passes: [
      'L’ENAC può sanzionare la compagnia, ma non ti riconosce il risarcimento.',
      "Trascorse sei settimane senza risposta, o di fronte a un diniego poco motivato, il passo successivo può essere un reclamo all'ENAC: l'ente ha il potere di multare il vettore, non quello di farti pagare.",
    ],
  },
  {
    id: 'conciliazione-obbligatoria',
    why: 'mandatory conciliation was annulled by TAR Piemonte n. 1093/2024 for fixed EU261 claims; texts say it may change and that we check it',
    pattern: /concilia\w*[^.]{0,60}obbligatori|obbligatori\w*[^.]{0,40}concilia/i,
    // A question or a heading asking where things stand states nothing; "aveva/avevano previsto" tells what the law had provided before the annulment.
    unless: /TAR|annullat|può cambiare|verifichiamo|\?\s*$|a che punto|\bavev(?:a|ano)\s+(?:previsto|introdotto|disciplinato)\b/i,
    catches: ['Prima di fare causa la conciliazione è obbligatoria.', 'Ricorda: la conciliazione obbligatoria va tentata prima di andare dal giudice di pace.'],
    passes: [
      'La conciliazione obbligatoria è stata annullata dal TAR Piemonte (sentenza n. 1093/2024), ma la situazione può cambiare.',
      'E la conciliazione obbligatoria?',
      'La conciliazione obbligatoria: a che punto siamo',
      "La legge annuale sulla concorrenza (L. 118/2022, art. 10) aveva previsto un tentativo obbligatorio di conciliazione prima di fare causa nei servizi di trasporto, e l'Autorità di regolazione dei trasporti lo aveva disciplinato con la delibera n. 21/2023.",
      "La L. 118/2022 (art. 10) e la delibera n. 21/2023 dell'Autorità di regolazione dei trasporti avevano introdotto un tentativo obbligatorio di conciliazione prima di fare causa.",
    ],
  },
  {
    id: 'ritardo-due-ore-dimezzato',
    why: 'a delay under 3 hours at arrival gives nothing: the halved 125 € comes only with a re-routed flight arriving within 2 hours',
    pattern:
      /(?<![\d.,])125\s?(?:€|euro\b)[^.]{0,120}ritardo[^.]{0,40}(?:non superiore a|fino a|entro|meno di|inferiore a|al massimo)\s+(?:2|due)\s+or|ritardo[^.]{0,40}(?:non superiore a|fino a|entro|meno di|inferiore a|al massimo)\s+(?:2|due)\s+or[^.]{0,120}(?<![\d.,])125\s?(?:€|euro\b)/i,
    unless: /alternativ|riprote|cancellat|imbarco negato|overbooking/i,
    catches: ['Fino a 1.500 km · 125 € · Ritardo all’arrivo non superiore a 2 ore ·', 'Con un ritardo all’arrivo fino a 2 ore ricevi 125 €.'],
    passes: [
      'Fino a 1.500 km · 125 € · Ritardo all’arrivo non superiore a 2 ore con il volo alternativo ·',
      'Se il volo alternativo arriva con un ritardo non superiore a 2 ore, la compagnia può ridurre il risarcimento a 125 €.',
      'Fino a 1.500 km · 250 € · Nessuna riduzione: da 3 ore di ritardo all’arrivo spetta l’importo pieno ·',
    ],
  },
  {
    id: 'foro-del-consumatore',
    why: 'against a carrier of another member state the court is at the departure or arrival (Reg. 1215/2012 art. 7(1)(b)) or the carrier’s seat: the consumer’s own forum does not apply to carriage (art. 17(3))',
    pattern:
      /(?:giudice|foro|tribunale|ufficio)[^.]{0,60}(?:luogo|città|comune|paese) (?:in cui|dove) (?:risiedi|risiede|abiti|abita|vivi|vive)|(?:foro|giudice) del consumatore[^.]{0,80}(?:compagni|vettor|volo|voli|trasporto|aere)|(?:della tua|della sua|di) residenza[^.]{0,40}(?:giudice|foro|competen)/i,
    unless: /\bnon (?:vale|si applica|conta|è competente)|\bnon\b[^.]{0,20}(?:il foro|il giudice) del consumatore|escluso/i,
    catches: [
      'Il passeggero che agisce come consumatore può in genere rivolgersi al giudice del luogo in cui risiede; in alcuni casi si guarda anche al luogo di partenza o di arrivo del volo.',
      'Contro la compagnia puoi fare causa davanti al giudice di pace della città dove abiti.',
    ],
    passes: [
      'Il foro del consumatore, cioè il giudice del luogo in cui risiedi, non vale per i contratti di trasporto (art. 17, par. 3 dello stesso regolamento): se abiti a Torino e il tuo Napoli–Barcellona è stato cancellato, in Italia è competente il giudice di pace di Napoli, non quello di Torino.',
      'Contro una compagnia di un altro Stato dell’Unione puoi agire davanti al giudice del luogo di partenza o di arrivo del volo, oppure davanti al giudice del paese in cui la compagnia ha sede.',
    ],
  },
  {
    id: 'enac-e-bagagli',
    why: 'ENAC has no power to sanction baggage liability (D.Lgs. 69/2006 covers Reg. 261 only)',
    pattern: /ENAC[^.]{0,160}(?:sanzion|multa|multare|segnala\w* il comportamento)|(?:sanzion|multa)[^.]{0,80}ENAC/i,
    when: BAGGAGE,
    unless: /\bnon (?:ha|è|riguarda)\b|\bnon può (?:sanzion|multa)/i,
    catches: [
      'Per il bagaglio smarrito puoi segnalare il caso all’ENAC, che può sanzionare il vettore ma non ti liquida somme.',
      'Un reclamo all’ENAC sul bagaglio danneggiato può segnalare il comportamento del vettore.',
    ],
    passes: [
      'L’ENAC non ha poteri di sanzione sulla responsabilità per il bagaglio: i suoi poteri riguardano il Regolamento (CE) n. 261/2004, cioè ritardi, cancellazioni e negato imbarco.',
      'L’ENAC può sanzionare la compagnia per un volo cancellato, ma non ti riconosce il risarcimento.',
    ],
  },
  {
    id: 'dimezzamento-solo-riprotezione',
    why: 'the Art. 7(2) halving applies to delays too (Sturgeon ¶63), not only to a re-routed flight',
    pattern:
      /(?:metà|dimezz|ridott|riduzione|50\s?%)[^.]{0,80}\b(?:solo|soltanto|unicamente)\s+(?:se|quando|in caso di|con|dopo)\b[^.]{0,40}(?:riprotez|volo alternativo|riprotegg)|\b(?:solo|soltanto|unicamente)\s+(?:se|quando|in caso di|con|dopo)\b[^.]{0,40}(?:riprotez|volo alternativo|riprotegg)[^.]{0,80}(?:metà|dimezz|ridott|riduzione|50\s?%)/i,
    unless: /\bo (?:il (?:tuo )?volo )?in ritardo|anche (?:per )?(?:i |un )?ritard|o il volo stesso in ritardo/i,
    catches: [
      "Si chiede 250, 400 o 600 € per passeggero; la metà solo se una riprotezione ti ha fatto arrivare entro 2, 3 o 4 ore dall'orario previsto, secondo la distanza.",
      'La riduzione del 50% si applica soltanto dopo una riprotezione su un volo alternativo.',
    ],
    passes: [
      "La compagnia può dimezzare la compensazione a 125, 200 o 300 € solo se il volo alternativo o in ritardo arriva entro 2, 3 o 4 ore.",
      "Si chiede 250, 400 o 600 € per passeggero; la metà se il volo alternativo, o il volo stesso in ritardo, è arrivato entro 2, 3 o 4 ore dall'orario previsto, secondo la distanza.",
    ],
  },
  {
    id: 'distanza-bologna-siviglia',
    why: 'Bologna–Siviglia is about 1,641 km on the great circle (the spec’s radius), not 1,760',
    pattern: /(?<![\d.,])(?:1\.?(?:6[5-9]\d|[7-9]\d\d)|[2-9]\.?\d{3})\s?km/i,
    when: /Bologna[^.]*Siviglia|Siviglia[^.]*Bologna/i,
    // "La tratta misura…" after a sentence that names the two cities.
    whenBefore: /Bologna[^.]*Siviglia|Siviglia[^.]*Bologna/i,
    catches: ['Il Bologna–Siviglia misura circa 1.760 km in linea d’aria.'],
    passes: ['Il Bologna–Siviglia misura circa 1.641 km in linea d’aria.'],
    catchesInText: [
      "Valeria vive a Bologna e nel 2024 è rientrata da Siviglia con un volo arrivato cinque ore e mezza dopo l'orario previsto. La tratta misura circa 1.760 km in linea d'aria ed è interna all'Unione, quindi la compensazione sarebbe di 400 €.",
    ],
    passesInText: [
      "Valeria vive a Bologna e nel 2024 è rientrata da Siviglia con un volo arrivato cinque ore e mezza dopo l'orario previsto. La tratta misura circa 1.641 km in linea d'aria ed è interna all'Unione, quindi la compensazione sarebbe di 400 €.",
      "Valeria è rientrata da Siviglia a Bologna.\n\nUn Roma–New York misura circa 6.860 km.",
    ],
  },
  {
    id: 'coincidenza-solo-volo-in-ritardo',
    why: 'on one booking the claim may also go to the EU carrier that operated the first flight when the delay arose on the second (C-502/18): not only to the carrier of the late flight',
    pattern: /(?:richiesta|reclamo|risarcimento|compensazione)[^.]{0,40}(?:va fatt|va rivolt|va indirizzat|va chiest|si chiede|chiedere)\w*[^.]{0,20}\s(?:solo |soltanto |unicamente )?alla compagnia che ha operato il volo in ritardo/i,
    unless: /anche|oppure|\bo a quella|C-502\/18|České/i,
    catches: ["Con un'unica prenotazione la richiesta va fatta alla compagnia che ha operato il volo in ritardo, quello che ha causato la perdita della coincidenza."],
    passes: [
      "Con un'unica prenotazione puoi rivolgere la richiesta alla compagnia che ha operato il volo in ritardo, quello che ha causato la perdita della coincidenza: nel caso di Sara, il Catania–Roma.",
      "La Corte di giustizia ha stabilito che si può chiedere la compensazione anche alla compagnia europea che ha operato il primo volo, quando il ritardo è nato sul secondo, operato da un'altra compagnia (sentenza České aerolinie, C-502/18).",
    ],
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

/** The rules a sentence breaks; `before` are the sentences just before it in its paragraph, nearest last. */
export function brokenRules(sentence: string, rules: readonly LegalRule[] = LEGAL_RULES, before: readonly string[] = []): LegalRule[] {
  const context = before.slice(-CONTEXT_SENTENCES);
  return rules.filter(({ pattern, when, whenBefore, unless, unlessBefore, allow }) => {
    const applies = (!when && !whenBefore) || when?.test(sentence) || (whenBefore !== undefined && context.some((earlier) => whenBefore.test(earlier)));
    if (!applies) return false;
    const checked = allow ? sentence.replace(allow, ' ') : sentence;
    if (!pattern.test(checked) || unless?.test(sentence)) return false;
    return !(unlessBefore && context.some((earlier) => unlessBefore.test(earlier)));
  });
}

/** Every sentence of the text that states something EU261.md rules out, with the reason. Paragraphs are separated by a blank line. */
export function wrongClaims(text: string, rules: readonly LegalRule[] = LEGAL_RULES): string[] {
  return text.split(/\n[ \t]*\n/).flatMap((paragraph) => {
    const inParagraph = sentences(paragraph);
    return inParagraph.flatMap((sentence, index) =>
      brokenRules(sentence, rules, inParagraph.slice(0, index)).map(({ id, why }) => `${id} (${why}): «${sentence}»`),
    );
  });
}
