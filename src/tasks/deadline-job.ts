import type { EventMetadata } from '../platform/event-store/index.js';
import { runAlone } from '../platform/db/session-lock.js';
import { deterministicUuid } from '../platform/ids.js';
import { runPeriodically } from '../platform/periodic.js';
import type { ClaimState } from '../claims/contract.js';
import type { ClaimSentToAirlineData } from '../demands/contract.js';
import { claimFacts, factsOf, type ClaimFacts } from './claim-facts.js';
import type { TasksDeps } from './deps.js';
import { renderEnacComplaintPdf } from './enac-complaint-pdf.js';
import { closeLapsedTasks } from './lapsed-tasks.js';
import { oldFlightClaims, silentAirlineClaims, type DeadlineCandidate } from './read-models/queue-queries.js';
import { hasOpenTask, taskExists } from './read-models/tasks.js';
import { taskDecider } from './task-decider.js';
import { taskStream, type TaskKind, type TaskOpenedData } from './task-events.js';
import { enacTaskId, lateInvoiceTaskId, limitationTaskId, metadataAt } from './task-ids.js';
import { competentBody, ENAC_COUNTRY, italianToday } from '../eligibility/index.js';
import { AIRLINE_ANSWER_DAYS, enacComplaintTask, invoiceLatePaidBy, lateInvoiceTask, limitationCheckFlownBy, limitationCheckTask, limitationStart, unansweredSending } from './deadline-rules.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BATCH = 200;
export { DEADLINES_ACTOR } from './task-ids.js';
export { AIRLINE_ANSWER_DAYS, ENAC_TASK_DAYS, LIMITATION_CHECK_AFTER_MONTHS } from './deadline-rules.js';

/**
 * One pass at `now`: a complaint task for each open claim sent to the airline 6 weeks ago or more
 * without an answer since («Reclamo ENAC» with its pre-filled complaint where ENAC is competent,
 * else naming the competent body), and a «Verifica prescrizione» task for
 * each open claim whose flight is LIMITATION_CHECK_AFTER_MONTHS old, a «Fattura in ritardo» task for
 * each airline payment still without its invoice 12 days on. The read model finds candidates;
 * the claim's stream decides; the task's fixed id and the event store's "no stream yet" append make
 * a second pass, or a second process, open nothing more.
 */
export async function openDueTasks(deps: TasksDeps, now: Date): Promise<{ opened: number }> {
  const today = italianToday(now);
  let opened = 0;
  for (let after = 0; ; ) {
    const claims = await silentAirlineClaims(deps.pool, new Date(now.getTime() - AIRLINE_ANSWER_DAYS * DAY_MS), after, BATCH);
    for (const candidate of claims) opened += await openEnacTask(deps, candidate, now, today);
    if (claims.length < BATCH) break;
    after = claims.at(-1)!.claimId;
  }
  const flownBy = limitationCheckFlownBy(today);
  for (let after = 0; ; ) {
    const claims = await oldFlightClaims(deps.pool, flownBy, after, BATCH);
    for (const candidate of claims) opened += await openLimitationTask(deps, candidate, now, today);
    if (claims.length < BATCH) break;
    after = claims.at(-1)!.claimId;
  }
  for (let after = 0; ; ) {
    const claims = await deps.invoices.late(invoiceLatePaidBy(today), after, BATCH);
    for (const { claimId, paidOn } of claims) opened += await openLateInvoiceTask(deps, claimId, paidOn, now, today);
    if (claims.length < BATCH) break;
    after = claims.at(-1)!.claimId;
  }
  return { opened };
}

async function openLateInvoiceTask(deps: TasksDeps, claimId: number, paidOn: string, now: Date, today: string): Promise<number> {
  const taskId = lateInvoiceTaskId(claimId, paidOn);
  if ((await taskExists(deps.pool, taskId)) || (await hasOpenTask(deps.pool, claimId, 'late_invoice'))) return 0;
  const facts = await claimFacts(deps.store, claimId);
  if (!facts.claim.exists) return 0;
  return open(deps, taskId, metadataAt(now), { claimId, kind: 'late_invoice', owner: await ownerOf(deps, facts.claim.assignedTo ?? null), ...lateInvoiceTask(paidOn, today), documentId: null });
}

async function openEnacTask(deps: TasksDeps, candidate: DeadlineCandidate, now: Date, today: string): Promise<number> {
  const facts = await claimFacts(deps.store, candidate.claimId);
  const sent = unansweredSending(facts, now);
  if (!sent || !facts.claim.exists) return 0;
  const taskId = enacTaskId(candidate.claimId, sent.messageId, facts.reopenedAt);
  if ((await taskExists(deps.pool, taskId)) || (await hasOpenTask(deps.pool, candidate.claimId, 'enac_complaint'))) return 0;
  const claim = facts.claim;
  const airports = await deps.airports.airportsByIds([claim.departureAirportId, claim.arrivalAirportId]);
  const [departure, arrival] = [airports.get(claim.departureAirportId), airports.get(claim.arrivalAirportId)];
  const body = departure && arrival && competentBody(departure, arrival);
  if (!body) return 0;
  const metadata = metadataAt(now);
  const carrierName = await deps.airlines.nameOf(sent.airlineCode);
  const carrier = carrierName ? `${carrierName} (${sent.airlineCode})` : sent.airlineCode;
  // The complaint is pre-filled for ENAC only: another state's body has its own form, in its own language.
  const documentId = body.country === ENAC_COUNTRY ? await storeEnacComplaint(deps, { taskId, claim, mandated: facts.mandated, sent, carrier, today, metadata }) : null;
  return open(deps, taskId, metadata, {
    claimId: candidate.claimId,
    kind: 'enac_complaint',
    owner: await ownerOf(deps, candidate.assignee),
    ...enacComplaintTask(sent, carrier, today),
    documentId,
    complaintTo: body.country,
  });
}

interface EnacComplaint {
  taskId: string;
  claim: Extract<ClaimState, { exists: true }>;
  mandated: ClaimFacts['mandated'];
  sent: ClaimSentToAirlineData;
  carrier: string;
  today: string;
  metadata: EventMetadata;
}

/** Renders the complaint for the passengers who signed a mandate and keeps it among the claim's documents; its id. */
async function storeEnacComplaint(deps: TasksDeps, { taskId, claim, mandated, sent, carrier, today, metadata }: EnacComplaint): Promise<string> {
  const { bytes, sha256 } = await renderEnacComplaintPdf({
    practiceNumber: claim.practiceNumber,
    passengers: claim.passengers.filter((passenger) => mandated.has(passenger.passengerId)).map((passenger) => passenger.fullName),
    flightNumber: claim.flightNumber,
    flightDate: claim.flightDate,
    route: `da ${claim.departureAirport} a ${claim.arrivalAirport}`,
    carrier,
    facts: factsOf(claim),
    sentAt: sent.sentAt,
    sentTo: sent.recipient,
    preparedOn: today,
    company: deps.companyName,
  });
  const documentId = deterministicUuid(`enac-complaint:${taskId}`).replaceAll('-', '');
  await deps.documents.store(metadata, {
    claimId: claim.id,
    documentId,
    fileType: 'altro',
    fileName: `reclamo-enac-${claim.practiceNumber}.pdf`,
    description: 'Reclamo ENAC precompilato',
    bytes,
    sha256,
  });
  return documentId;
}

async function openLimitationTask(deps: TasksDeps, candidate: DeadlineCandidate, now: Date, today: string): Promise<number> {
  const facts = await claimFacts(deps.store, candidate.claimId);
  const due = limitationCheckTask(facts, today);
  if (!due || !facts.claim.exists || (await hasOpenTask(deps.pool, candidate.claimId, 'limitation_check'))) return 0;
  const start = limitationStart({ ...facts, claim: facts.claim });
  return open(deps, limitationTaskId(candidate.claimId, facts.reopenedAt, start.act === 'delivery' ? start.on : undefined), metadataAt(now), { claimId: candidate.claimId, kind: 'limitation_check', owner: await ownerOf(deps, candidate.assignee), ...due, documentId: null });
}

async function open(deps: TasksDeps, taskId: string, metadata: EventMetadata, task: TaskOpenedData & { kind: TaskKind }): Promise<number> {
  const { events } = await deps.executeCommand({
    stream: taskStream(taskId),
    decider: taskDecider,
    command: { type: 'OpenTask', task },
    metadata,
    eventIds: [deterministicUuid(`task-opened:${taskId}`)],
  });
  return events.length;
}

async function ownerOf(deps: TasksDeps, assignee: string | null): Promise<string | null> {
  return assignee ? ((await deps.operatorIdOf(assignee)) ?? null) : null;
}

/**
 * One hourly pass: first the PEC receipts waiting in the inbox folder are recorded (a delivered letter
 * moves the limitation period), then the open tasks whose reason is gone are completed, then the tasks
 * now due are opened.
 */
export async function runDeadlinePass(deps: TasksDeps, now: Date): Promise<{ opened: number; lapsed: number }> {
  await deps.letterReceipts.recordInbox(now).then(
    ({ recorded }) => recorded > 0 && deps.logger.info({ recorded }, 'deadline pass: PEC receipts recorded'),
    (error: unknown) => deps.logger.error({ err: error }, 'deadline pass: the PEC inbox could not be read; the tasks are opened all the same'),
  );
  const { lapsed } = await closeLapsedTasks(deps, now);
  const { opened } = await openDueTasks(deps, now);
  return { opened, lapsed };
}

/** Hourly in the worker role, one process at a time (session advisory lock `tasks:deadlines`). */
export function startDeadlineJob(deps: TasksDeps, { everyMs = HOUR_MS, clock = () => deps.clock.now() }: { everyMs?: number; clock?: () => Date } = {}): () => Promise<void> {
  const pass = async () => {
    const ran = await runAlone(deps.pool, 'tasks:deadlines', async () => {
      const { opened, lapsed } = await runDeadlinePass(deps, clock());
      if (opened > 0 || lapsed > 0) deps.logger.info({ opened, lapsed }, 'deadline pass: tasks opened and lapsed');
    });
    if (!ran) deps.logger.debug('deadline pass skipped: another process is running it');
  };
  return runPeriodically(pass, everyMs, (error) => deps.logger.error({ err: error }, 'deadline pass failed: it runs again at the next pass'));
}
