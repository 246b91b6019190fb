import type { ClaimBillingView, PayoutState } from '@contracts/billing';
import type { AdminStatus } from '@contracts/claim-vocabulary';
import type { DemandPanel } from '@contracts/demands';
import { AIRLINE_ANSWER_WEEKS } from '@contracts/do-it-yourself';
import type { ClaimMandates } from '@contracts/mandates';
import type { TaskView } from '@contracts/tasks';

/** Who the claim waits for. */
export type Waiting = 'operator' | 'passenger' | 'airline' | 'nobody';

export const WAITING_LABELS: Record<Waiting, string> = {
  operator: 'Operatore',
  passenger: 'Passeggero',
  airline: 'Compagnia aerea',
  nobody: 'Nessuno',
};

/** What the claim waits for, from whom and by when ('YYYY-MM-DD', null when no date binds it). */
export interface NextAction {
  what: string;
  who: Waiting;
  by: string | null;
}

/** What the claim's page already loads; a part still loading is undefined. */
export interface NextActionFacts {
  claim: { adminStatus: AdminStatus; doItYourselfSince: string | null; personalDataErasedAt: string | null };
  mandates?: Pick<ClaimMandates, 'passengers'>;
  airline?: Pick<DemandPanel, 'missing' | 'letter' | 'dispatch' | 'replies'>;
  tasks?: Pick<TaskView, 'kindLabel' | 'reason' | 'dueOn' | 'completedAt' | 'ownerName'>[];
  billing?: Pick<ClaimBillingView, 'passengers'>;
}

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString().slice(0, 10);
const names = (people: { fullName: string }[]) => people.map((person) => person.fullName).join(', ');

/** Each payout state that still waits for something, in the order the money path meets them. */
const PAYOUT_STEPS: [PayoutState, Omit<NextAction, 'by'>][] = [
  ['awaiting_payment', { what: 'Il pagamento della compagnia, da registrare in «Pagamenti e fatture»', who: 'airline' }],
  ['awaiting_mandate', { what: 'Il mandato firmato', who: 'passenger' }],
  ['awaiting_invoice', { what: 'Emettere la fattura su quanto ricevuto', who: 'operator' }],
  ['awaiting_bank_details', { what: 'Le coordinate bancarie per il bonifico', who: 'passenger' }],
  ['ready', { what: 'Mettere il bonifico in una distinta di pagamento', who: 'operator' }],
  ['in_batch', { what: 'Approvare la distinta e segnare il bonifico come eseguito', who: 'operator' }],
];

function payoutStep(billing: NonNullable<NextActionFacts['billing']>, completed: boolean): NextAction | undefined {
  for (const [state, action] of PAYOUT_STEPS) {
    // A claim closed as completed with nothing received from the airline has no money left to wait for.
    if (completed && state === 'awaiting_payment') continue;
    const waiting = billing.passengers.filter((passenger) => passenger.state === state);
    if (waiting.length > 0) return { ...action, what: billing.passengers.length > 1 ? `${action.what} (${names(waiting)})` : action.what, by: null };
  }
  return undefined;
}

function airlineStep(airline: NonNullable<NextActionFacts['airline']>): NextAction | undefined {
  if (airline.replies.length > 0) return undefined;
  if (!airline.letter) {
    return airline.missing.length > 0
      ? { what: `Completare i dati per la lettera alla compagnia: ${airline.missing.join('; ')}`, who: 'operator', by: null }
      : { what: 'Preparare la lettera alla compagnia aerea', who: 'operator', by: null };
  }
  const dispatch = airline.dispatch;
  if (!dispatch || dispatch.status === 'failed' || dispatch.deliveryFailedAt) return { what: 'Inviare la lettera alla compagnia aerea', who: 'operator', by: null };
  if (dispatch.status === 'queued') return { what: 'L’invio della lettera alla compagnia, in corso', who: 'nobody', by: null };
  return { what: 'La risposta della compagnia alla lettera', who: 'airline', by: addDays(dispatch.sentAt ?? dispatch.requestedAt, AIRLINE_ANSWER_WEEKS * 7) };
}

/**
 * The claim's next action, from what its page loads: a closed claim waits for nobody; an open task is the
 * operators' next step, by its due day; then the claim's path: assessment, mandate, letter, the airline's
 * answer, the money. Undefined while a part it needs is still loading.
 */
export function nextAction(facts: NextActionFacts): NextAction | undefined {
  const { claim } = facts;
  if (claim.personalDataErasedAt) return { what: 'Nessuna: i dati personali della pratica sono stati cancellati', who: 'nobody', by: null };
  if (claim.adminStatus === 'rejected') return { what: 'Nessuna: la pratica è respinta', who: 'nobody', by: null };
  if (claim.doItYourselfSince && claim.adminStatus !== 'completed') return { what: 'Il passeggero reclama da sé («Fai da te»): nessuna azione finché non ci affida la pratica', who: 'passenger', by: null };
  if (!facts.tasks || !facts.billing) return undefined;

  const openTasks = facts.tasks.filter((task) => !task.completedAt).sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const task = openTasks[0];
  if (task && claim.adminStatus !== 'completed') return { what: `${task.kindLabel}: ${task.reason}`, who: 'operator', by: task.dueOn };

  const payout = payoutStep(facts.billing, claim.adminStatus === 'completed');
  if (claim.adminStatus === 'completed') return payout ?? { what: 'Nessuna: la pratica è completata', who: 'nobody', by: null };
  if (claim.adminStatus === 'pending') return { what: 'Valutare la pratica e metterla in revisione o respingerla', who: 'operator', by: null };

  if (!facts.mandates || !facts.airline) return undefined;
  const unsigned = facts.mandates.passengers.filter((passenger) => !passenger.signed);
  if (unsigned.length > 0) return { what: `Il mandato firmato (${names(unsigned)})`, who: 'passenger', by: null };

  const airline = airlineStep(facts.airline);
  if (airline) return airline;
  const lastReply = facts.airline.replies.at(-1);
  if (lastReply?.outcome === 'rejected') return { what: 'La compagnia ha respinto: decidere se proseguire (reclamo o causa) o respingere la pratica', who: 'operator', by: null };
  return payout ?? { what: 'Tutto pagato: completare la pratica', who: 'operator', by: null };
}
