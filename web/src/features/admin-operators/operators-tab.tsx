import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { operatorsQuery, type OperatorAccount } from '@/app/admin/api/operators';
import { sessionQuery } from '@/app/admin/api/session';
import { useSetOperatorDisabled } from './api/operators';

const ROLE_LABELS = { admin: 'Amministratore', operator: 'Operatore' } as const;

const Pill = ({ on, children }: { on: boolean; children: string }) => (
  <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', on ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-700')}>{children}</span>
);

/** The admins' list of operators: who they are, whether they use 2FA, and turning an account off or on again. */
export function OperatorsTab() {
  const operators = useQuery(operatorsQuery);
  const me = useQuery(sessionQuery).data;
  const change = useSetOperatorDisabled();
  const [asking, setAsking] = useState<OperatorAccount>();

  if (operators.isPending) return <Spinner />;
  if (operators.isError) return <p className="text-red-700">{problemMessage(operators.error, 'Impossibile caricare gli operatori.')}</p>;

  const confirm = () => {
    if (!asking) return;
    const disabled = !asking.disabled;
    change.mutate(
      { id: asking.id, disabled },
      {
        onSuccess: () => toast({ title: disabled ? 'Operatore disattivato' : 'Operatore riattivato', description: disabled ? `${asking.name} non può più accedere.` : `${asking.name} può di nuovo accedere.` }),
        onError: (error) => toast({ title: 'Errore', description: problemMessage(error, 'Operazione non riuscita.'), variant: 'destructive' }),
        onSettled: () => setAsking(undefined),
      },
    );
  };

  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900">Operatori</h2>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th className="py-2 pr-4">Nome</th>
              <th className="py-2 pr-4">Email</th>
              <th className="py-2 pr-4">Ruolo</th>
              <th className="py-2 pr-4">Verifica in due passaggi</th>
              <th className="py-2 pr-4">Stato</th>
              <th className="py-2">
                <span className="sr-only">Azioni</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {operators.data.map((operator) => (
              <tr key={operator.id} className="border-t border-slate-100">
                <td className="py-2 pr-4 font-semibold">{operator.name}</td>
                <td className="py-2 pr-4">{operator.email}</td>
                <td className="py-2 pr-4">{ROLE_LABELS[operator.role]}</td>
                <td className="py-2 pr-4">
                  <Pill on={operator.twoFactorEnabled}>{operator.twoFactorEnabled ? 'Attiva' : 'Non attiva'}</Pill>
                </td>
                <td className="py-2 pr-4">
                  <Pill on={!operator.disabled}>{operator.disabled ? 'Disattivato' : 'Attivo'}</Pill>
                </td>
                <td className="py-2 text-right">
                  {operator.id === me?.id ? (
                    <span className="text-xs text-slate-500">Il tuo account</span>
                  ) : (
                    <Button
                      size="sm"
                      variant={operator.disabled ? 'outline' : 'ghost'}
                      className={operator.disabled ? undefined : 'text-red-700 hover:bg-red-50'}
                      aria-label={`${operator.disabled ? 'Riattiva' : 'Disattiva'} ${operator.name}`}
                      onClick={() => setAsking(operator)}
                    >
                      {operator.disabled ? 'Riattiva' : 'Disattiva'}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title={asking?.disabled ? 'Riattivare l’operatore?' : 'Disattivare l’operatore?'}
        description={
          asking?.disabled
            ? `${asking.name} potrà di nuovo accedere all'area operatori.`
            : `${asking?.name ?? ''} verrà disconnesso subito da ogni dispositivo e non potrà più accedere finché non lo riattivi.`
        }
        confirmLabel={asking?.disabled ? 'Riattiva' : 'Disattiva'}
        onConfirm={confirm}
        pending={change.isPending}
      />
    </Card>
  );
}
