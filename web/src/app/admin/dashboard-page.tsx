import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
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
import { Spinner } from '@/components/ui/card';

// The charts' library is the operators' area's heaviest part: it loads when the tab opens.
const TrendsTab = lazy(() => import('@/features/admin-trends/trends-tab'));
import { AdminArea } from './admin-area';
import { useUrlState } from './use-url-state';

const TABS = [
  ['panoramica', 'Panoramica'],
  ['pratiche', 'Pratiche'],
  ['messaggi', 'Messaggi'],
  ['attivita', 'Attività'],
  ['pagamenti', 'Pagamenti'],
  ['template', 'Template e-mail'],
  ['compagnie', 'Compagnie aeree'],
  ['pagella', 'Pagella compagnie'],
  ['statistiche', 'Statistiche'],
  ['monitoraggio', 'Monitoraggio'],
  ['operatori', 'Operatori'],
  ['eventi', 'Eventi'],
] as const;
const ADMINS_ONLY: readonly Tab[] = ['pagella', 'operatori', 'eventi'];
type Tab = (typeof TABS)[number][0];

function Dashboard() {
  const [params, update] = useUrlState();
  const isAdmin = useQuery(sessionQuery).data?.role === 'admin';
  const tabs = TABS.filter(([value]) => isAdmin || !ADMINS_ONLY.includes(value));
  // «Comunicazioni» was the inbox's place before it held one.
  const asked = params.get('tab') === 'comunicazioni' ? 'messaggi' : params.get('tab');
  const tab: Tab = tabs.find(([value]) => value === asked)?.[0] ?? 'panoramica';
  const waiting = useQuery(inboxQuery).data?.total ?? 0;
  const [, navigate] = useLocation();
  const [selectedClaimId, setSelectedClaimId] = useState<number>();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: ['admin'] }) > 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Dashboard amministrativa</h1>
        <Button variant="outline" size="sm" onClick={() => void queryClient.invalidateQueries({ queryKey: ['admin'] })}>
          <RefreshCw className={fetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" /> Aggiorna
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => update({ tab: value })}>
        <div className="overflow-x-auto">
          <TabsList className="w-full min-w-max">
            {tabs.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="text-sm whitespace-nowrap sm:text-base">
                {label}
                {value === 'messaggi' && waiting > 0 && (
                  <span className="ml-2 rounded-full bg-red-600 px-2 text-xs font-bold text-white" aria-label={`${waiting} in attesa di risposta`}>
                    {waiting}
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="panoramica">
          <OverviewTab queues={<QueuesCard />} />
        </TabsContent>
        <TabsContent value="pratiche">
          <ClaimsTab selectedClaimId={selectedClaimId} onSelectClaim={setSelectedClaimId} />
        </TabsContent>
        <TabsContent value="messaggi">
          <InboxTab onOpenClaim={(claimId) => navigate(`/admin/practice/${claimId}`)} />
        </TabsContent>
        <TabsContent value="attivita">
          <TasksTab />
        </TabsContent>
        <TabsContent value="pagamenti">
          <PaymentsTab />
        </TabsContent>
        <TabsContent value="template">
          <TemplatesTab />
        </TabsContent>
        <TabsContent value="compagnie">
          <AirlinesTab />
        </TabsContent>
        {isAdmin && (
          <TabsContent value="pagella">
            <ReportCardTab />
          </TabsContent>
        )}
        <TabsContent value="statistiche">
          <Suspense fallback={<Spinner />}>
            <TrendsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="monitoraggio">
          <MonitoringTab />
        </TabsContent>
        {isAdmin && (
          <TabsContent value="operatori">
            <OperatorsTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="eventi">
            <EventsTab />
          </TabsContent>
        )}
      </Tabs>
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
