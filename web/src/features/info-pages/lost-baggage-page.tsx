import { PAGE_META } from '@/app/page-meta';
import { Camera, ClipboardList, FileText, Gavel, Luggage, PackageSearch, Receipt, ShoppingBag, Wrench } from 'lucide-react';
import { CardGrid, CheckList, InfoCard, InfoPage, InfoSection } from './info-page-template';

const STEPS = [
  { icon: ClipboardList, title: 'Denuncia in aeroporto', text: 'Prima di lasciare l’area ritiro bagagli, compila il PIR (Property Irregularity Report) al banco Lost & Found.' },
  { icon: Camera, title: 'Fotografa i danni', text: 'Scatta foto della valigia e del contenuto danneggiato, comprese etichette e cartellino bagaglio.' },
  { icon: Receipt, title: 'Conserva le ricevute', text: 'Tieni scontrini e fatture di tutti gli acquisti di prima necessità e delle riparazioni.' },
  { icon: FileText, title: 'Elenca il contenuto', text: 'Prepara una lista dettagliata di ciò che c’era nel bagaglio, con il valore di ogni oggetto.' },
  { icon: Luggage, title: 'Reclamo alla compagnia', text: 'Invia un reclamo scritto alla compagnia aerea entro i termini indicati qui sotto.' },
  { icon: Gavel, title: 'Azione legale', text: 'Se la compagnia rifiuta o non risponde, per il bagaglio puoi agire in giudizio entro 2 anni dall’arrivo (Convenzione di Montreal).' },
];

export default function LostBaggagePage() {
  return (
    <InfoPage
      meta={PAGE_META['/bagagli-smarriti']}
      hero={{
        eyebrow: 'Bagagli smarriti',
        title: 'Bagaglio smarrito o danneggiato? Puoi ottenere fino a 1.519 DSP (circa 1.800 €)',
        lead: 'La Convenzione di Montreal obbliga la compagnia aerea a risarcire bagagli smarriti, danneggiati o consegnati in ritardo: fino a 1.519 DSP (circa 1.800 €) a passeggero, in base al danno documentato.',
        highlights: ['Fino a 1.519 DSP (circa 1.800 €)', 'PIR in aeroporto', 'Reclamo entro 7 o 21 giorni'],
      }}
      cta="Richiedi il risarcimento"
      closing={{ title: 'Problemi con il tuo bagaglio?', text: 'Raccogli i documenti e lascia a noi la richiesta alla compagnia aerea.' }}
    >
      <InfoSection id="bagagli-importi" title="Quanto puoi ottenere">
        <CardGrid columns={2}>
          <InfoCard icon={Luggage} title="Bagaglio smarrito: fino a 1.519 DSP (circa 1.800 €)">
            <p>
              La Convenzione di Montreal fissa un limite per passeggero di 1.519 DSP (diritti speciali di prelievo, circa 1.800 €), che copre la valigia e il suo contenuto. Ti
              spetta il danno che riesci a documentare, fino a quel limite: la distanza del volo non conta.
            </p>
          </InfoCard>
          <InfoCard icon={Receipt} title="Stesse regole anche nell’UE">
            <p>
              Le compagnie dell’UE applicano lo stesso limite anche ai voli nazionali e a quelli all’interno dell’Unione. In ogni caso il danno va dimostrato con scontrini, fatture e
              prove d’acquisto.
            </p>
          </InfoCard>
          <InfoCard icon={Wrench} title="Bagaglio danneggiato">
            <p>Hai diritto al costo della riparazione o, se non riparabile, della sostituzione.</p>
          </InfoCard>
          <InfoCard icon={ShoppingBag} title="Bagaglio in ritardo">
            <p>Ti vengono rimborsati gli acquisti indispensabili fatti in attesa della consegna:</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>abbigliamento</li>
              <li>prodotti per l’igiene</li>
              <li>medicinali necessari</li>
              <li>articoli per neonati e bambini</li>
              <li>altri beni indispensabili</li>
            </ul>
          </InfoCard>
        </CardGrid>
      </InfoSection>

      <InfoSection id="bagagli-termini" title="I termini da rispettare">
        <CardGrid columns={4}>
          <InfoCard icon={Wrench} title="7 giorni">
            <p>Per il reclamo scritto sul bagaglio danneggiato, dal ritiro.</p>
          </InfoCard>
          <InfoCard icon={PackageSearch} title="21 giorni">
            <p>Per il reclamo sul bagaglio in ritardo, dalla consegna.</p>
          </InfoCard>
          <InfoCard icon={Luggage} title="Dopo 21 giorni">
            <p>Un bagaglio non ancora consegnato si considera smarrito.</p>
          </InfoCard>
          <InfoCard icon={Gavel} title="2 anni">
            <p>Il termine della Convenzione di Montreal per agire in giudizio contro la compagnia per il bagaglio.</p>
          </InfoCard>
        </CardGrid>
      </InfoSection>

      <InfoSection id="bagagli-cosa-fare" title="Cosa fare, passo per passo">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection id="bagagli-documenti" title="Documenti necessari">
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
          <CheckList
            items={[
              'PIR (Property Irregularity Report) rilasciato in aeroporto',
              "Biglietto e carta d'imbarco, con lo scontrino del bagaglio registrato",
              'Elenco del contenuto del bagaglio',
              'Ricevute e fatture degli oggetti e degli acquisti di prima necessità',
            ]}
          />
        </div>
      </InfoSection>
    </InfoPage>
  );
}
