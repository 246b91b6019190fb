import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AirlinesTab } from '../airlines/airlines-tab';
import { ReportCardTab } from '../airlines/report-card-tab';
import { sessionQuery } from '../api/session';
import { PaymentsTab } from '../billing/payments-tab';
import { ClaimsTab } from '../claims/claims-tab';
import { CommunicationsTab } from '../claims/communications-tab';
import { AdminArea } from '../components/admin-area';
import { EventsTab } from '../event-browser/events-tab';
import { OperatorsTab } from '../operators/operators-tab';
import { TasksTab } from '../tasks/tasks-tab';
import { TemplatesTab } from '../templates/templates-tab';
import { useUrlState } from '../use-url-state';
import { MonitoringTab } from './monitoring-tab';
import { OverviewTab } from './overview-tab';

const TABS = [
  ['panoramica', 'Panoramica'],
  ['pratiche', 'Pratiche'],
  ['comunicazioni', 'Comunicazioni'],
  ['attivita', 'Attività'],
  ['pagamenti', 'Pagamenti'],
  ['template', 'Template Email'],
  ['compagnie', 'Compagnie aeree'],
  ['pagella', 'Pagella compagnie'],
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
  const tab: Tab = tabs.find(([value]) => value === params.get('tab'))?.[0] ?? 'panoramica';
  const [selectedClaimId, setSelectedClaimId] = useState<number>();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: ['admin'] }) > 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Dashboard Amministrativa</h1>
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
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="panoramica">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="pratiche">
          <ClaimsTab selectedClaimId={selectedClaimId} onSelectClaim={setSelectedClaimId} />
        </TabsContent>
        <TabsContent value="comunicazioni">
          <CommunicationsTab selectedClaimId={selectedClaimId} onPickClaim={() => update({ tab: 'pratiche' })} />
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
    <AdminArea title="Dashboard Amministrativa">
      <Dashboard />
    </AdminArea>
  );
}
