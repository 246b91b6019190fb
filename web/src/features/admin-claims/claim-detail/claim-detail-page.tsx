import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { AdminArea } from '@/app/admin/admin-area';
import { formatDateTime, formatDay, PRIORITY_LABELS } from '@/components/admin/format';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useUrlState } from '@/app/admin/use-url-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { sessionQuery } from '@/app/admin/api/session';
import { claimQuery, type AdminClaim, type TimelineEntry } from '../api/claims';
import { ClaimFacts } from '../claim-actions/claim-facts';
import { CommunicationsPanel } from '../communications/communications-panel';
import { DocumentsPanel } from '../claim-actions/documents-panel';
import { DuplicatesPanel } from '../claim-actions/duplicates-panel';
import { MandatesPanel } from '../claim-actions/mandates-panel';
import { PersonalDataPanel } from '../claim-actions/personal-data-panel';
import { RevokeUploadLinks } from '../claim-actions/revoke-upload-links';
import { StatusPanel } from '../claim-actions/status-panel';
import { VerifiedFlightPanel } from '../claim-actions/verified-flight-panel';
import { StatusBadge } from '../components/status-badge';
import { AssessmentPanel } from './assessment-panel';
import { ClaimEditor } from './claim-editor';
import { PassengersPanel } from './passengers-panel';
import { PastVersion } from './past-version';
import { Timeline } from './timeline';
import { useLiveClaim } from './use-live-claim';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function Message({ title, text }: { title: string; text?: string }) {
  return (
    <Card className="space-y-2 text-center">
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      {text && <p className="text-slate-600">{text}</p>}
    </Card>
  );
}

/** What other features show on a claim's page, each given the claim; the page decides where. */
export interface ClaimPageParts {
  /** The header's «Prossima azione»: what the claim waits for, from whom, by when. */
  nextAction: (claim: AdminClaim) => ReactNode;
  tasks: (claim: AdminClaim) => ReactNode;
  airline: (claim: AdminClaim) => ReactNode;
  billing: (claim: AdminClaim) => ReactNode;
  /** The conversation with the passenger: the one way to write to them. */
  messages: (claim: AdminClaim) => ReactNode;
  /** The claim's stream as stored, in the admins' «Tecnica» section. */
  technicalHistory: (claim: AdminClaim) => ReactNode;
}

/** The page's sections, kept in the URL as ?section= so reload, back and shared links open the same one. */
export const CLAIM_SECTIONS = [
  ['riepilogo', 'Riepilogo'],
  ['passeggeri', 'Passeggeri e denaro'],
  ['documenti', 'Documenti'],
  ['compagnia', 'Compagnia aerea'],
  ['messaggi', 'Messaggi'],
  ['cronologia', 'Cronologia'],
  ['tecnica', 'Tecnica'],
] as const;
type ClaimSection = (typeof CLAIM_SECTIONS)[number][0];

function ClaimHeader({ claim, parts, onWrite }: { claim: AdminClaim; parts: ClaimPageParts; onWrite: () => void }) {
  const [managing, setManaging] = useState(false);
  const erased = Boolean(claim.personalDataErasedAt);
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Pratica #{claim.practiceNumber}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <StatusBadge status={claim.adminStatus} />
            <span>Priorità {PRIORITY_LABELS[claim.priority]}</span>
            <span>· {claim.assignedTo ? `Assegnata a ${claim.assignedTo}` : 'Non assegnata'}</span>
          </div>
          <p className="text-sm text-slate-600">
            {claim.flightNumber} del {formatDay(claim.flightDate)} · {claim.passengerName} · Creata il {formatDateTime(claim.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Dialog open={managing} onOpenChange={setManaging}>
            <DialogTrigger asChild>
              <Button variant="secondary">Cambia stato o assegna</Button>
            </DialogTrigger>
            <DialogContent title="Stato, assegnazione e priorità" className="max-w-xl">
              <StatusPanel key={claim.version} claim={claim} onStatusChanged={() => setManaging(false)} />
            </DialogContent>
          </Dialog>
          {!erased && <Button onClick={onWrite}>Scrivi al passeggero</Button>}
        </div>
      </div>
      {parts.nextAction(claim)}
    </header>
  );
}

function ClaimDetail({ claim, parts }: { claim: AdminClaim; parts: ClaimPageParts }) {
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState<TimelineEntry>();
  const [params, update] = useUrlState();
  const queryClient = useQueryClient();
  const isAdmin = useQuery(sessionQuery).data?.role === 'admin';
  const sections = CLAIM_SECTIONS.filter(([value]) => value !== 'tecnica' || isAdmin);
  const asked = params.get('section');
  const section: ClaimSection = sections.find(([value]) => value === asked)?.[0] ?? 'riepilogo';
  const open = (next: string) => update({ section: next === 'riepilogo' ? undefined : next });
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: claimQuery(claim.id).queryKey, exact: true });
    return queryClient.getQueryData<AdminClaim>(claimQuery(claim.id).queryKey);
  };

  return (
    <div className="space-y-6">
      <ClaimHeader claim={claim} parts={parts} onWrite={() => open('messaggi')} />

      {claim.doItYourselfSince && (
        <p role="note" className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
          <strong>Fai da te</strong> dal {formatDateTime(claim.doItYourselfSince)}: il passeggero reclama da sé con la lettera che gli abbiamo preparato. Nessun mandato, nessun
          compenso, nessuna lettera da parte nostra; la pratica non è nelle code di lavoro finché non ce la affida.
        </p>
      )}

      <DuplicatesPanel claim={claim} />

      {viewing && <PastVersion claimId={claim.id} entry={viewing} onClose={() => setViewing(undefined)} />}

      <Tabs value={section} onValueChange={open}>
        <TabsList aria-label="Sezioni della pratica" wrap>
          {sections.map(([value, label]) => (
            <TabsTrigger key={value} value={value} className="flex-auto">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="riepilogo" className="space-y-6">
          <Section
            title="Dati della pratica"
            action={
              !editing &&
              !claim.personalDataErasedAt && (
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  Attiva le modifiche
                </Button>
              )
            }
          >
            {editing ? <ClaimEditor key={claim.id} claim={claim} onDone={() => setEditing(false)} onConflict={reload} /> : <ClaimFacts claim={claim} />}
          </Section>
          <Section title="Attività">{parts.tasks(claim)}</Section>
        </TabsContent>

        <TabsContent value="passeggeri" className="space-y-6">
          <Section title={claim.passengers.length === 1 ? 'Passeggero e importi' : `Passeggeri e importi (${claim.passengers.length})`}>
            <PassengersPanel claim={claim} />
          </Section>
          <Section title="Mandati">
            <MandatesPanel claimId={claim.id} />
          </Section>
          <Section title="Pagamenti e fatture">{parts.billing(claim)}</Section>
          <Section title="Dati personali (GDPR)">
            <PersonalDataPanel claim={claim} />
          </Section>
        </TabsContent>

        <TabsContent value="documenti">
          <Section title="Documenti caricati" action={<RevokeUploadLinks claim={claim} />}>
            <DocumentsPanel claimId={claim.id} />
          </Section>
        </TabsContent>

        <TabsContent value="compagnia" className="space-y-6">
          <Section title="Valutazione secondo il Regolamento (CE) n. 261/2004">
            <AssessmentPanel claimId={claim.id} version={claim.version} />
          </Section>
          <Section title="Dati del volo verificati">
            <VerifiedFlightPanel claim={claim} />
          </Section>
          <Section title="Compagnia aerea">{parts.airline(claim)}</Section>
        </TabsContent>

        <TabsContent value="messaggi" className="space-y-6">
          <Section title="Conversazione con il passeggero">{parts.messages(claim)}</Section>
          <Section title="Comunicazioni">
            <CommunicationsPanel claim={claim} />
          </Section>
        </TabsContent>

        <TabsContent value="cronologia">
          <Section title="Cronologia">
            <Timeline claimId={claim.id} viewing={viewing?.version} onView={(entry) => (setViewing(entry), window.scrollTo({ top: 0, behavior: 'smooth' }))} />
          </Section>
        </TabsContent>

        {isAdmin && (
          <TabsContent value="tecnica">
            <Section title="Cronologia tecnica">{parts.technicalHistory(claim)}</Section>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}

function ClaimDetailLoader({ id, parts }: { id: number; parts: ClaimPageParts }) {
  const claim = useQuery(claimQuery(id));
  useLiveClaim(id);
  if (claim.isPending) return <Spinner label="Caricamento pratica..." />;
  if (claim.isError) {
    return claim.error instanceof ApiError && claim.error.status === 404 ? (
      <Message title="Pratica non trovata" text="La pratica richiesta non esiste o non è accessibile" />
    ) : (
      <Message title="Errore" text={claim.error.message} />
    );
  }
  return <ClaimDetail claim={claim.data} parts={parts} />;
}

export function ClaimDetailPage({ parts }: { parts: ClaimPageParts }) {
  const { id } = useParams<{ id: string }>();
  const claimId = /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  return (
    <AdminArea title={Number.isSafeInteger(claimId) && claimId > 0 ? `Pratica ${claimId}` : 'Pratica'}>
      <div className="space-y-4">
        <Link href="/admin?tab=pratiche" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          <ArrowLeft className="size-4" aria-hidden="true" /> Torna alla dashboard
        </Link>
        {Number.isSafeInteger(claimId) && claimId > 0 ? <ClaimDetailLoader id={claimId} parts={parts} /> : <Message title="ID pratica non valido" />}
      </div>
    </AdminArea>
  );
}
