import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** The recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  return (
    <div className="space-y-4" role="region" aria-label="Codici di recupero">
      <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">La verifica in due passaggi è attiva.</p>
      <p className="text-sm text-slate-700">
        Salva questi codici di recupero in un posto sicuro: ognuno ti fa accedere una sola volta se non hai il telefono. <strong>Non li vedrai più.</strong>
      </p>
      <ul className="grid max-w-md grid-cols-2 gap-2 font-mono text-base" aria-label="Elenco dei codici di recupero">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          Copia i codici
        </Button>
        <Button onClick={onDone}>Ho salvato i codici</Button>
        <span role="status" className="text-sm text-slate-700">
          {copied === 'yes' ? 'Codici copiati negli appunti.' : copied === 'failed' ? 'Copia non riuscita: selezionali e copiali a mano.' : ''}
        </span>
      </div>
    </div>
  );
}
