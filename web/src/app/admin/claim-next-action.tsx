import { useQuery } from '@tanstack/react-query';
import { formatDay } from '@/components/admin/format';
import { cn } from '@/components/ui/cn';
import type { AdminClaim } from '@/features/admin-claims/api/claims';
import { mandatesQuery } from '@/features/admin-claims/api/mandates';
import { airlinePanelQuery } from '@/features/admin-airlines/api/airline-demand';
import { claimBillingQuery } from '@/features/admin-payments/api/billing';
import { claimTasksQuery } from '@/features/admin-tasks/api/tasks';
import { nextAction, WAITING_LABELS } from './next-action';

const today = () => new Date().toISOString().slice(0, 10);

/** The claim page header's «Prossima azione»: from the same queries the page's panels read (shared cache). */
export function ClaimNextAction({ claim }: { claim: AdminClaim }) {
  const mandates = useQuery(mandatesQuery(claim.id));
  const airline = useQuery(airlinePanelQuery(claim.id));
  const tasks = useQuery(claimTasksQuery(claim.id));
  const billing = useQuery(claimBillingQuery(claim.id));
  const action = nextAction({ claim, mandates: mandates.data, airline: airline.data, tasks: tasks.data?.tasks, billing: billing.data });
  const failed = [mandates, airline, tasks, billing].some((query) => query.isError);
  const late = action?.by ? action.by < today() : false;

  return (
    <section aria-labelledby="next-action-title" className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
      <h2 id="next-action-title" className="font-bold text-slate-900">
        Prossima azione
      </h2>
      {action ? (
        <>
          <p className="mt-1 text-base text-slate-900">{action.what}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 text-slate-700">
            <span>Da: {WAITING_LABELS[action.who]}</span>
            {action.by && <span className={cn(late && 'font-semibold text-red-700')}>{late ? `Scaduta il ${formatDay(action.by)}` : `Entro il ${formatDay(action.by)}`}</span>}
          </p>
        </>
      ) : (
        <p className="mt-1 text-slate-700">{failed ? 'Non nota: alcuni dati della pratica non si sono caricati.' : 'Calcolo della prossima azione…'}</p>
      )}
    </section>
  );
}
