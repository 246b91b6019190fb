import { PAGE_META } from '@/app/page-meta';
import { Banknote, Coffee, Hotel, Plane, RefreshCcw, UserX } from 'lucide-react';
import { CardGrid, CheckList, CompensationTable, InfoCard, InfoPage, InfoSection, type TierRow } from './info-page-template';
import { euro, LONG_HAUL_AMOUNT, MEDIUM_HAUL_AMOUNT, MEDIUM_HAUL_KM, SHORT_HAUL_AMOUNT, SHORT_HAUL_KM } from '@/content/eu261-amounts';

const TIERS: TierRow[] = [
  { distance: `Fino a ${SHORT_HAUL_KM} km`, amount: euro(SHORT_HAUL_AMOUNT) },
  { distance: `Da ${SHORT_HAUL_KM} a ${MEDIUM_HAUL_KM} km`, amount: euro(MEDIUM_HAUL_AMOUNT), note: `Anche i voli all’interno dell’UE oltre ${SHORT_HAUL_KM} km` },
  { distance: `Oltre ${MEDIUM_HAUL_KM} km`, amount: euro(LONG_HAUL_AMOUNT), note: 'Voli extra-UE' },
];

export default function OverbookingPage() {
  return (
    <InfoPage
      meta={PAGE_META['/overbooking']}
      hero={{
        eyebrow: 'Overbooking',
        title: `Imbarco negato per overbooking? Ti spettano fino a ${euro(LONG_HAUL_AMOUNT)}`,
        lead: `Se la compagnia ti ha lasciato a terra contro la tua volontà perché il volo era pieno, hai diritto a una compensazione in denaro da ${euro(SHORT_HAUL_AMOUNT)} a ${euro(LONG_HAUL_AMOUNT)}, oltre a un volo alternativo o al rimborso del biglietto.`,
        highlights: ['In denaro, non in voucher', `Da ${euro(SHORT_HAUL_AMOUNT)} a ${euro(LONG_HAUL_AMOUNT)}`, 'Verifica gratuita'],
      }}
      cta="Richiedi la compensazione"
      closing={{ title: 'Ti hanno negato l’imbarco?', text: 'Verifichiamo gratuitamente il tuo caso e chiediamo per te la compensazione che ti spetta.' }}
    >
      <InfoSection id="overbooking-importi" title="Quanto ti spetta" intro="La compensazione dipende dalla distanza del volo ed è dovuta subito, senza bisogno di attendere.">
        <CompensationTable caption="Compensazione per passeggero (art. 7 del Regolamento (CE) n. 261/2004)" rows={TIERS} amountHeader="Compensazione" />
      </InfoSection>

      <InfoSection id="overbooking-diritti" title="Cosa ti spetta oltre ai soldi">
        <CardGrid columns={4}>
          <InfoCard icon={Banknote} title="Pagamento in denaro">
            <p>La compensazione si paga in denaro, non in voucher: puoi rifiutare buoni viaggio o sconti.</p>
          </InfoCard>
          <InfoCard icon={RefreshCcw} title="Volo alternativo o rimborso">
            <p>Scegli tra un volo alternativo verso la destinazione finale o il rimborso integrale del biglietto.</p>
          </InfoCard>
          <InfoCard icon={Coffee} title="Pasti e bevande">
            <p>Pasti e bevande adeguati all’attesa, più due telefonate o email.</p>
          </InfoCard>
          <InfoCard icon={Hotel} title="Hotel e trasporto">
            <p>Se devi ripartire il giorno dopo: pernottamento in hotel e trasferimento.</p>
          </InfoCard>
        </CardGrid>
      </InfoSection>

      <InfoSection id="overbooking-idoneita" title="Hai diritto alla compensazione?">
        <div className="grid gap-4 md:grid-cols-2">
          <InfoCard icon={Plane} title="Hai diritto se" tone="positive">
            <CheckList
              items={[
                'Ti è stato negato l’imbarco contro la tua volontà',
                'Avevi una prenotazione valida e confermata',
                'Ti sei presentato al check-in in tempo',
                'Il volo partiva da un aeroporto dell’UE, dell’Islanda, della Norvegia o della Svizzera, con qualsiasi compagnia',
                'Oppure arrivava in quest’area da un paese extra-UE ed era operato da una compagnia dell’UE, del SEE o svizzera',
              ]}
            />
            <p className="text-sm">
              Il Regno Unito dal 2021 ha una norma propria (UK261): un volo in partenza da lì rientra nel Regolamento solo se arriva nell’UE con una compagnia dell’UE, del SEE o
              svizzera.
            </p>
          </InfoCard>
          <InfoCard icon={UserX} title="Non hai diritto se" tone="negative">
            <CheckList
              tone="negative"
              items={[
                'Hai rinunciato volontariamente al posto: è una trattativa con la compagnia e la compensazione UE non si applica',
                'Non avevi un biglietto valido',
                'Sei arrivato in ritardo al check-in o all’imbarco',
                'L’imbarco ti è stato rifiutato per motivi di sicurezza o di salute',
              ]}
            />
          </InfoCard>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
