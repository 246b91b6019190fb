import { calculateFee, eurosToCents, formatEuroCents, HEADLINE_PRICE } from '../eligibility/index.js';
import { COMPETENT_BODY_TEXT } from '../contracts/complaint-bodies.js';
import { MANDATE_AMOUNTS_NOTE, MANDATE_BLOCKS, fillSegments } from '../contracts/mandate-text.js';
import type { LegalInfo } from '../contracts/legal-texts.js';

/** A section of a legal document as the PDF prints it: a heading and its paragraphs. */
export interface LegalSectionText {
  title: string;
  paragraphs: string[];
}

const companyLine = ({ company }: LegalInfo) => `${company.name}, ${company.address}, partita IVA ${company.vatNumber}, email ${company.email}`;

/** The information on the right of withdrawal (Cod. Cons. artt. 49 co. 1 lett. h, 52-53): in the e-mail's body and in the PDF. */
export function withdrawalInformation(info: LegalInfo): LegalSectionText {
  return {
    title: 'Diritto di recesso entro 14 giorni',
    paragraphs: [
      'Hai il diritto di recedere dal contratto, senza dare spiegazioni e senza costi, entro 14 giorni dal giorno in cui è concluso, cioè dal giorno in cui hai inviato la richiesta (artt. 52 e 53 del Codice del Consumo, D.Lgs. 206/2005).',
      `Per recedere mandaci, prima che scadano i 14 giorni, una dichiarazione chiara della tua decisione: basta un’email a ${info.company.email} con il numero di pratica, oppure una lettera a ${info.company.name}, ${info.company.address}. Puoi usare il modulo di recesso allegato, ma non è obbligatorio. Il termine è rispettato se invii la comunicazione prima della scadenza.`,
      'Effetti del recesso: interrompiamo la pratica, comunichiamo alla compagnia aerea che non ti rappresentiamo più e non ti chiediamo nulla, nemmeno per l’attività già svolta. Ti confermiamo il recesso per email.',
    ],
  };
}

/** The model withdrawal form of Allegato I, parte B, of the Consumer Code, addressed to us. */
export function withdrawalForm(info: LegalInfo, practiceNumber: string): LegalSectionText {
  return {
    title: 'Modulo di recesso tipo (allegato I, parte B, del Codice del Consumo)',
    paragraphs: [
      '(Compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
      `Destinatario: ${companyLine(info)}`,
      `Con la presente io sottoscritto/a notifico il recesso dal mio contratto per la prestazione del seguente servizio: gestione della richiesta di risarcimento, pratica n. ${practiceNumber}.`,
      'Concluso il: ………………',
      'Nome del consumatore: ………………',
      'Indirizzo del consumatore: ………………',
      'Firma del consumatore (solo se il presente modulo è notificato in versione cartacea): ………………',
      'Data: ………………',
    ],
  };
}

const EXAMPLES = [250, 400, 600].map((euros) => calculateFee(eurosToCents(euros)));

/**
 * The terms of service as the passenger accepted them (the version the claim records), the same words
 * as /termini (web/src/features/legal-pages/terms-page.tsx); change both, and TERMS_VERSION, together.
 */
export function termsSections(info: LegalInfo): LegalSectionText[] {
  const mandate = MANDATE_BLOCKS.filter((block) => block.kind !== 'signature').map((block) =>
    fillSegments(block.segments, { companyName: info.company.name, companyAddress: info.company.address, companyVatNumber: info.company.vatNumber }, false),
  );
  return [
    {
      title: '1. Chi siamo e quando si applicano questi termini',
      paragraphs: [
        `Il servizio RimborsoVolo24 è fornito da ${companyLine(info)} («noi»). Svolgiamo l’attività di recupero stragiudiziale dei crediti per conto di terzi con la licenza prevista dall’art. 115 del Testo unico delle leggi di pubblica sicurezza (TULPS): ${info.company.tulpsLicence}.`,
        'Questi termini regolano il contratto con te, passeggero che agisce come consumatore («tu»), che si conclude quando invii la richiesta dal modulo di verifica del rimborso dopo averli accettati.',
      ],
    },
    {
      title: '2. Che cosa facciamo per te',
      paragraphs: [
        'Valutiamo gratuitamente la tua richiesta con le regole del Regolamento (CE) n. 261/2004 e, per i bagagli, della Convenzione di Montreal. La stima del modulo è indicativa: decide una persona del nostro team.',
        `Chiediamo il risarcimento alla compagnia aerea in tuo nome, con i documenti che ci dai, seguiamo la pratica e ti teniamo aggiornato per email. Se la compagnia non risponde entro sei settimane o risponde in modo insoddisfacente, possiamo presentare reclamo a ${COMPETENT_BODY_TEXT}. L’organismo può sanzionare la compagnia ma non riconosce il risarcimento.`,
        'Azione in giudizio: quando valutiamo che ne valga la pena, ti proponiamo di affidare la causa ai nostri avvocati partner. Non avviamo nessuna causa in tuo nome senza il tuo consenso, che ti chiediamo prima di ciascuna, spiegandoti perché e con quali rischi. Se la causa è persa, le spese legali che il giudice pone a carico tuo a favore della compagnia aerea le paghiamo noi, come le spese dei nostri avvocati.',
        'Non possiamo garantirti il risultato: dipende dalle circostanze del volo, dalle prove e dalle decisioni della compagnia o del giudice.',
      ],
    },
    {
      title: '3. Quanto costa: solo in caso di successo',
      paragraphs: [
        `La valutazione è gratuita. Il nostro compenso è il 25% della somma ottenuta dalla compagnia aerea, più l’IVA al 22% su quel compenso (${HEADLINE_PRICE}); compenso e IVA sono arrotondati ciascuno al centesimo. Il compenso è dovuto solo se otteniamo il pagamento: se non otteniamo nulla, non ci devi nulla, né compenso né spese, anche quando abbiamo presentato reclamo all’ENAC o a un altro organismo nazionale, o agito in giudizio. Se una causa in tuo nome è persa, le spese che il giudice liquida a favore della compagnia aerea sono a carico nostro.`,
        ...EXAMPLES.map(
          (fee) =>
            `Se la compagnia paga ${formatEuroCents(fee.compensationCents)}, il compenso è ${formatEuroCents(fee.feeCents)} (${formatEuroCents(fee.commissionCents)} + ${formatEuroCents(fee.vatCents)} di IVA) e tu ricevi ${formatEuroCents(fee.netCents)}.`,
        ),
        'Per il compenso ti emettiamo fattura. Il compenso si calcola sulla somma effettivamente pagata dalla compagnia, anche se diversa da quella stimata dal modulo.',
      ],
    },
    {
      title: '4. Come ricevi i soldi',
      paragraphs: [
        'Di norma la compagnia aerea paga a noi, in forza del mandato. Appena riceviamo il pagamento tratteniamo il compenso e ti versiamo senza ritardo il resto con bonifico sul conto che ci indichi (IBAN intestato o cointestato a te). Non accettiamo buoni o voucher al posto del denaro senza il tuo consenso scritto.',
      ],
    },
    {
      title: '5. Se la compagnia paga direttamente te',
      paragraphs: [
        'Se, dopo che le abbiamo inviato la richiesta, la compagnia ti paga direttamente o ti fa un’offerta, avvisaci entro 14 giorni. Il pagamento è frutto della nostra richiesta, quindi il compenso resta dovuto sulla somma che hai ricevuto: ti mandiamo la fattura e ce lo versi entro 30 giorni. Se la compagnia ti aveva già pagato prima della nostra richiesta, non ci devi nulla.',
      ],
    },
    { title: '6. Mandato con rappresentanza', paragraphs: ['Per agire in tuo nome ti chiederemo di firmare il mandato con il testo che segue; fino alla firma possiamo valutare la richiesta, ma non agire in tuo nome.', MANDATE_AMOUNTS_NOTE, ...mandate] },
    { ...withdrawalInformation(info), title: '7. Diritto di recesso entro 14 giorni' },
    {
      title: '8. Durata e fine del contratto',
      paragraphs: [
        'Il contratto dura fino alla chiusura della pratica: quando ti abbiamo versato la tua parte, oppure quando ti comunichiamo che non procediamo, con il motivo; in quel caso non ci devi nulla.',
        `Dopo i 14 giorni del recesso puoi comunque revocare il mandato in qualsiasi momento scrivendo a ${info.company.email}. Non ci devi nulla, salvo che la compagnia abbia già accettato di pagare in seguito alla nostra richiesta: in quel caso il compenso resta dovuto su quella somma.`,
      ],
    },
    {
      title: '9. I tuoi impegni',
      paragraphs: ['Darci informazioni vere e complete e i documenti che ti chiediamo; non affidare la stessa richiesta ad altri mentre ce ne occupiamo noi, e dirci se la compagnia ti contatta; comunicarci se cambiano i tuoi dati di contatto o il conto su cui ricevere il pagamento.'],
    },
    {
      title: '10. Reclami',
      paragraphs: [
        `Se qualcosa non va scrivici a ${info.company.email} indicando il numero di pratica: ti rispondiamo per iscritto. Puoi anche rivolgerti a un organismo di risoluzione alternativa delle controversie (ADR) iscritto negli elenchi previsti dal Codice del Consumo (artt. 141 e seguenti).`,
      ],
    },
    {
      title: '11. Legge applicabile e foro competente',
      paragraphs: [
        'Il contratto è regolato dalla legge italiana, senza toglierti le tutele inderogabili della legge del Paese in cui vivi. Per le controversie è competente il giudice del luogo in cui risiedi o sei domiciliato, se in Italia (foro del consumatore, art. 66-bis del Codice del Consumo).',
      ],
    },
    {
      title: '12. Dati personali e versioni',
      paragraphs: ['Come trattiamo i tuoi dati è spiegato nell’Informativa privacy (/privacy). Alla tua pratica si applica la versione di questi termini che hai accettato, registrata con la richiesta.'],
    },
  ];
}
