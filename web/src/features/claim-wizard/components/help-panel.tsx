import { CircleHelp } from 'lucide-react';
import { Card } from '@/components/ui/card';

const DOCUMENTS = [
  'Carta d’imbarco (anche digitale) o conferma della prenotazione',
  'Documento d’identità',
  'E-mail o SMS della compagnia su ritardo, cancellazione o cambio volo',
  'Ricevute di pasti, hotel e trasporti pagati durante l’attesa',
];

/** 'Centro aiuto': what to keep and by when to act (EU261.md, limitation periods). */
export function HelpPanel() {
  return (
    <Card className="space-y-5 p-5" role="complementary" aria-labelledby="centro-aiuto">
      <h2 id="centro-aiuto" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CircleHelp className="size-5 text-brand-700" aria-hidden="true" />
        Centro aiuto
      </h2>
      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900">Documenti da conservare</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {DOCUMENTS.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900">Entro quando chiedere</h3>
        <p className="text-sm text-slate-700">
          In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo. Le richieste più vecchie le verifichiamo comunque, caso per caso. Altrove
          decide la legge nazionale che si applica: per confronto, 3 anni in Germania (dalla fine dell’anno del volo), 5 in Spagna e in Francia.
        </p>
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900">Quando spetta</h3>
        <p className="text-sm text-slate-700">
          Ritardo di almeno 3 ore all’arrivo (sotto le 3 ore spetta solo l’assistenza), cancellazione comunicata meno di 14 giorni prima, imbarco negato contro la tua volontà.
          Maltempo o scioperi del controllo di volo possono escluderlo, se la compagnia dimostra che erano circostanze eccezionali inevitabili anche con tutte le misure
          ragionevoli; guasti tecnici e scioperi del personale della compagnia no.
        </p>
      </section>
    </Card>
  );
}
