import { deterministicUuid } from '../platform/ids.js';
import { claimFacts, closedAs, type ClaimFacts } from './claim-facts.js';
import type { TasksDeps } from './deps.js';
import { lapseCandidates, type LapseCandidate } from './read-models/tasks.js';
import { taskDecider } from './task-decider.js';
import { taskStream } from './task-events.js';
import { limitationStart } from './deadline-rules.js';
import { enacTaskId, italianDate, limitationTaskId, metadataAt } from './task-ids.js';

const BATCH = 200;

/**
 * Completes, as the system, the open tasks whose reason is gone: a «Reclamo ENAC» once the airline
 * answered the sending it is about or the claim closed; a «Verifica prescrizione» once the claim
 * closed or a letter delivered by PEC started a new period; a «Fattura in ritardo» once the invoice is issued. The read model finds candidates; the claim's stream decides; completing a task already
 * completed (by an operator, or by another pass) decides nothing, and the event's fixed id makes a
 * retried append a no-op.
 */
export async function closeLapsedTasks(deps: TasksDeps, now: Date): Promise<{ lapsed: number }> {
  let lapsed = 0;
  for (let after = ''; ; ) {
    const tasks = await lapseCandidates(deps.pool, after, BATCH);
    for (const task of tasks) lapsed += await closeIfLapsed(deps, task, now);
    if (tasks.length < BATCH) break;
    after = tasks.at(-1)!.id;
  }
  return { lapsed };
}

async function closeIfLapsed(deps: TasksDeps, task: LapseCandidate, now: Date): Promise<number> {
  // A late invoice is owed whatever becomes of the claim: its task ends only when the invoice is issued.
  const outcome = task.kind === 'late_invoice' ? ((await deps.invoices.pending(task.claimId)) ? undefined : 'la fattura è stata emessa') : lapseOutcome(task, await claimFacts(deps.store, task.claimId));
  if (!outcome) return 0;
  const { events } = await deps.executeCommand({
    stream: taskStream(task.id),
    decider: taskDecider,
    command: { type: 'LapseTask', outcome: `Chiusa automaticamente: ${outcome}` },
    metadata: metadataAt(now),
    eventIds: [deterministicUuid(`task-lapsed:${task.id}`)],
  });
  return events.length;
}

/** Why the task no longer needs doing, or undefined while it still does. */
export function lapseOutcome(task: Pick<LapseCandidate, 'id' | 'claimId' | 'kind'>, facts: ClaimFacts): string | undefined {
  if (task.kind === 'enac_complaint') {
    const repliedOn = sendingOf(task, facts)?.repliedOn;
    if (repliedOn) return `la compagnia ha risposto il ${italianDate(repliedOn)}`;
  }
  if (task.kind === 'limitation_check' && facts.open && facts.claim.exists) {
    // A check counted from an earlier act: the letter delivered since starts a new period, with a check of its own.
    const start = limitationStart({ ...facts, claim: facts.claim });
    if (start.act === 'delivery' && task.id !== limitationTaskId(task.claimId, facts.reopenedAt, start.on)) return `lettera consegnata via PEC il ${italianDate(start.on)}, il termine decorre di nuovo`;
  }
  return facts.open ? undefined : closedAs(facts.claim);
}

/** The sending an ENAC task is about: its id was made from the sending and the claim's reopening at the time. */
function sendingOf(task: Pick<LapseCandidate, 'id' | 'claimId'>, facts: ClaimFacts) {
  const generations = [undefined, ...facts.reopenings];
  return facts.sendings.find((sending) => generations.some((reopenedAt) => enacTaskId(task.claimId, sending.messageId, reopenedAt) === task.id));
}
