import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { AirlinesTab } from '@/features/admin-airlines/airlines-tab';
import { ReportCardTab } from '@/features/admin-airlines/report-card-tab';
import { PaymentsTab } from '@/features/admin-payments/payments-tab';
import { ClaimsTab } from '@/features/admin-claims/claims-list/claims-tab';
import { EventsTab } from '@/features/admin-console/event-browser/events-tab';
import { inboxQuery } from '@/features/admin-messages/api/inbox';
import { InboxTab } from '@/features/admin-messages/inbox-tab';
import { OperatorsTab } from '@/features/admin-operators/operators-tab';
import { QueuesCard } from '@/features/admin-tasks/queues-card';
import { TasksTab } from '@/features/admin-tasks/tasks-tab';
import { TemplatesTab } from '@/features/admin-templates/templates-tab';
import { MonitoringTab } from '@/features/admin-console/monitoring/monitoring-tab';
import { OverviewTab } from '@/features/admin-console/overview-tab';
import { sessionQuery } from './api/session';
import { AdminArea } from './admin-area';
import { ADMINS_ONLY, DashboardNav, SECTIONS, type Section } from './dashboard-nav';
import { useUrlState } from './use-url-state';

// The charts' library is the operators' area's heaviest part: it loads when its section opens.
const TrendsTab = lazy(() => import('@/features/admin-trends/trends-tab'));

/** «Comunicazioni» was the inbox's place before it held one. */
const RENAMED: Record<string, Section> = { comunicazioni: 'messaggi' };

function Dashboard() {
  const [params] = useUrlState();
  const isAdmin = useQuery(sessionQuery).data?.role === 'admin';
  const allowed = SECTIONS.map(([value]) => value).filter((value) => isAdmin || !ADMINS_ONLY.includes(value));
  const asked = params.get('tab') ?? '';
  const section: Section = allowed.find((value) => value === (RENAMED[asked] ?? asked)) ?? 'panoramica';
  const waiting = useQuery(inboxQuery).data?.total ?? 0;
  const [, navigate] = useLocation();
  const [selectedClaimId, setSelectedClaimId] = useState<number>();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: ['admin'] }) > 0;

  const content: Record<Section, () => ReactNode> = {
    panoramica: () => <OverviewTab queues={<QueuesCard />} />,
    pratiche: () => <ClaimsTab selectedClaimId={selectedClaimId} onSelectClaim={setSelectedClaimId} />,
    messaggi: () => <InboxTab onOpenClaim={(claimId) => navigate(`/admin/practice/${claimId}`)} />,
    attivita: () => <TasksTab />,
    pagamenti: () => <PaymentsTab />,
    compagnie: () => <AirlinesTab />,
    pagella: () => <ReportCardTab />,
    statistiche: () => (
      <Suspense fallback={<Spinner />}>
        <TrendsTab />
      </Suspense>
    ),
    eventi: () => <EventsTab />,
    monitoraggio: () => <MonitoringTab />,
    template: () => <TemplatesTab />,
    operatori: () => <OperatorsTab />,
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Dashboard amministrativa</h1>
        <Button variant="outline" size="sm" onClick={() => void queryClient.invalidateQueries({ queryKey: ['admin'] })}>
          <RefreshCw className={fetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" /> Aggiorna
        </Button>
      </div>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <DashboardNav current={section} allowed={allowed} counts={{ messaggi: { value: waiting, label: `${waiting} in attesa di risposta` } }} />
        <section className="min-w-0 flex-1" aria-label={SECTIONS.find(([value]) => value === section)![1]}>
          {content[section]()}
        </section>
      </div>
    </div>
  );
}

export default function DashboardPage() {
  return (
    <AdminArea title="Dashboard amministrativa">
      <Dashboard />
    </AdminArea>
  );
}
