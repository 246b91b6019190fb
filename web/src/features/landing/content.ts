import { euro, LONG_HAUL_AMOUNT, MEDIUM_HAUL_AMOUNT, MEDIUM_HAUL_KM, SHORT_HAUL_AMOUNT, SHORT_HAUL_KM } from '@/content/eu261-amounts';

export const STEPS = [
  { title: 'Verifica gratuita', text: 'Inserisci i dati del volo: in 2 minuti sai se hai diritto al risarcimento.' },
  { title: 'Carica i documenti', text: "Carta d'imbarco e documento d'identità: bastano poche foto dal telefono." },
  { title: 'Pensiamo a tutto noi', text: 'Contattiamo la compagnia aerea e, se serve, agiamo per vie legali al posto tuo.' },
  { title: 'Ricevi il risarcimento', text: 'Quando la compagnia paga, ti versiamo la tua parte con un bonifico. Paghi il 25 % + IVA (30,5 % IVA inclusa) solo in caso di successo.' },
] as const;

/** Facts of the law and of our terms, not invented track records: the service is new. */
export const STATS = [
  { value: euro(LONG_HAUL_AMOUNT), label: 'risarcimento massimo per passeggero' },
  { value: '3 ore', label: 'di ritardo all’arrivo bastano' },
  { value: '2 minuti', label: 'per la verifica gratuita' },
  { value: '25 % + IVA (30,5 % IVA inclusa)', label: 'solo in caso di successo' },
] as const;

export const FAQ_ITEMS = [
  {
    question: 'Quanto costa il vostro servizio?',
    answer:
      'La verifica è gratuita. Se otteniamo il risarcimento tratteniamo il 25 % + IVA (30,5 % IVA inclusa); se non lo otteniamo non paghi nulla. Per esempio, su 250 € la commissione è di 76,25 € e a te restano 173,75 €; su 600 € è di 183,00 € e a te restano 417,00 €.',
  },
  {
    question: 'Entro quanto tempo posso chiedere il risarcimento?',
    answer:
      'In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo. Le richieste più vecchie le verifichiamo comunque, caso per caso. Il termine dipende dalla legge nazionale che si applica, legata soprattutto al paese in cui vivi e al tribunale scelto. Per confronto: 5 anni in Spagna e in Francia, 3 anni in Germania (dalla fine dell’anno del volo), 6 anni in Inghilterra e Galles.',
  },
  {
    question: 'Quanto posso ottenere?',
    answer:
      `Secondo il Regolamento (CE) n. 261/2004: ${euro(SHORT_HAUL_AMOUNT)} per i voli fino a ${SHORT_HAUL_KM} km, ${euro(MEDIUM_HAUL_AMOUNT)} per i voli tra ${SHORT_HAUL_KM} e ${MEDIUM_HAUL_KM} km e per tutti i voli interni all'UE oltre ${SHORT_HAUL_KM} km, ${euro(LONG_HAUL_AMOUNT)} per gli altri voli oltre ${MEDIUM_HAUL_KM} km. L'importo non dipende dal prezzo del biglietto.`,
  },
  {
    question: 'Quanto tempo ci vuole per ricevere il risarcimento?',
    answer:
      'Dipende soprattutto dalla compagnia: alcune pagano dopo la prima richiesta, altre solo dopo solleciti, un reclamo o una causa, che richiede più tempo. Ti aggiorniamo per email a ogni passo.',
    /** The measured figure follows this answer once there are enough paid claims (sections/payout-time.tsx). */
    measuredPayoutTime: true,
  },
  {
    question: 'La compagnia dice che si trattava di circostanze eccezionali: ho comunque diritto?',
    answer:
      'Spesso sì. Guasti tecnici e scioperi del personale della compagnia non sono circostanze eccezionali. Maltempo grave, scioperi dei controllori di volo o problemi di sicurezza possono esserlo, ma spetta alla compagnia dimostrarlo, e dimostrare anche che nemmeno con tutte le misure ragionevoli avrebbe potuto evitare il disagio: verifichiamo noi il tuo caso.',
  },
] as const;
