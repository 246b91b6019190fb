import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Info, Lock } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { apiRequest, ApiError } from '@/app/api-client';
import { DocumentUploader, errorMessage, sufficiencyOf, usePracticeDocuments } from './uploader';
import { Badge, Card, Spinner } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { FlightDetailsCard, type PracticeClaim } from './flight-details-card';
import { DocumentsSidebar } from './documents-sidebar';
import { MandateCard } from './mandate-card';

export const REDIRECT_AFTER_COMPLETE_MS = 2_000;
const NOT_FOUND_DETAIL = 'Pratica non trovata. Verifica email e numero di pratica.';

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-700">{text}</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link href="/">Torna alla Home</Link>
        </Button>
      </Card>
    </div>
  );
}

export default function DocumentUploadPage() {
  const params = useParams<{ practiceNumber?: string }>();
  const practiceNumber = (params.practiceNumber ?? '').trim();
  const valid = /^\d+$/.test(practiceNumber);
  const search = useSearch();
  const [token, setToken] = useState<string | undefined>(() => new URLSearchParams(search).get('t') || undefined);
  usePageMeta({ title: `Carica documenti - Pratica #${practiceNumber} | RimborsoVolo24`, description: "Carica la carta d'imbarco e il documento d'identità per la tua richiesta di risarcimento volo." });

  const claim = useQuery({
    queryKey: ['/api/flight-checks/practice', practiceNumber, token],
    queryFn: () => apiRequest<PracticeClaim | null>('GET', `/api/flight-checks/practice/${encodeURIComponent(practiceNumber)}`, undefined, { 'x-upload-token': token ?? '' }),
    enabled: valid && Boolean(token),
    retry: false,
  });

  if (!valid) return <Message title="Numero pratica non valido" text="Il link che hai usato non è valido o è scaduto." />;

  const forbidden = claim.error instanceof ApiError && claim.error.status === 403;
  if (!token || forbidden) {
    return (
      <EmailAccess
        practiceNumber={practiceNumber}
        expired={forbidden}
        onToken={(next) => {
          const url = new URL(window.location.href);
          url.searchParams.set('t', next);
          window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
          setToken(next);
        }}
      />
    );
  }

  if (claim.isPending) return <Spinner />;
  if (claim.isError || !claim.data) {
    return <Message title="Pratica non trovata" text={`La pratica #${practiceNumber} non è stata trovata nel nostro sistema.`} />;
  }
  return <UploadWorkspace practiceNumber={practiceNumber} token={token} claim={claim.data} />;
}

function EmailAccess({ practiceNumber, expired, onToken }: { practiceNumber: string; expired: boolean; onToken: (token: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const access = useMutation({
    mutationFn: (address: string) => apiRequest<{ uploadToken: string }>('POST', '/api/documents/access-token', { email: address, practiceNumber }),
    onSuccess: (answer) => onToken(answer.uploadToken),
    onError: (failure) => setError(failure instanceof ApiError && failure.status === 404 ? NOT_FOUND_DETAIL : errorMessage(failure, 'Non è stato possibile verificare la pratica. Riprova.')),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError("Inserisci l'email usata per la richiesta");
      return;
    }
    setError(undefined);
    access.mutate(address);
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <Badge>Pratica #{practiceNumber}</Badge>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Carica i tuoi Documenti</h1>
        <p className="mt-2 text-slate-700">
          {expired ? 'Il link che hai usato non è valido o è scaduto. ' : ''}
          Per proteggere i tuoi dati, inserisci l'email che hai usato per la richiesta di risarcimento.
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <Field label="Email della richiesta" error={error}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="nome@esempio.it"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={access.isPending}>
            {access.isPending ? 'Verifica in corso…' : 'Accedi al caricamento'}
          </Button>
        </form>
      </Card>
    </div>
  );
}

function UploadWorkspace({ practiceNumber, token, claim }: { practiceNumber: string; token: string; claim: PracticeClaim }) {
  const [, navigate] = useLocation();
  const documents = usePracticeDocuments(practiceNumber, token);
  const sufficiency = sufficiencyOf(documents.data);
  const [completed, setCompleted] = useState(false);

  const complete = useMutation({
    mutationFn: () => apiRequest('POST', `/api/documents/practice/${encodeURIComponent(practiceNumber)}/complete`, undefined, { 'x-upload-token': token }),
    onSuccess: () => setCompleted(true),
    onError: (error) => toast({ title: 'Errore', description: errorMessage(error, 'Non è stato possibile completare il caricamento.'), variant: 'destructive' }),
  });

  useEffect(() => {
    if (!completed) return;
    const timer = window.setTimeout(() => navigate('/'), REDIRECT_AFTER_COMPLETE_MS);
    return () => window.clearTimeout(timer);
  }, [completed, navigate]);

  if (completed) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <Card role="status">
          <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Documenti caricati con successo!</h1>
          <p className="mt-2 text-slate-700">Il nostro team analizzerà i tuoi documenti entro 24-48 ore.</p>
          <p className="mt-4 text-sm text-slate-600">Stai per tornare alla home page…</p>
        </Card>
      </div>
    );
  }

  const back = () => (window.history.length > 1 ? window.history.back() : navigate('/'));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="mb-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="ghost" size="sm" onClick={back} className="-ml-3">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Indietro
          </Button>
          <Badge>Pratica #{practiceNumber}</Badge>
        </div>
        <h1 className="mt-4 text-3xl font-extrabold text-slate-900">Carica i tuoi Documenti</h1>
        <p className="mt-2 text-slate-700">
          Pratica #{practiceNumber}
          {claim.passengerName ? ` · ${claim.passengerName}` : ''}
        </p>
      </header>

      <p className="mb-6 flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-800">
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        Carica i documenti richiesti per velocizzare la valutazione della tua pratica.
      </p>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <FlightDetailsCard claim={claim} />
          <MandateCard claimId={claim.id} token={token} />

          <Card>
            <h2 className="mb-4 text-xl font-bold text-slate-900">Carica documenti</h2>
            <DocumentUploader practiceNumber={practiceNumber} token={token} />
          </Card>

          <Card
            aria-live="polite"
            className={sufficiency.sufficient ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'}
          >
            <h2 className={sufficiency.sufficient ? 'text-lg font-bold text-green-900' : 'text-lg font-bold text-amber-900'}>
              {sufficiency.sufficient ? 'Documenti sufficienti' : 'Documenti mancanti'}
            </h2>
            <p className={sufficiency.sufficient ? 'mt-1 text-green-900' : 'mt-1 text-amber-900'}>
              {sufficiency.sufficient ? 'Hai caricato tutti i documenti necessari per procedere' : "Carica almeno carta d'imbarco e documento d'identità"}
            </p>
            {sufficiency.sufficient && (
              <Button className="mt-4 w-full sm:w-auto" variant="secondary" disabled={complete.isPending} onClick={() => complete.mutate()}>
                <CheckCircle2 className="size-5" aria-hidden="true" />
                {complete.isPending ? 'Invio in corso…' : 'Completa il caricamento'}
              </Button>
            )}
          </Card>
        </div>

        <DocumentsSidebar sufficiency={sufficiency} />
      </div>

      <p className="mt-8 flex items-center justify-center gap-2 text-center text-sm text-slate-600">
        <Lock className="size-4" aria-hidden="true" />
        Connessione protetta: i tuoi documenti sono accessibili solo al nostro team.
      </p>
    </div>
  );
}
