import { PAGE_META } from '@/app/page-meta';
import { AlertTriangle, CalendarClock, Coffee, Plane, RefreshCcw, Wallet } from 'lucide-react';
import { CardGrid, CheckList, CompensationTable, EU261_TIERS, HALF_TIERS, InfoCard, InfoPage, InfoSection } from './info-page-template';
import { euro, LONG_HAUL_AMOUNT, SHORT_HAUL_AMOUNT } from '@/content/eu261-amounts';

const NOTICE_RULES = [
  { notice: 'Almeno 14 giorni prima della partenza', outcome: 'Nessun risarcimento (restano rimborso o volo alternativo).' },
  {
    notice: 'Tra 7 e 14 giorni prima',
    outcome: 'Nessun risarcimento solo se il volo alternativo parte al massimo 2 ore prima e arriva meno di 4 ore dopo l’orario originale.',
  },
  {
    notice: 'Meno di 7 giorni prima',
    outcome: 'Nessun risarcimento solo se il volo alternativo parte al massimo 1 ora prima e arriva meno di 2 ore dopo l’orario originale.',
  },
];

export default function CancellationsPage() {
  return (
    <InfoPage
      meta={PAGE_META['/voli-cancellati']}
      hero={{
        eyebrow: 'Voli cancellati',
        title: `Volo cancellato? Rimborso, volo alternativo e fino a ${euro(LONG_HAUL_AMOUNT)}`,
        lead: `Se la compagnia ti ha avvisato meno di 14 giorni prima e non ti ha offerto un’alternativa accettabile, oltre al rimborso o alla riprotezione hai diritto a un risarcimento da ${euro(SHORT_HAUL_AMOUNT)} a ${euro(LONG_HAUL_AMOUNT)} a passeggero.`,
        highlights: ['Preavviso sotto i 14 giorni', `Da ${euro(SHORT_HAUL_AMOUNT)} a ${euro(LONG_HAUL_AMOUNT)}`, 'Verifica gratuita'],
      }}
      cta="Richiedi il risarcimento"
      closing={{ title: 'Ti hanno cancellato il volo?', text: 'Controlliamo gratuitamente il preavviso ricevuto e l’alternativa offerta, e chiediamo per te il risarcimento.' }}
    >
      <InfoSection id="cancellazione-diritti" title="I tuoi diritti, sempre" intro="Qualunque sia il preavviso e la causa, la compagnia deve offrirti una scelta e assisterti.">
        <CardGrid>
          <InfoCard icon={Wallet} title="Rimborso del biglietto">
            <p>Il rimborso integrale del prezzo pagato per la parte di viaggio non effettuata.</p>
          </InfoCard>
          <InfoCard icon={RefreshCcw} title="Volo alternativo">
            <p>In alternativa, la riprotezione verso la destinazione finale il prima possibile, oppure in una data successiva a tua scelta.</p>
          </InfoCard>
          <InfoCard icon={Coffee} title="Assistenza">
            <p>Pasti e bevande, due telefonate o email e, se serve un pernottamento, hotel e trasferimento.</p>
          </InfoCard>
        </CardGrid>
      </InfoSection>

      <InfoSection
        id="cancellazione-preavviso"
        title="La regola dei 14 giorni"
        intro="Il risarcimento in denaro dipende da quando sei stato avvisato e da quanto è vicino all’originale il volo alternativo offerto."
      >
        <ol className="grid gap-4 md:grid-cols-3">
          {NOTICE_RULES.map((rule) => (
            <li key={rule.notice} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <CalendarClock className="mb-3 size-6 text-brand-700" aria-hidden="true" />
              <h3 className="font-semibold text-slate-900">{rule.notice}</h3>
              <p className="mt-2 text-slate-700">{rule.outcome}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4 max-w-3xl text-slate-700">
          In tutti gli altri casi hai diritto al risarcimento, a meno che la compagnia dimostri che la cancellazione è dovuta a circostanze eccezionali (art. 5, par. 3 del
          Regolamento (CE) n. 261/2004) che non avrebbe potuto evitare nemmeno adottando tutte le misure ragionevoli.
        </p>
      </InfoSection>

      <InfoSection id="cancellazione-importi" title="Quanto ti spetta" intro="L’importo dipende dalla distanza in linea d’aria tra partenza e destinazione finale.">
        <CompensationTable caption="Risarcimento per passeggero (art. 7 del Regolamento)" rows={EU261_TIERS} />
        <div className="mt-6">
          <p className="mb-4 max-w-3xl text-slate-700">
            Se accetti un volo alternativo che arriva con un ritardo non superiore a 2, 3 o 4 ore rispetto all’orario originale (a seconda della distanza), la compagnia può ridurre il risarcimento del 50%.
          </p>
          <CompensationTable caption="Importo ridotto del 50% con volo alternativo" rows={HALF_TIERS} amountHeader="Importo ridotto" />
        </div>
      </InfoSection>

      <InfoSection id="cancellazione-requisiti" title="Requisiti per il risarcimento">
        <div className="grid gap-4 md:grid-cols-2">
          <InfoCard icon={Plane} title="Hai diritto se" tone="positive">
            <CheckList
              items={[
                'Il volo parte da un aeroporto dell’UE, dell’Islanda, della Norvegia o della Svizzera, con qualsiasi compagnia, oppure arriva in quest’area da fuori con una compagnia dell’UE, del SEE o svizzera',
                'Avevi una prenotazione confermata',
                'Sei stato avvisato meno di 14 giorni prima, senza un’alternativa accettabile',
                'La causa non è una circostanza eccezionale: guasti tecnici e scioperi del personale della compagnia non lo sono',
              ]}
            />
          </InfoCard>
          <InfoCard icon={AlertTriangle} title="Niente risarcimento se" tone="negative">
            <CheckList
              tone="negative"
              items={[
                'Sei stato avvisato almeno 14 giorni prima',
                'Ti è stato offerto un volo alternativo entro i limiti di orario indicati sopra',
                'La compagnia dimostra circostanze eccezionali (maltempo grave, scioperi del controllo del traffico aereo, sicurezza) e di aver preso tutte le misure ragionevoli',
              ]}
            />
            <p className="text-sm">Il diritto al rimborso o al volo alternativo e all’assistenza resta comunque.</p>
          </InfoCard>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
