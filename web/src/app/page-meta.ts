import { euro, LONG_HAUL_AMOUNT, SHORT_HAUL_AMOUNT } from '@/content/eu261-amounts';

/** A page's title and meta description: set in the browser by usePageMeta and written into the pre-rendered HTML. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The public pages with fixed metadata (blog articles carry their own in their front matter). */
export const PAGE_META = {
  '/': {
    title: 'rimborsovolo24.it - Risarcimento voli EU 261/2004',
    description: `Fino a ${euro(LONG_HAUL_AMOUNT)} di risarcimento per voli in ritardo, cancellati o in overbooking (Reg. (CE) n. 261/2004). Paghi solo in caso di successo: 25 % + IVA (30,5 % IVA inclusa).`,
  },
  '/verifica-rimborso': {
    title: 'Verifica il rimborso del tuo volo | RimborsoVolo24',
    description: `Volo in ritardo, cancellato o overbooking? Verifica in pochi minuti se hai diritto fino a ${euro(LONG_HAUL_AMOUNT)} di risarcimento (Reg. (CE) n. 261/2004). Paghi solo in caso di successo: 25 % + IVA (30,5 % IVA inclusa).`,
  },
  '/verifica-stato': {
    title: 'Verifica stato pratica | RimborsoVolo24',
    description: 'Controlla lo stato della tua richiesta di risarcimento volo con email e numero di pratica, e carica i documenti richiesti.',
  },
  '/voli-ritardo': {
    title: `Volo in ritardo: risarcimento fino a ${euro(LONG_HAUL_AMOUNT)} | RimborsoVolo24`,
    description: `Volo arrivato con 3 ore o più di ritardo? Con il Regolamento (CE) n. 261/2004 hai diritto a un risarcimento da ${euro(SHORT_HAUL_AMOUNT)} a ${euro(LONG_HAUL_AMOUNT)}. Verifica gratis in 2 minuti.`,
  },
  '/voli-cancellati': {
    title: `Volo cancellato: rimborso e risarcimento fino a ${euro(LONG_HAUL_AMOUNT)} | RimborsoVolo24`,
    description: `Volo cancellato con meno di 14 giorni di preavviso? Hai diritto a rimborso o volo alternativo e a un risarcimento da ${euro(SHORT_HAUL_AMOUNT)} a ${euro(LONG_HAUL_AMOUNT)} (Reg. (CE) n. 261/2004).`,
  },
  '/overbooking': {
    title: `Overbooking e negato imbarco: risarcimento fino a ${euro(LONG_HAUL_AMOUNT)} | RimborsoVolo24`,
    description: `Imbarco negato per overbooking contro la tua volontà? Hai diritto subito a ${SHORT_HAUL_AMOUNT}-${euro(LONG_HAUL_AMOUNT)} in denaro, più volo alternativo o rimborso e assistenza (Reg. (CE) n. 261/2004).`,
  },
  '/bagagli-smarriti': {
    title: 'Bagaglio smarrito, danneggiato o in ritardo: risarcimento fino a 1.400 € | RimborsoVolo24',
    description: 'Bagaglio smarrito, danneggiato o consegnato in ritardo? Con la Convenzione di Montreal puoi ottenere fino a 1.400 €. Scopri termini, documenti e come fare il PIR.',
  },
  '/privacy': {
    title: 'Informativa privacy | RimborsoVolo24',
    description: 'Come trattiamo i dati personali dei passeggeri che ci affidano una richiesta di risarcimento: titolare, finalità, basi giuridiche, destinatari, tempi di conservazione e diritti (artt. 13-14 GDPR).',
  },
  '/cookie': {
    title: 'Cookie e memoria del browser | RimborsoVolo24',
    description: 'Il sito pubblico non usa cookie: niente profilazione né statistiche. Che cosa salva il modulo di richiesta nel browser e quali cookie tecnici usa l’area riservata.',
  },
  '/termini': {
    title: 'Termini del servizio | RimborsoVolo24',
    description: 'Il contratto per la gestione della richiesta di risarcimento: cosa facciamo, compenso del 25 % + IVA (30,5 % IVA inclusa) solo in caso di successo, mandato, recesso entro 14 giorni, foro del consumatore.',
  },
  '/blog': {
    title: 'Blog rimborsi voli: guide e diritti dei passeggeri | rimborsovolo24.it',
    description: 'Guide, diritti dei passeggeri e confronti: tutto quello che devi sapere su ritardi, cancellazioni, overbooking e bagagli secondo il Regolamento (CE) n. 261/2004.',
  },
} as const satisfies Record<string, PageMeta>;

export type StaticPublicPath = keyof typeof PAGE_META;
