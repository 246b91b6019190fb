import { useQuery } from '@tanstack/react-query';
import { LOGIN_FAILURE_LABELS, LOGIN_METHOD_LABELS, OPERATOR_AUDIT_LABELS } from '@contracts/operator-audit';
import { problemMessage } from '@/app/api-client';
import { Card, Spinner } from '@/components/ui/card';
import { formatDateTime } from '@/components/admin/format';
import { operatorAuditQuery, type AuditEntry } from '../api/operator-audit';

/** The detail of an entry in Italian; exhaustive over the audit's event types. */
export function auditDetail(entry: AuditEntry): string {
  const by = entry.actor.kind === 'system' ? 'dal sistema' : entry.actor.name && entry.actor.name !== entry.operator?.name ? `da ${entry.actor.name}` : '';
  switch (entry.type) {
    case 'OperatorLoggedIn':
      return LOGIN_METHOD_LABELS[(entry.details as { method: keyof typeof LOGIN_METHOD_LABELS }).method];
    case 'OperatorLoginFailed':
      return LOGIN_FAILURE_LABELS[(entry.details as { reason: keyof typeof LOGIN_FAILURE_LABELS }).reason];
    case 'OperatorRecoveryCodeUsed':
      return `ne restano ${(entry.details as { remaining: number }).remaining}`;
    case 'OperatorLocked':
      return `fino alle ${formatDateTime((entry.details as { until: string }).until)}`;
    case 'OperatorTwoFactorEnabled':
    case 'OperatorTwoFactorDisabled':
    case 'OperatorDisabled':
    case 'OperatorEnabled':
      return by;
    default: {
      const unknown: never = entry.type;
      return String(unknown);
    }
  }
}

/** The latest entries of the operators' audit stream (admins only). */
export function OperatorAuditCard() {
  const audit = useQuery(operatorAuditQuery);
  return (
    <Card className="space-y-3 lg:col-span-2">
      <h2 className="text-lg font-bold text-slate-900">Accessi e sicurezza degli operatori</h2>
      {audit.isPending ? (
        <Spinner />
      ) : audit.isError ? (
        <p className="text-red-700">{problemMessage(audit.error, 'Impossibile caricare il registro degli accessi.')}</p>
      ) : audit.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nessun evento registrato.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-4">Data e ora</th>
                <th className="py-2 pr-4">Evento</th>
                <th className="py-2 pr-4">Operatore</th>
                <th className="py-2">Dettagli</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                  <td className={entry.type === 'OperatorLoginFailed' || entry.type === 'OperatorLocked' ? 'py-2 pr-4 font-semibold text-red-800' : 'py-2 pr-4 font-semibold'}>
                    {OPERATOR_AUDIT_LABELS[entry.type]}
                  </td>
                  <td className="py-2 pr-4">{entry.operator?.name ?? 'Sconosciuto'}</td>
                  <td className="py-2 text-slate-700">{auditDetail(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
