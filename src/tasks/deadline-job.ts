import type { EventMetadata } from '../platform/event-store/index.js';
import { runAlone } from '../platform/db/session-lock.js';
import { deterministicUuid } from '../platform/ids.js';
import { runPeriodically } from '../platform/periodic.js';
import { claimFacts, factsOf } from './claim-facts.js';
import type { TasksDeps } from './deps.js';
import { renderEnacComplaintPdf } from './enac-complaint-pdf.js';
import { closeLapsedTasks } from './lapsed-tasks.js';
import { oldFlightClaims, silentAirlineClaims, type DeadlineCandidate } from './read-models/queue-queries.js';
import { hasOpenTask, taskExists } from './read-models/tasks.js';
import { taskDecider } from './task-decider.js';
import { taskStream, type TaskKind, type TaskOpenedData } from './task-events.js';
import { enacTaskId, italianDate, limitationTaskId, metadataAt } from './task-ids.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BATCH = 200;
export { DEADLINES_ACTOR } from './task-ids.js';

/** ENAC takes a complaint once the airline has not answered within 6 weeks (EU261.md, "Complaints and out-of-court routes in Italy"). */
export const AIRLINE_ANSWER_DAYS = 42;
export const ENAC_TASK_DAYS = 7;
/**
 * Italy's term is unsettled; the shortest one courts point to is art. 2951 c.c., one year from the
 * flight (EU261.md, "Limitation periods"), and the product tells passengers to act within a year.
 * Checking at ten months leaves two to act (or to decide which country's longer term applies)
 * before that year runs out; flights already older are checked at once.
 */
export const LIMITATION_CHECK_AFTER_MONTHS = 10;
const LIMITATION_TASK_MAX_DAYS = 14;
const LIMITATION_TASK_MIN_DAYS = 3;

/** The day in Italy, as YYYY-MM-DD. */
export const italianDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/**
 * One pass at `now`: a «Reclamo ENAC» task (with its pre-filled complaint) for each open claim sent
 * to the airline 6 weeks ago or more without an answer since, and a «Verifica prescrizione» task for
 * each open claim whose flight is LIMITATION_CHECK_AFTER_MONTHS old. The read model finds candidates;
 * the claim's stream decides; the task's fixed id and the event store's "no stream yet" append make
 * a second pass, or a second process, open nothing more.
 */
export async function openDueTasks(deps: TasksDeps, now: Date): Promise<{ opened: number }> {
  const today = italianDay(now);
  let opened = 0;
  for (let after = 0; ; ) {
    const claims = await silentAirlineClaims(deps.pool, new Date(now.getTime() - AIRLINE_ANSWER_DAYS * DAY_MS), after, BATCH);
    for (const candidate of claims) opened += await openEnacTask(deps, candidate, now, today);
    if (claims.length < BATCH) break;
    after = claims.at(-1)!.claimId;
  }
  const flownBy = addMonths(today, -LIMITATION_CHECK_AFTER_MONTHS);
  for (let after = 0; ; ) {
    const claims = await oldFlightClaims(deps.pool, flownBy, after, BATCH);
    for (const candidate of claims) opened += await openLimitationTask(deps, candidate, now, today, flownBy);
    if (claims.length < BATCH) break;
    after = claims.at(-1)!.claimId;
  }
  return { opened };
}

async function openEnacTask(deps: TasksDeps, candidate: DeadlineCandidate, now: Date, today: string): Promise<number> {
  const facts = await claimFacts(deps.store, candidate.claimId);
  const sent = facts.unanswered;
  if (!facts.claim.exists || !facts.open || !sent || Date.parse(sent.sentAt) > now.getTime() - AIRLINE_ANSWER_DAYS * DAY_MS) return 0;
  const taskId = enacTaskId(candidate.claimId, sent.messageId, facts.reopenedAt);
  if ((await taskExists(deps.pool, taskId)) || (await hasOpenTask(deps.pool, candidate.claimId, 'enac_complaint'))) return 0;
  const claim = facts.claim;
  const metadata = metadataAt(now);
  const carrierName = await deps.airlines.nameOf(sent.airlineCode);
  const carrier = carrierName ? `${carrierName} (${sent.airlineCode})` : sent.airlineCode;
  const { bytes, sha256 } = await renderEnacComplaintPdf({
    practiceNumber: claim.practiceNumber,
    passengers: claim.passengers.map((passenger) => passenger.fullName),
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
    claimId: candidate.claimId,
    documentId,
    fileType: 'altro',
    fileName: `reclamo-enac-${claim.practiceNumber}.pdf`,
    description: 'Reclamo ENAC precompilato',
    bytes,
    sha256,
  });
  return open(deps, taskId, metadata, {
    claimId: candidate.claimId,
    kind: 'enac_complaint',
    owner: await ownerOf(deps, candidate.assignee),
    dueOn: addDays(today, ENAC_TASK_DAYS),
    reason: `Nessuna risposta da ${carrier} a ${AIRLINE_ANSWER_DAYS / 7} settimane dall’invio del ${italianDate(sent.sentAt)}`,
    documentId,
  });
}

async function openLimitationTask(deps: TasksDeps, candidate: DeadlineCandidate, now: Date, today: string, flownBy: string): Promise<number> {
  const facts = await claimFacts(deps.store, candidate.claimId);
  if (!facts.claim.exists || !facts.open || facts.claim.flightDate > flownBy || (await hasOpenTask(deps.pool, candidate.claimId, 'limitation_check'))) return 0;
  const firstAnniversary = addMonths(facts.claim.flightDate, 12);
  const latest = addDays(today, LIMITATION_TASK_MAX_DAYS);
  const earliest = addDays(today, LIMITATION_TASK_MIN_DAYS);
  const dayBefore = addDays(firstAnniversary, -1);
  const dueOn = dayBefore < earliest ? earliest : dayBefore > latest ? latest : dayBefore;
  const reason =
    firstAnniversary <= today
      ? `Volo del ${facts.claim.flightDate.split('-').reverse().join('/')}: è passato più di un anno, il termine per agire è da verificare`
      : `Volo del ${facts.claim.flightDate.split('-').reverse().join('/')}: l’anno dal volo scade il ${firstAnniversary.split('-').reverse().join('/')}, verificare il termine applicabile`;
  return open(deps, limitationTaskId(candidate.claimId, facts.reopenedAt), metadataAt(now), { claimId: candidate.claimId, kind: 'limitation_check', owner: await ownerOf(deps, candidate.assignee), dueOn, reason, documentId: null });
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

/** One hourly pass: first the open tasks whose reason is gone are completed, then the tasks now due are opened. */
export async function runDeadlinePass(deps: TasksDeps, now: Date): Promise<{ opened: number; lapsed: number }> {
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
