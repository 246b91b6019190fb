import { PAGE_META } from '@/app/page-meta';
import { COMPETENT_BODY_TEXT } from '@contracts/complaint-bodies';
import { AlertTriangle, Clock, Coffee, FileText, Gavel, Plane, Scale, Wrench } from 'lucide-react';
import { CardGrid, CheckList, CompensationTable, DELAY_HALF_TIERS, EU261_TIERS, InfoCard, InfoPage, InfoSection } from './info-page-template';
import { euro, HALVED_AMOUNTS, LONG_HAUL_AMOUNT, MEDIUM_HAUL_KM, SHORT_HAUL_AMOUNT, SHORT_HAUL_KM } from '@/content/eu261-amounts';

export default function DelaysPage() {
  return (
    <InfoPage
      meta={PAGE_META['/voli-ritardo']}
      hero={{
        eyebrow: 'Voli in ritardo',
        title: `Volo in ritardo di 3 ore o più? Hai diritto fino a ${euro(LONG_HAUL_AMOUNT)}`,
        lead: `Se sei arrivato alla destinazione finale con almeno 3 ore di ritardo, il Regolamento (CE) n. 261/2004 ti riconosce un risarcimento in denaro da ${euro(SHORT_HAUL_AMOUNT)} a ${euro(LONG_HAUL_AMOUNT)} a passeggero, in base alla distanza del volo.`,
        highlights: [`Da ${euro(SHORT_HAUL_AMOUNT)} a ${euro(LONG_HAUL_AMOUNT)}`, 'Verifica gratuita', '0 € se non vinciamo'],
      }}
      cta="Richiedi il risarcimento"
      closing={{ title: 'Il tuo volo è arrivato in ritardo?', text: 'Verifichiamo gratuitamente se hai diritto al risarcimento e gestiamo noi la pratica con la compagnia aerea.' }}
    >
      <InfoSection id="ritardo-requisiti" title="Quando hai diritto al risarcimento">
        <CardGrid columns={4}>
          <InfoCard icon={Clock} title="Almeno 3 ore all'arrivo">
            <p>Conta il ritardo all'arrivo alla destinazione finale, cioè quando si aprono le porte dell'aereo, non quello alla partenza. Sotto le 3 ore non spetta il risarcimento, ma solo l'assistenza.</p>
          </InfoCard>
          <InfoCard icon={Plane} title="Volo coperto">
            <p>Partenza da un aeroporto dell'UE, dell'Islanda, della Norvegia o della Svizzera, con qualsiasi compagnia; oppure arrivo in quest'area da fuori, con una compagnia dell'UE, del SEE o svizzera. Dal Regno Unito vale una norma britannica (UK261), salvo i voli che arrivano nell'UE con una compagnia europea.</p>
          </InfoCard>
          <InfoCard icon={FileText} title="Prenotazione e check-in">
            <p>Prenotazione confermata e check-in nei tempi indicati (o almeno 45 minuti prima della partenza).</p>
          </InfoCard>
          <InfoCard icon={Wrench} title="Nessuna circostanza eccezionale">
            <p>Guasti tecnici e scioperi del personale della compagnia non escludono il risarcimento.</p>
          </InfoCard>
        </CardGrid>
        <p className="mt-4 max-w-3xl text-slate-700">
          <strong>Coincidenze:</strong> se i voli sono in un'unica prenotazione conta il ritardo alla destinazione finale, anche se hai perso la coincidenza. Voli prenotati
          separatamente sono considerati voli distinti.
        </p>
      </InfoSection>

      <InfoSection
        id="ritardo-importi"
        title="Quanto ti spetta"
        intro="L'importo dipende dalla distanza in linea d'aria tra l'aeroporto di partenza e la destinazione finale, non dal prezzo del biglietto."
      >
        <CompensationTable caption="Risarcimento per passeggero (art. 7 del Regolamento)" rows={EU261_TIERS} />
      </InfoSection>

      <InfoSection
        id="ritardo-riduzione"
        title="La riduzione del 50%"
        intro={
          <p>
            {`Sotto le 3 ore di ritardo all'arrivo non spetta alcun risarcimento, solo l'assistenza. Da 3 ore in su la compagnia può dimezzarlo se il ritardo non supera il limite dell'art. 7, par. 2 per la distanza del volo: 3 ore o 4 ore (il limite di 2 ore dei voli più brevi riguarda solo i voli alternativi, perché sotto le 3 ore non spetta nulla). Per esempio, un volo extra-UE oltre ${MEDIUM_HAUL_KM} km arrivato con un ritardo da 3 a 4 ore (4 ore esatte comprese) vale ${euro(HALVED_AMOUNTS.long)} invece di ${euro(LONG_HAUL_AMOUNT)}; da 4 ore e un minuto in su spetta l'importo pieno.`}
          </p>
        }
      >
        <CompensationTable caption="Importo con un ritardo all’arrivo di 3 ore o più (art. 7, par. 2)" rows={DELAY_HALF_TIERS} amountHeader="Importo" />
      </InfoSection>

      <InfoSection
        id="ritardo-circostanze"
        title="Circostanze eccezionali"
        intro="La compagnia non paga il risarcimento solo se dimostra che il ritardo è dovuto a circostanze eccezionali (art. 5, par. 3 del Regolamento) e che non avrebbe potuto evitarlo nemmeno adottando tutte le misure ragionevoli. Spetta a lei provarlo: il motivo che ti ha comunicato, da solo, non basta."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <InfoCard icon={Scale} title="Non sono eccezionali (hai diritto)" tone="positive">
            <CheckList
              items={[
                "Guasti tecnici emersi nella normale operatività dell'aereo",
                'Sciopero del personale della compagnia, anche se proclamato dai sindacati',
                'Assenze improvvise e «scioperi selvaggi» dell’equipaggio',
              ]}
            />
          </InfoCard>
          <InfoCard icon={AlertTriangle} title="Possono essere eccezionali" tone="negative">
            <CheckList
              tone="negative"
              items={[
                'Maltempo grave',
                'Decisioni e scioperi del controllo del traffico aereo',
                'Problemi di sicurezza aeroportuale',
                'Instabilità politica',
                'Emergenze mediche a bordo',
                'Impatto con volatili, se la compagnia ha preso le misure ragionevoli',
              ]}
            />
          </InfoCard>
        </div>
        <p className="mt-4 max-w-3xl text-slate-700">Anche in caso di circostanze eccezionali la compagnia deve comunque prestarti assistenza durante l'attesa.</p>
      </InfoSection>

      <InfoSection id="ritardo-assistenza" title="Il diritto all'assistenza in aeroporto">
        <CardGrid>
          <InfoCard icon={Clock} title="Quando scatta">
            <p>Con un ritardo alla partenza di almeno:</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>{`2 ore per voli fino a ${SHORT_HAUL_KM} km`}</li>
              <li>{`3 ore per voli UE oltre ${SHORT_HAUL_KM} km e altri voli tra ${SHORT_HAUL_KM} e ${MEDIUM_HAUL_KM} km`}</li>
              <li>4 ore per tutti gli altri voli</li>
            </ul>
          </InfoCard>
          <InfoCard icon={Coffee} title="Cosa ti spetta">
            <p>Pasti e bevande adeguati all'attesa e due telefonate o email. Se la partenza slitta al giorno dopo: hotel e trasferimento tra aeroporto e hotel.</p>
          </InfoCard>
          <InfoCard icon={Gavel} title="Da 5 ore in su">
            <p>Con un ritardo di 5 ore o più puoi rinunciare al volo e chiedere il rimborso del biglietto. Conserva gli scontrini delle spese sostenute.</p>
          </InfoCard>
        </CardGrid>
      </InfoSection>

      <InfoSection id="ritardo-reclamo" title="Se la compagnia non risponde o rifiuta">
        <CardGrid columns={2}>
          <InfoCard icon={FileText} title="Reclamo all’organismo nazionale">
            <p>
              Se la compagnia non ti risponde entro 6 settimane, o ti risponde in modo insoddisfacente, puoi presentare un reclamo a {COMPETENT_BODY_TEXT}. L’organismo può sanzionare la
              compagnia, ma non ti riconosce il risarcimento: per ottenerlo serve una richiesta alla compagnia o, se necessario, un’azione in giudizio.
            </p>
          </InfoCard>
          <InfoCard icon={Scale} title="Conciliazione prima della causa">
            <p>
              La conciliazione obbligatoria prevista dalla legge n. 118/2022 (art. 10) e dalla delibera ART n. 21/2023 è stata annullata dal TAR Piemonte (sentenza n. 1093/2024) per
              le compensazioni fisse del Regolamento. La situazione può cambiare: per ogni pratica verifichiamo noi quale strada va seguita.
            </p>
          </InfoCard>
        </CardGrid>
      </InfoSection>

      <InfoSection id="ritardo-documenti" title="Cosa conservare">
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
          <CheckList
            items={[
              "Carta d'imbarco e conferma di prenotazione",
              "Un documento d'identità",
              'Comunicazioni della compagnia sul ritardo (email, SMS, annunci)',
              'Scontrini di pasti, trasporti e hotel pagati durante l’attesa',
            ]}
          />
          <p className="mt-4 text-sm">In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo. Le richieste più vecchie le verifichiamo comunque, caso per caso.</p>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
