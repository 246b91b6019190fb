import { NATIONAL_BODY_COMPLAINT_LABEL, TASK_KIND_LABELS, type ComplaintBodyView } from '../contracts/tasks.js';
import { ENAC_COUNTRY, enforcementBodyOf } from '../eligibility/index.js';
import type { TaskRow } from './read-models/tasks.js';

type Task = Pick<TaskRow, 'kind' | 'complaintTo'>;

/** The body a complaint task is for; tasks recorded before the body was were all ENAC's. */
export function complaintBodyOf(task: Task): ComplaintBodyView | null {
  if (task.kind !== 'enac_complaint') return null;
  const body = enforcementBodyOf(task.complaintTo ?? ENAC_COUNTRY);
  return body ? { shortName: body.shortName, fullName: body.fullName, complaintUrl: body.complaintUrl } : null;
}

/** «Reclamo ENAC» only where ENAC is competent; another state's body gets «Reclamo all’organismo nazionale». */
export const taskLabel = (task: Task): string =>
  task.kind === 'enac_complaint' && (task.complaintTo ?? ENAC_COUNTRY) !== ENAC_COUNTRY ? NATIONAL_BODY_COMPLAINT_LABEL : TASK_KIND_LABELS[task.kind];
