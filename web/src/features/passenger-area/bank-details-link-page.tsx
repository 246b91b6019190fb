import { PAYOUT_STATE_LABELS } from '@contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { fieldProblem } from '@/app/api-client';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { Card, Spinner } from '@/components/ui/card';
import { linkBankDetailsQuery, useSaveLinkBankDetails } from './api/billing';
import { BankDetailsForm } from './bank-details';
import { formatDate } from './format';
import { useNoIndex } from '@/components/layout/use-noindex';

const META = { title: 'Coordinate bancarie | RimborsoVolo24', description: 'Indica il conto su cui ricevere il risarcimento del volo.' };

function LinkForm({ token }: { token: string }) {
  const details = useQuery(linkBankDetailsQuery(token));
  const save = useSaveLinkBankDetails(token);
  if (details.isPending) return <Spinner label="Verifica del link..." />;
  if (details.isError) {
    return (
      <Card role="alert" className="border-red-200 bg-red-50 text-red-900">
        <p className="font-semibold">{fieldProblem(details.error, 'Il link non è valido o è scaduto.')}</p>
        <p className="mt-2">
          Puoi indicare le coordinate anche dall’
          <Link href="/area-riservata" className="underline">
            area riservata
          </Link>
          .
        </p>
      </Card>
    );
  }
  const { practiceNumber, ibanMasked, passengers } = details.data;
  return (
    <Card className="space-y-4">
      <p className="text-slate-700">
        Pratica n. <strong>{practiceNumber}</strong>
      </p>
      {ibanMasked && (
        <p role="status">
          Coordinate registrate: il risarcimento sarà bonificato sul conto <span className="font-mono font-semibold">{ibanMasked}</span>. Puoi cambiarle finché il bonifico non è approvato.
        </p>
      )}
      {passengers.every((passenger) => passenger.state === 'paid') ? (
        <p>Il bonifico è già stato inviato{passengers[0]?.paidOn ? ` il ${formatDate(passengers[0].paidOn)}` : ''}.</p>
      ) : save.isSuccess ? (
        <p>
          Grazie: ti abbiamo scritto all’indirizzo della pratica per confermarlo. Il link vale una volta sola: per cambiare di nuovo le coordinate accedi all’
          <Link href="/area-riservata" className="underline">
            area riservata
          </Link>
          .
        </p>
      ) : (
        <BankDetailsForm hasDetails={Boolean(ibanMasked)} pending={save.isPending} serverError={save.isError ? fieldProblem(save.error, 'Coordinate non salvate: riprova.') : undefined} onSave={(body) => save.mutate(body)} />
      )}
      {passengers.length > 1 && (
        <ul className="text-sm text-slate-700">
          {passengers.map((passenger) => (
            <li key={passenger.passengerId}>
              Passeggero {passenger.passengerId}: {PAYOUT_STATE_LABELS[passenger.state]}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /coordinate-bancarie/{practiceNumber}?t=…: the e-mailed link to give bank details without signing in. Never indexed. */
export default function BankDetailsLinkPage() {
  usePageMeta(META);
  useNoIndex();
  const token = typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('t') ?? '');
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">Coordinate bancarie</h1>
        <p className="mt-3 text-lg text-slate-700">Indica il conto su cui ricevere il risarcimento: lo bonifichiamo entro 5 giorni lavorativi dal pagamento della compagnia.</p>
      </header>
      {token ? (
        <LinkForm token={token} />
      ) : (
        <Card role="alert">
          Il link è incompleto: aprilo di nuovo dall’e-mail o accedi all’<Link href="/area-riservata" className="underline">area riservata</Link>.
        </Card>
      )}
    </div>
  );
}
