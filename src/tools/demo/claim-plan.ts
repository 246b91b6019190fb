import type { AdminStatus, IssueType, Priority } from '../../contracts/claim-vocabulary.js';
import type { AirlineReplyOutcome } from '../../contracts/demands.js';
import { demoPhone } from './italian-people.js';
import type { Random } from './random.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export type DemoFile = 'carta_imbarco' | 'documento_identita';

/** One thing that happens to a claim, at its time: the passenger's or one of the two operators' (0 or 1). */
export type DemoStep = { at: Date } & (
  | { kind: 'upload'; file: DemoFile }
  | { kind: 'completeDocuments' }
  | { kind: 'assign'; operator: number }
  | { kind: 'priority'; operator: number; priority: Priority }
  | { kind: 'status'; operator: number; to: AdminStatus; passengerNote: string | null }
  | { kind: 'reviewDocument'; operator: number; file: DemoFile; rejectReason: string | null }
  | { kind: 'communication'; operator: number; communication: 'note' | 'call'; content: string }
  | { kind: 'email'; operator: number; subject: string; message: string }
  | { kind: 'edit'; operator: number; delayReason?: string; compensationAmount?: number; adminNotes?: string; phone?: string }
  | { kind: 'flightTimes'; operator: number; status: 'landed' | 'cancelled'; arrivalDelayMinutes: number; evidence: string }
  | { kind: 'signMandates' }
  | { kind: 'sendLetter'; operator: number }
  | { kind: 'airlineReply'; operator: number; outcome: AirlineReplyOutcome; reason: string | null }
  | { kind: 'airlinePayment'; operator: number }
  | { kind: 'bankDetails' }
  | { kind: 'payout'; operator: number }
);

/**
 * A claim whose history the demo fixes, so that whatever the seed and the date its output shows
 * what the deadline pass does: a letter the airline has left unanswered for more than six weeks
 * («Reclamo ENAC»), and an open claim for a flight over ten months old («Verifica prescrizione»).
 */
export type DemoScenario = 'silent_airline' | 'old_flight';

/** How many days before `now` a scenario's claim is submitted: far enough for its deadline, whatever the draws. */
export const SCENARIO_AGE_DAYS: Record<DemoScenario, { min: number; max: number }> = {
  // The operators' steps before the letter take at most about 50 days: it is then at least 7 weeks old.
  silent_airline: { min: 100, max: 150 },
  // The flight is up to 40 days before the submission: at least 10 months and 2 weeks before `now`.
  old_flight: { min: 320, max: 345 },
};

export interface ClaimPlan {
  submittedAt: Date;
  issueType: IssueType;
  finalStatus: AdminStatus;
  steps: DemoStep[];
}

export const ISSUE_WEIGHTS: Record<IssueType, number> = { delay: 50, cancellation: 30, missed_connection: 12, denied_boarding: 8 };

/** Older claims are mostly settled; the newest mostly wait. */
function finalStatusFor(random: Random, ageDays: number): AdminStatus {
  if (ageDays < 7) return random.weighted({ pending: 70, under_review: 25, rejected: 5 });
  if (ageDays < 30) return random.weighted({ pending: 15, under_review: 40, approved: 22, rejected: 15, completed: 8 });
  if (ageDays < 90) return random.weighted({ pending: 3, under_review: 15, approved: 25, completed: 35, rejected: 22 });
  return random.weighted({ under_review: 3, approved: 7, completed: 62, rejected: 28 });
}

const REJECTIONS: Record<IssueType, string[]> = {
  delay: [
    'Il ritardo all’arrivo è stato inferiore a 3 ore: il Regolamento non prevede compensazione.',
    'La compagnia ha documentato circostanze eccezionali (condizioni meteo avverse) che escludono la compensazione.',
    'Il ritardo è dovuto a uno sciopero del controllo del traffico aereo: circostanza eccezionale.',
  ],
  cancellation: [
    'La cancellazione è stata comunicata più di 14 giorni prima della partenza.',
    'La compagnia ha offerto un volo alternativo con arrivo entro 2 ore dall’orario previsto.',
    'Circostanze eccezionali documentate: chiusura dello spazio aereo.',
  ],
  missed_connection: ['I voli erano su prenotazioni separate: la coincidenza persa non è coperta dal Regolamento.', 'Il ritardo all’arrivo finale è stato inferiore a 3 ore.'],
  denied_boarding: ['L’imbarco è stato negato per documenti di viaggio non validi.', 'Il passeggero si è presentato al gate dopo la chiusura dell’imbarco.'],
};
const DELAY_REASONS = ['Problema tecnico dell’aeromobile', 'Ritardo del volo precedente (rotazione)', 'Mancanza di equipaggio', 'Congestione aeroportuale', 'Sciopero del personale della compagnia'];
const NOTES = [
  'Verificati gli orari effettivi sul sito della compagnia: il ritardo risulta confermato.',
  'Il passeggero ha allegato anche le ricevute dei pasti: da valutare come spese rimborsabili.',
  'Inviata la diffida alla compagnia via PEC.',
  'La compagnia ha risposto chiedendo la copia del mandato: inoltrata.',
  'Controllati i dati METAR dell’aeroporto: nessun evento meteo rilevante.',
  'Pratica simile ad altre sullo stesso volo: stessa linea di difesa della compagnia.',
];
const CALLS = [
  'Telefonata con il passeggero: conferma di non aver accettato voucher.',
  'Il passeggero ha chiamato per sapere lo stato della pratica.',
  'Chiamata al servizio clienti della compagnia: pratica presa in carico da loro.',
];
const EMAILS: { subject: string; message: string }[] = [
  {
    subject: 'Documenti ricevuti',
    message: 'Gentile passeggero,\n\nabbiamo ricevuto i documenti e li stiamo verificando. Ti scriveremo appena avremo una risposta dalla compagnia.\n\nIl team di RimborsoVolo24',
  },
  {
    subject: 'Ci serve un’informazione',
    message: 'Gentile passeggero,\n\nper procedere ci serve sapere se la compagnia ti ha offerto un volo alternativo o un rimborso del biglietto. Puoi rispondere dalla tua area riservata.\n\nGrazie,\nil team di RimborsoVolo24',
  },
  {
    subject: 'Aggiornamento sulla tua richiesta',
    message: 'Gentile passeggero,\n\nabbiamo inviato la richiesta di compensazione alla compagnia aerea. Ti avvisiamo appena risponde.\n\nIl team di RimborsoVolo24',
  },
];
const FLIGHT_EVIDENCE: Record<'landed' | 'cancelled', string[]> = {
  landed: ['conferma della compagnia', 'e-mail della compagnia al passeggero con gli orari effettivi', 'conferma della compagnia e Flightradar24', 'tabellone arrivi dell’aeroporto (foto del passeggero) e conferma della compagnia'],
  cancelled: ['conferma della compagnia (SMS di cancellazione al passeggero)', 'conferma della compagnia', 'e-mail di cancellazione della compagnia al passeggero'],
};
const AIRLINE_REJECTIONS = [
  'La compagnia invoca circostanze eccezionali (condizioni meteo avverse) senza documentarle.',
  'La compagnia sostiene che il ritardo è dovuto a uno sciopero del controllo del traffico aereo.',
  'La compagnia afferma di aver già rimborsato il biglietto e ritiene chiusa la pratica.',
  'La compagnia contesta la durata del ritardo all’arrivo.',
];
const DOCUMENT_REJECTIONS = ['Documento illeggibile: carica una scansione più nitida.', 'Il documento d’identità risulta scaduto.', 'La carta d’imbarco non riporta il nome del passeggero.'];

/**
 * What happens to one claim submitted `ageDays` ago: the passenger's uploads, then the operators'
 * work up to a final status, each step at a time before `now`.
 */
export function planClaim(
  random: Random,
  { now, ageDays, compensation, scenario }: { now: Date; ageDays: number; compensation: number | null; scenario?: DemoScenario },
): ClaimPlan {
  const submittedAt = new Date(now.getTime() - ageDays * DAY_MS);
  const drawnIssueType = random.weighted(ISSUE_WEIGHTS);
  const drawnStatus = finalStatusFor(random, ageDays);
  // Both scenarios are open claims; the silent airline's is a delay the airline has the letter for.
  const issueType = scenario === 'silent_airline' ? 'delay' : drawnIssueType;
  const finalStatus = scenario ? 'under_review' : drawnStatus;
  const operator = random.int(0, 1);
  const steps: DemoStep[] = [];
  let clock = submittedAt.getTime();
  const passengerAfter = (minMs: number, maxMs: number) => new Date((clock += random.between(minMs, maxMs)));
  // Operators work Monday to Friday, 9 to 18 in Italy.
  const after = (minMs: number, maxMs: number) => new Date((clock = officeHours(random, clock + random.between(minMs, maxMs))));

  const files: DemoFile[] = [];
  if (random.chance(0.85)) files.push('carta_imbarco');
  if (random.chance(0.7)) files.push('documento_identita');
  for (const file of files) steps.push({ kind: 'upload', file, at: passengerAfter(3 * MINUTE_MS, 40 * MINUTE_MS) });
  if (files.length === 2 && random.chance(0.8)) steps.push({ kind: 'completeDocuments', at: passengerAfter(MINUTE_MS, 10 * MINUTE_MS) });

  if (finalStatus !== 'pending' || random.chance(0.3)) steps.push({ kind: 'assign', operator, at: after(0.2 * DAY_MS, 2 * DAY_MS) });
  if (finalStatus === 'pending') return fitBefore(now, { submittedAt, issueType, finalStatus, steps });

  const rejectedEarly = finalStatus === 'rejected' && random.chance(0.35);
  const silent = scenario === 'silent_airline';
  if (!rejectedEarly) steps.push({ kind: 'status', operator, to: 'under_review', passengerNote: null, at: after(0.3 * DAY_MS, 3 * DAY_MS) });
  for (const file of files) {
    const rejected = random.chance(0.1);
    steps.push({ kind: 'reviewDocument', operator, file, rejectReason: rejected ? random.pick(DOCUMENT_REJECTIONS) : null, at: after(10 * MINUTE_MS, DAY_MS) });
  }
  if (random.chance(0.15)) steps.push({ kind: 'priority', operator, priority: random.pick(['high', 'urgent', 'low'] as const), at: after(MINUTE_MS, DAY_MS) });
  if (random.chance(0.45)) steps.push({ kind: 'communication', operator, communication: 'note', content: random.pick(NOTES), at: after(0.5 * DAY_MS, 4 * DAY_MS) });
  if (random.chance(0.2)) steps.push({ kind: 'communication', operator: 1 - operator, communication: 'call', content: random.pick(CALLS), at: after(0.5 * DAY_MS, 5 * DAY_MS) });
  if (random.chance(0.35)) steps.push({ kind: 'email', operator, ...random.pick(EMAILS), at: after(0.5 * DAY_MS, 5 * DAY_MS) });
  if (random.chance(0.08)) steps.push({ kind: 'edit', operator, phone: demoPhone(random), adminNotes: 'Numero di telefono aggiornato su richiesta del passeggero.', at: after(0.5 * DAY_MS, 4 * DAY_MS) });
  if (issueType === 'delay' && random.chance(0.4)) steps.push({ kind: 'edit', operator, delayReason: random.pick(DELAY_REASONS), at: after(DAY_MS, 6 * DAY_MS) });

  // Rejected by the operators on the facts, or by the airline once it had the letter.
  const airlineRejects = finalStatus === 'rejected' && !rejectedEarly && random.chance(0.4);
  const rejection = random.pick(REJECTIONS[issueType]);
  if (!rejectedEarly && (random.chance(finalStatus === 'rejected' && !airlineRejects ? 0.6 : 0.9) || silent)) {
    const status = issueType === 'cancellation' ? 'cancelled' : 'landed';
    const tooShort = finalStatus === 'rejected' && !airlineRejects && rejection.includes('inferiore a 3 ore');
    const arrivalDelayMinutes =
      issueType === 'denied_boarding' ? random.int(-10, 25) : issueType === 'missed_connection' || tooShort ? random.int(60, 170) : random.int(185, 420);
    steps.push({ kind: 'flightTimes', operator, status, arrivalDelayMinutes, evidence: random.pick(FLIGHT_EVIDENCE[status]), at: after(0.2 * DAY_MS, 3 * DAY_MS) });
  }
  // The letter needs every passenger's mandate: the passenger signs once the claim is taken on.
  const claimed = !rejectedEarly && (finalStatus === 'approved' || finalStatus === 'completed' || airlineRejects || (finalStatus === 'under_review' && ageDays > 10 && (random.chance(0.75) || silent)));
  let sentAt: number | null = null;
  if (claimed) {
    steps.push({ kind: 'signMandates', at: new Date((clock += random.between(0.1 * DAY_MS, 3 * DAY_MS))) });
    steps.push({ kind: 'sendLetter', operator, at: after(0.2 * DAY_MS, 3 * DAY_MS) });
    sentAt = clock;
  }

  if (finalStatus === 'rejected') {
    if (airlineRejects) {
      const reason = random.pick(AIRLINE_REJECTIONS);
      steps.push({ kind: 'airlineReply', operator, outcome: 'rejected', reason, at: after(14 * DAY_MS, 50 * DAY_MS) });
      steps.push({ kind: 'status', operator, to: 'rejected', passengerNote: `${reason} Abbiamo valutato le prove: non ci sono i presupposti per proseguire.`, at: after(DAY_MS, 10 * DAY_MS) });
    } else {
      steps.push({ kind: 'status', operator, to: 'rejected', passengerNote: rejection, at: after(2 * DAY_MS, 20 * DAY_MS) });
    }
  } else if (finalStatus === 'under_review') {
    // Sent: the airline answers within 2 to 8 weeks, or not at all (after 6 weeks the deadline pass opens «Reclamo ENAC»).
    const replyAt = sentAt !== null ? sentAt + random.between(14 * DAY_MS, 56 * DAY_MS) : null;
    if (replyAt !== null && replyAt < now.getTime() - DAY_MS && random.chance(0.55) && !silent) {
      const outcome = random.weighted({ voucher: 45, rejected: 35, partial: 20 } as Record<AirlineReplyOutcome, number>);
      clock = replyAt;
      steps.push({ kind: 'airlineReply', operator, outcome, reason: outcome === 'rejected' ? random.pick(AIRLINE_REJECTIONS) : null, at: after(0, DAY_MS) });
    }
  } else {
    steps.push({ kind: 'airlineReply', operator, outcome: random.chance(0.85) ? 'accepted' : 'partial', reason: null, at: after(10 * DAY_MS, 50 * DAY_MS) });
    if (compensation) steps.push({ kind: 'edit', operator, compensationAmount: compensation, adminNotes: 'Importo confermato dalla compagnia.', at: after(0.1 * DAY_MS, 2 * DAY_MS) });
    steps.push({ kind: 'status', operator, to: 'approved', passengerNote: 'La compagnia ha riconosciuto il diritto alla compensazione: attendiamo il pagamento.', at: after(0.1 * DAY_MS, 3 * DAY_MS) });
    const paid = finalStatus === 'completed' || random.chance(0.5);
    if (paid) steps.push({ kind: 'airlinePayment', operator, at: after(5 * DAY_MS, 30 * DAY_MS) });
    if (finalStatus === 'completed') {
      steps.push({ kind: 'bankDetails', at: new Date((clock += random.between(0.1 * DAY_MS, 4 * DAY_MS))) });
      steps.push({ kind: 'payout', operator: 1 - operator, at: after(DAY_MS, 6 * DAY_MS) });
      steps.push({ kind: 'status', operator: 1 - operator, to: 'completed', passengerNote: 'Pagamento ricevuto e girato al tuo conto. Buon viaggio!', at: after(0.1 * DAY_MS, 2 * DAY_MS) });
    }
  }
  return fitBefore(now, { submittedAt, issueType, finalStatus, steps });
}

/** `time`, or the next working hour after it (Italian time taken as UTC+1: close enough for demo data). */
function officeHours(random: Random, time: number): number {
  const local = new Date(time + HOUR_MS);
  const weekday = (date: Date) => date.getUTCDay() >= 1 && date.getUTCDay() <= 5;
  if (weekday(local) && local.getUTCHours() >= 9 && local.getUTCHours() < 18) return time;
  if (local.getUTCHours() >= 9) local.setUTCDate(local.getUTCDate() + 1);
  while (!weekday(local)) local.setUTCDate(local.getUTCDate() + 1);
  local.setUTCHours(9, 0, 0, 0);
  return local.getTime() - HOUR_MS + random.between(0, 3 * HOUR_MS);
}

/** Squeezes the steps between the submission and a few minutes ago, keeping their order and proportions. */
function fitBefore(now: Date, plan: ClaimPlan): ClaimPlan {
  const start = plan.submittedAt.getTime();
  const latest = now.getTime() - 5 * MINUTE_MS;
  const last = plan.steps.at(-1)?.at.getTime() ?? start;
  if (last <= latest) return plan;
  const scale = Math.max(0, latest - start) / (last - start);
  return { ...plan, steps: plan.steps.map((step) => ({ ...step, at: new Date(start + (step.at.getTime() - start) * scale) })) };
}
