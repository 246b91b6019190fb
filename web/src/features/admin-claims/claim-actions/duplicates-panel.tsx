import type { DuplicateOfClaim } from '@contracts/claim-duplicates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { STATUS_LABELS, formatDateTime, formatDay, type AdminStatus } from '@/components/admin/format';
import type { AdminClaim } from '../api/claims';
import { duplicatesQuery, useDuplicateDecision } from '../api/duplicates';

/**
 * «Possibile doppione»: the other claims of the same flight and date with the same passenger name
 * or e-mail, each with a link; the operator closes this claim as a duplicate of one (merge) or
 * says they are distinct (dismiss). Nothing shows while no claim is flagged.
 */
export function DuplicatesPanel({ claim }: { claim: AdminClaim }) {
  const duplicates = useQuery(duplicatesQuery(claim.id));
  const decide = useDuplicateDecision(claim.id);
  const [merging, setMerging] = useState<DuplicateOfClaim>();

  if (duplicates.isPending) return <Spinner label="Controllo dei possibili doppioni..." />;
  if (duplicates.isError) return <p role="alert" className="text-red-700">{problemMessage(duplicates.error, 'Errore nel controllo dei possibili doppioni')}</p>;
  if (duplicates.data.length === 0) return null;

  const failed = (error: Error) => toast({ title: '❌ Errore', description: problemMessage(error, 'Operazione non riuscita'), variant: 'destructive' });
  const merge = (other: DuplicateOfClaim) =>
    decide.mutate(
      { otherId: other.claimId, action: 'merge' },
      {
        onSuccess: () => {
          setMerging(undefined);
          toast({ title: '✅ Pratica chiusa come duplicata', description: `La pratica #${claim.practiceNumber} è stata respinta come duplicata della n. ${other.practiceNumber}.` });
        },
        onError: failed,
      },
    );
  const dismiss = (other: DuplicateOfClaim) =>
    decide.mutate(
      { otherId: other.claimId, action: 'dismiss' },
      { onSuccess: () => toast({ title: '✅ Segnalazione archiviata', description: `Le pratiche #${claim.practiceNumber} e #${other.practiceNumber} restano distinte.` }), onError: failed },
    );

  return (
    <Card className="space-y-3 border-amber-300 bg-amber-50" aria-labelledby="duplicates-title">
      <h2 id="duplicates-title" className="text-lg font-bold text-amber-900">
        Possibile doppione
      </h2>
      <p className="text-sm text-amber-900">Stesso volo e stessa data, con lo stesso nome del passeggero, la stessa e-mail, lo stesso telefono o lo stesso codice di prenotazione:</p>
      <ul className="divide-y divide-amber-200">
        {duplicates.data.map((other) => (
          <li key={other.claimId} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="space-y-0.5 text-sm">
              <Link href={`/admin/practice/${other.claimId}`} className="font-mono font-semibold text-brand-800 underline">
                Pratica #{other.practiceNumber}
              </Link>
              <p className="text-slate-700">
                {other.passengerName} · {other.email}
              </p>
              <p className="text-slate-600">
                {other.flightNumber} del {formatDay(other.flightDate)} · {STATUS_LABELS[other.adminStatus as AdminStatus] ?? other.adminStatus} · creata il {formatDateTime(other.createdAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" disabled={decide.isPending} onClick={() => dismiss(other)}>
                Non è un doppione
              </Button>
              <Button variant="secondary" size="sm" disabled={decide.isPending} onClick={() => setMerging(other)}>
                Chiudi come duplicata
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={merging !== undefined}
        onOpenChange={(open) => !open && setMerging(undefined)}
        title={`Chiudere la pratica #${claim.practiceNumber} come duplicata?`}
        description={merging ? `La pratica sarà respinta con la nota per il passeggero «Pratica duplicata della n. ${merging.practiceNumber}». Si lavorerà sulla pratica #${merging.practiceNumber}.` : undefined}
        confirmLabel="Chiudi come duplicata"
        onConfirm={() => merging && merge(merging)}
        pending={decide.isPending}
      />
    </Card>
  );
}
