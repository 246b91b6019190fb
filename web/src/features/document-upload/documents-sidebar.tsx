import { CheckCircle2, Circle, ShieldCheck } from 'lucide-react';
import type { Sufficiency } from './uploader';
import { Card } from '@/components/ui/card';

const REQUIRED = [
  { title: "Carta d'imbarco", text: 'Documento che prova il tuo tentativo di volo', key: 'hasBoardingPass' as const },
  { title: "Documento d'identità", text: 'Per verificare la tua identità', key: 'hasIdentityDocument' as const },
];
const OPTIONAL = ['Ricevuta bagaglio (in caso di bagaglio smarrito)', 'Fatture o ricevute per spese extra', 'Altri documenti rilevanti'];
const NEXT = [
  'Analisi dei documenti entro 24-48h',
  'Valutazione della tua idoneità al rimborso',
  'Avvio della procedura con la compagnia aerea',
  'Aggiornamenti via email',
];

export function DocumentsSidebar({ sufficiency }: { sufficiency: Sufficiency }) {
  return (
    <aside className="space-y-6" aria-label="Informazioni sui documenti">
      <Card>
        <h2 className="text-lg font-bold text-slate-900">Documenti richiesti</h2>
        <ol className="mt-4 space-y-4">
          {REQUIRED.map((item, index) => {
            const done = sufficiency[item.key];
            return (
              <li key={item.key} className="flex gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{item.title}</p>
                  <p className="text-sm text-slate-700">{item.text}</p>
                </div>
                {done ? (
                  <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-label="Caricato" role="img" />
                ) : (
                  <Circle className="size-5 shrink-0 text-slate-500" aria-label="Da caricare" role="img" />
                )}
              </li>
            );
          })}
        </ol>
        <h3 className="mt-6 text-sm font-semibold text-slate-800">Documenti facoltativi</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {OPTIONAL.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </Card>

      <Card className="flex gap-3">
        <ShieldCheck className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 className="font-bold text-slate-900">Privacy</h2>
          <p className="mt-1 text-sm text-slate-700">I tuoi documenti sono conservati in modo sicuro e utilizzati esclusivamente per valutare la tua richiesta di risarcimento.</p>
        </div>
      </Card>

      <Card>
        <h2 className="text-lg font-bold text-slate-900">Cosa succede dopo?</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
          {NEXT.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </Card>
    </aside>
  );
}
