import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Clock, FileSearch, LockKeyhole, Search, Upload } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { apiRequest, ApiError } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { PAGE_META } from '@/app/page-meta';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { StatusResultCard, type PracticeStatus } from './status-result-card';

const NOT_FOUND = 'Pratica non trovata. Verifica email e numero di pratica.';
const LOOKUP_FAILED = 'Errore nella ricerca della pratica';

async function lookUp(email: string, practiceNumber: string): Promise<PracticeStatus> {
  const query = new URLSearchParams({ email, practiceNumber });
  try {
    return await apiRequest<PracticeStatus>('GET', `/api/practice-status?${query}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Error(NOT_FOUND);
    throw new Error(LOOKUP_FAILED);
  }
}

const STEPS = [
  { icon: Search, title: 'Cerca la tua pratica', text: "Inserisci l'email usata per la richiesta e il numero di pratica di 6 cifre." },
  { icon: FileSearch, title: 'Controlla lo stato', text: 'Vedi a che punto è la verifica; la storia completa è nell’area riservata.' },
  { icon: Upload, title: 'Carica i documenti', text: "Carta d'imbarco e documento d'identità accelerano la valutazione." },
  { icon: CheckCircle2, title: 'Ricevi il risarcimento', text: 'Se la pratica è approvata ti contattiamo per il pagamento.' },
];

/** The page takes the document uploader (the document-upload feature's) from web/src/app, which composes the two. */
export function StatusLookupPage({ uploader }: { uploader: (practice: { practiceNumber: string; uploadToken: string }) => ReactNode }) {
  usePageMeta(PAGE_META['/verifica-stato']);
  const [email, setEmail] = useState('');
  const [practiceNumber, setPracticeNumber] = useState('');
  const lookup = useMutation({
    mutationFn: ({ email, practiceNumber }: { email: string; practiceNumber: string }) => lookUp(email, practiceNumber),
    onError: (error) => toast({ title: 'Errore', description: error.message, variant: 'destructive' }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !practiceNumber) {
      toast({ title: 'Campi obbligatori', description: 'Inserisci email e numero di pratica', variant: 'destructive' });
      return;
    }
    lookup.mutate({ email: trimmedEmail, practiceNumber });
  }

  const result = lookup.data;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">Verifica lo stato della tua pratica</h1>
        <p className="mt-3 text-lg text-slate-700">Inserisci l'email e il numero di pratica che hai ricevuto dopo la richiesta.</p>
      </header>

      <Card>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <Field label="Email">
            {({ id, describedBy }) => (
              <Input id={id} aria-describedby={describedBy} type="email" autoComplete="email" inputMode="email" placeholder="nome@esempio.it" value={email} onChange={(event) => setEmail(event.target.value)} />
            )}
          </Field>
          <Field label="Numero di pratica" hint="6 cifre">
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                inputMode="numeric"
                autoComplete="off"
                pattern="[0-9]*"
                maxLength={6}
                placeholder="123456"
                value={practiceNumber}
                onChange={(event) => setPracticeNumber(event.target.value.replace(/\D/g, '').slice(0, 6))}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" disabled={lookup.isPending} className="sm:mb-7">
            <Search className="size-4" aria-hidden="true" />
            {lookup.isPending ? 'Ricerca…' : 'Cerca pratica'}
          </Button>
        </form>
      </Card>

      <p className="mt-4 flex gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">
        <LockKeyhole className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          <Link href="/area-riservata" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Accedi all’area riservata per vedere tutta la storia della pratica
          </Link>
          : le note del nostro team, il prossimo passo e i tuoi documenti. Ti basta l’email della richiesta.
        </span>
      </p>

      <div aria-live="polite" className="mt-6 space-y-6">
        {lookup.isPending && <Spinner label="Ricerca della pratica in corso..." />}
        {result && !lookup.isPending && (
          <>
            <StatusResultCard result={result} />
            {result.status !== 'rejected' && result.uploadToken && (
              <Card>
                <h2 className="text-xl font-bold text-slate-900">Carica i tuoi documenti</h2>
                <p className="mt-1 mb-5 text-slate-700">
                  Servono almeno la carta d'imbarco e un documento d'identità.{' '}
                  <Link
                    href={`/carica-documenti/${encodeURIComponent(result.practiceNumber)}?t=${encodeURIComponent(result.uploadToken)}`}
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    Apri la pagina completa di caricamento
                  </Link>
                </p>
                {uploader({ practiceNumber: result.practiceNumber, uploadToken: result.uploadToken })}
              </Card>
            )}
          </>
        )}
      </div>

      <section aria-labelledby="come-funziona-stato" className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6">
        <h2 id="come-funziona-stato" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Clock className="size-5 text-brand-700" aria-hidden="true" />
          Come funziona
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="text-sm text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-slate-700">Assistenza dal lunedì al venerdì, 9:00-18:00. Rispondiamo entro 24-48 ore.</p>
      </section>
    </div>
  );
}
