import { z } from 'zod';

/** The operators' tasks and queues (/api/admin/tasks, /api/admin/queues), shared by the server and the admin web. */

export const TASK_KINDS = ['enac_complaint', 'limitation_check', 'late_invoice'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  enac_complaint: 'Reclamo ENAC',
  limitation_check: 'Verifica prescrizione',
  late_invoice: 'Fattura in ritardo',
};

/** The complaint task's label when the competent body is another state's, not ENAC. */
export const NATIONAL_BODY_COMPLAINT_LABEL = 'Reclamo all’organismo nazionale';

/** A national enforcement body (Art. 16 of Regulation 261/2004) and its page for passengers' complaints. */
export interface ComplaintBodyView {
  shortName: string;
  fullName: string;
  complaintUrl: string;
}

export const QUEUE_NAMES = ['mine', 'unassigned', 'awaiting_airline', 'overdue', 'to_pay'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const QUEUE_LABELS: Record<QueueName, string> = {
  mine: 'Le mie pratiche',
  unassigned: 'Da assegnare',
  awaiting_airline: 'In attesa della compagnia',
  overdue: 'Scadute',
  to_pay: 'Da pagare',
};

/** A queue's size and how long its claims have been silent for the passenger (whole days; null when empty). */
export interface QueueSummary {
  queue: QueueName;
  count: number;
  oldestAgeDays: number | null;
  medianAgeDays: number | null;
}

/** GET /api/admin/queues */
export interface QueueSummaries {
  queues: QueueSummary[];
  today: string;
}

/** GET /api/admin/queues/{queue}/claims */
export interface QueueClaimList {
  queue: QueueName;
  items: { claimId: number; practiceNumber: string; ageDays: number; awaitingSince: string | null }[];
  page: number;
  pageSize: number;
}

export interface TaskView {
  id: string;
  claimId: number;
  practiceNumber: string | null;
  kind: TaskKind;
  kindLabel: string;
  owner: string | null;
  ownerName: string | null;
  dueOn: string;
  overdue: boolean;
  reason: string;
  /** The pre-filled document (the ENAC complaint), opened at /api/admin/documents/{id}/content. */
  documentId: string | null;
  /** Where a complaint task's complaint goes: the body competent for the flight; null for other tasks. */
  complaintBody: ComplaintBodyView | null;
  openedAt: string;
  completedAt: string | null;
  outcome: string | null;
  /** The task's version: send it back as If-Match to complete or reassign. */
  version: number;
}

export interface TaskList {
  tasks: TaskView[];
  today: string;
}

const isoDay = z.iso.date('Data non valida: usa il formato AAAA-MM-GG');

export const taskListQuery = z.object({
  scope: z.enum(['mine', 'all'], 'Ambito non valido: usa mine o all').default('mine'),
  state: z.enum(['open', 'overdue', 'all'], 'Stato non valido: usa open, overdue o all').default('open'),
});

export const reassignTaskBody = z.object({
  owner: z.uuid('Operatore non valido').nullable(),
  dueOn: isoDay,
});

export const completeTaskBody = z.object({
  outcome: z.string('Esito non valido').trim().max(500, 'L’esito può avere al massimo 500 caratteri').optional(),
});

export const queueClaimsQuery = z.object({
  page: z.coerce.number('Pagina non valida').int('Pagina non valida').min(1, 'Pagina non valida').max(1000, 'Pagina non valida').default(1),
});
