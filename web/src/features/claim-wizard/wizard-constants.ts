import { EARLIEST_FLIGHT_DATE } from '@contracts/claim-submission';
import { ISSUE_TYPES, type IssueType } from '@contracts/claim-vocabulary';

export { EARLIEST_FLIGHT_DATE, ISSUE_TYPES, type IssueType };

export const STEPS = [
  { number: 1, title: 'Aeroporti', minutes: 1 },
  { number: 2, title: 'Data', minutes: 1 },
  { number: 3, title: 'Volo', minutes: 2 },
  { number: 4, title: 'Dati', minutes: 2 },
  { number: 5, title: 'Risultato', minutes: 1 },
] as const;

export type StepNumber = (typeof STEPS)[number]['number'];
export const LAST_STEP: StepNumber = 5;

/** Minutes left, the current step included (spec §9: 1, 1, 2, 2, 1). */
export const remainingMinutes = (step: StepNumber) => STEPS.filter((s) => s.number >= step).reduce((sum, s) => sum + s.minutes, 0);

export const ISSUE_TYPE_LABELS: Readonly<Record<IssueType, string>> = {
  delay: 'Volo in ritardo',
  cancellation: 'Volo cancellato',
  denied_boarding: 'Negato imbarco (overbooking)',
  missed_connection: 'Coincidenza persa',
};

export const STORAGE_KEY = 'rimborsovolo24:claim-wizard';

export const PUBLIC_STATUS_PENDING = 'In attesa di verifica';
