import { fieldProblem } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { useBankDetailsLink, useIssueMissingInvoices } from './api/billing';

/** A single-use link for one adult's own account: the contact's goes to the claim's address, a co-passenger's to theirs. */
export function BankDetailsLink({ claimId, passenger }: { claimId: number; passenger: { passengerId: number; fullName: string } }) {
  const link = useBankDetailsLink(claimId);
  return (
    <div className="space-y-2">
      <Button variant="secondary" size="sm" onClick={() => link.mutate(passenger.passengerId)} disabled={link.isPending}>
        {link.isPending ? 'Creazione del link…' : `Invia a ${passenger.fullName} il link per le coordinate`}
      </Button>
      {link.data && (
        <p className="text-sm text-slate-700" role="status">
          Link in invio all’indirizzo e-mail di {passenger.fullName}: vale una volta sola, per 72 ore. Solo lui o lei lo riceve.
        </p>
      )}
      {link.isError && (
        <p className="text-sm text-red-700" role="alert">
          {fieldProblem(link.error, 'Link non creato: riprova.')}
        </p>
      )}
    </div>
  );
}

export function MissingInvoices({ claimId }: { claimId: number }) {
  const issue = useIssueMissingInvoices(claimId);
  return (
    <div className="space-y-2" role="status">
      <p className="text-sm text-amber-900">Alcuni passeggeri non hanno ancora la fattura (l’emissione si è interrotta).</p>
      <Button variant="outline" size="sm" onClick={() => issue.mutate()} disabled={issue.isPending}>
        {issue.isPending ? 'Emissione…' : 'Emetti le fatture mancanti'}
      </Button>
      {issue.isError && <p className="text-sm text-red-700">{fieldProblem(issue.error, 'Fatture non emesse: riprova.')}</p>}
    </div>
  );
}
