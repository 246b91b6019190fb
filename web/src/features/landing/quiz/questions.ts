import { euro, LONG_HAUL_AMOUNT, MEDIUM_HAUL_AMOUNT, MEDIUM_HAUL_KM, SHORT_HAUL_AMOUNT, SHORT_HAUL_KM } from '@/content/eu261-amounts';

export interface QuizQuestion {
  id: number;
  question: string;
  options: readonly [string, string, string, string];
  /** Index into options. */
  correct: 0 | 1 | 2 | 3;
  explanation: string;
  tip: string;
}

// Facts as in EU261.md (the law as the product applies it), not the spec's '6 anni' for Italy.
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    question: "Da quante ore di ritardo all'arrivo scatta il diritto al risarcimento?",
    options: ['1 ora', '2 ore', '3 ore', '5 ore'],
    correct: 2,
    explanation:
      "Secondo la Corte di Giustizia UE (sentenza Sturgeon), un ritardo di 3 ore o più all'arrivo alla destinazione finale dà diritto allo stesso risarcimento di una cancellazione. Sotto le 3 ore non spetta il risarcimento, ma solo l'assistenza.",
    tip: "Conta l'orario di arrivo, non quello di partenza: annota quando si aprono le porte dell'aereo.",
  },
  {
    id: 2,
    question: `Volo Roma–New York (oltre ${MEDIUM_HAUL_KM} km) arrivato con 5 ore di ritardo: quanto ti spetta al massimo?`,
    options: [euro(SHORT_HAUL_AMOUNT), euro(MEDIUM_HAUL_AMOUNT), euro(LONG_HAUL_AMOUNT), '1.000 €'],
    correct: 2,
    explanation:
      `Per i voli extra-UE oltre ${MEDIUM_HAUL_KM} km il Regolamento (CE) n. 261/2004 prevede ${euro(LONG_HAUL_AMOUNT)}, l'importo massimo. Se il ritardo all'arrivo non supera le 4 ore (4 ore esatte comprese), l'importo può essere ridotto del 50%.`,
    tip: 'Il risarcimento è fisso e non dipende dal prezzo del biglietto: vale anche per i voli low cost.',
  },
  {
    id: 3,
    question: 'Il tuo volo Milano–Parigi (circa 600 km) viene cancellato il giorno prima. Quanto ti spetta?',
    options: [euro(SHORT_HAUL_AMOUNT), euro(MEDIUM_HAUL_AMOUNT), euro(LONG_HAUL_AMOUNT), 'Solo il rimborso del biglietto'],
    correct: 0,
    explanation:
      `Per i voli fino a ${SHORT_HAUL_KM} km il risarcimento è di ${euro(SHORT_HAUL_AMOUNT)}; ${euro(MEDIUM_HAUL_AMOUNT)} per i voli tra ${SHORT_HAUL_KM} e ${MEDIUM_HAUL_KM} km e per tutti i voli interni all'UE oltre ${SHORT_HAUL_KM} km; ${euro(LONG_HAUL_AMOUNT)} oltre ${MEDIUM_HAUL_KM} km.`,
    tip: 'Oltre al risarcimento puoi scegliere tra il rimborso del biglietto e un volo alternativo.',
  },
  {
    id: 4,
    question: 'Lo sciopero dei piloti o degli assistenti di volo della compagnia è una circostanza eccezionale?',
    options: [
      'Sì, qualsiasi sciopero esonera la compagnia',
      'No, lo sciopero del personale della compagnia non la esonera',
      'Solo se lo sciopero è proclamato dal sindacato',
      'Solo per i voli nazionali',
    ],
    correct: 1,
    explanation:
      "La Corte di Giustizia UE ha chiarito che lo sciopero del personale della compagnia, anche se proclamato dal sindacato, rientra nella normale attività del vettore: il risarcimento è dovuto. Diverso è lo sciopero dei controllori di volo, che non dipende dalla compagnia e può essere una circostanza eccezionale, se la compagnia lo dimostra.",
    tip: 'Se la compagnia cita uno sciopero, chiedi per iscritto chi ha scioperato: personale proprio o controllori di volo.',
  },
  {
    id: 5,
    question: 'Quale di questi eventi può essere una circostanza eccezionale che esclude il risarcimento?',
    options: ["Un guasto tecnico all'aereo", 'Il maltempo grave che chiude l’aeroporto', 'La mancanza di equipaggio', "L'overbooking"],
    correct: 1,
    explanation:
      "Il maltempo grave e gli scioperi dei controllori di volo possono essere circostanze eccezionali (art. 5, par. 3 del Regolamento): la compagnia deve dimostrarle e dimostrare di aver preso tutte le misure ragionevoli per evitare il disagio. I guasti tecnici che emergono nella normale attività non lo sono (sentenza Wallentin-Hermann), né la carenza di personale o l'overbooking.",
    tip: 'Anche in caso di circostanze eccezionali la compagnia deve comunque darti assistenza: pasti, bevande e, se serve, hotel.',
  },
  {
    id: 6,
    question: 'Con quanto preavviso deve essere comunicata una cancellazione perché la compagnia non debba risarcirti?',
    options: ['Almeno 48 ore', 'Almeno 7 giorni', 'Almeno 14 giorni', 'Almeno 30 giorni'],
    correct: 2,
    explanation:
      'Se vieni avvisato almeno 14 giorni prima della partenza non hai diritto al risarcimento. Con un preavviso più breve il risarcimento è dovuto, salvo che ti venga offerto un volo alternativo con orari molto vicini a quelli originali.',
    tip: "Conserva l'email o l'SMS con cui la compagnia ti ha comunicato la cancellazione: la data dell'avviso è decisiva.",
  },
  {
    id: 7,
    question: `Per un volo fino a ${SHORT_HAUL_KM} km, dopo quanto tempo di attesa in aeroporto hai diritto a pasti e bevande?`,
    options: ['30 minuti', '2 ore', '5 ore', 'Mai, sono a tuo carico'],
    correct: 1,
    explanation:
      `Il diritto all'assistenza scatta dopo 2 ore di ritardo alla partenza per i voli fino a ${SHORT_HAUL_KM} km (3 ore per i voli medi, 4 per quelli lunghi): pasti, bevande, due telefonate o email e, se la partenza slitta al giorno dopo, hotel e trasferimento.`,
    tip: "Se la compagnia non ti assiste, conserva gli scontrini: le spese ragionevoli vanno rimborsate.",
  },
  {
    id: 8,
    question: 'Entro quando conviene chiedere il risarcimento per un volo partito dall’Italia?',
    options: ['Entro 30 giorni, poi è troppo tardi', 'Entro 6 mesi, poi è troppo tardi', 'Per prudenza entro un anno dal volo', 'Quando vuoi: non esiste alcun limite'],
    correct: 2,
    explanation:
      'In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo. Le richieste più vecchie le verifichiamo comunque, caso per caso. Il termine lo decide la legge nazionale che si applica: per confronto, 5 anni in Spagna e in Francia, 3 anni in Germania (dalla fine dell’anno del volo).',
    tip: 'Non aspettare: conserva carta d’imbarco e prenotazione e avvia la verifica appena rientrato.',
  },
];


/** The spec's verdicts (§9), by percentage of correct answers. */
export function quizVerdict(percentage: number): string {
  if (percentage >= 80) return 'Eccellente! Conosci molto bene i tuoi diritti.';
  if (percentage >= 60) return 'Buono! Hai una buona conoscenza dei diritti sui voli.';
  if (percentage >= 40) return 'Discreto, ma puoi migliorare la tua conoscenza.';
  return 'Da migliorare. È importante conoscere i tuoi diritti!';
}
