import type { ClaimSentToAirlineData } from '../demands/contract.js';
import { italianToday } from '../eligibility/index.js';
import type { ClaimFacts } from './claim-facts.js';
import { italianDate } from './task-ids.js';

const DAY_MS = 86_400_000;

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

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/** What a task the rules open says: when it is due and why. */
export interface DueTask {
  dueOn: string;
  reason: string;
}

/** The sending the airline has left unanswered for AIRLINE_ANSWER_DAYS at `now`, on an open claim; else undefined. */
export function unansweredSending(facts: ClaimFacts, now: Date): ClaimSentToAirlineData | undefined {
  const sent = facts.unanswered;
  if (!facts.claim.exists || !facts.open || !sent || Date.parse(sent.sentAt) > now.getTime() - AIRLINE_ANSWER_DAYS * DAY_MS) return undefined;
  return sent;
}

/** «Reclamo ENAC»: due in ENAC_TASK_DAYS, naming the carrier and the day the letter went. */
export function enacComplaintTask(sent: ClaimSentToAirlineData, carrier: string, today: string): DueTask {
  return { dueOn: addDays(today, ENAC_TASK_DAYS), reason: `Nessuna risposta da ${carrier} a ${AIRLINE_ANSWER_DAYS / 7} settimane dall’invio del ${italianDate(sent.sentAt)}` };
}

/** The day from which a flight (or a delivered letter) is old enough for «Verifica prescrizione». */
export const limitationCheckFlownBy = (today: string) => addMonths(today, -LIMITATION_CHECK_AFTER_MONTHS);

/**
 * What the period runs from: the last letter the PEC provider certified delivered to the carrier, a
 * demand that interrupts it and starts a new one (artt. 2943 co. 4 and 2945 c.c.), else the flight. A
 * letter by plain e-mail proves no delivery: it does not count.
 */
export function limitationStart(facts: ClaimFacts & { claim: { exists: true } }): { act: 'flight' | 'delivery'; on: string } {
  const delivered = facts.lastDeliveredAt && italianToday(new Date(facts.lastDeliveredAt));
  return delivered && delivered > facts.claim.flightDate ? { act: 'delivery', on: delivered } : { act: 'flight', on: facts.claim.flightDate };
}

/**
 * «Verifica prescrizione» on an open claim LIMITATION_CHECK_AFTER_MONTHS after the last interrupting act
 * (limitationStart): due the day before that act's first anniversary, but no sooner than
 * LIMITATION_TASK_MIN_DAYS and no later than LIMITATION_TASK_MAX_DAYS from today.
 */
export function limitationCheckTask(facts: ClaimFacts, today: string): DueTask | undefined {
  if (!facts.claim.exists || !facts.open) return undefined;
  const start = limitationStart({ ...facts, claim: facts.claim });
  if (start.on > limitationCheckFlownBy(today)) return undefined;
  const firstAnniversary = addMonths(start.on, 12);
  const latest = addDays(today, LIMITATION_TASK_MAX_DAYS);
  const earliest = addDays(today, LIMITATION_TASK_MIN_DAYS);
  const dayBefore = addDays(firstAnniversary, -1);
  const dueOn = dayBefore < earliest ? earliest : dayBefore > latest ? latest : dayBefore;
  const from = start.act === 'delivery' ? `Lettera consegnata via PEC il ${italianDate(start.on)}` : `Volo del ${italianDate(start.on)}`;
  const reason =
    firstAnniversary <= today
      ? `${from}: è passato più di un anno, il termine per agire è da verificare`
      : start.act === 'delivery'
        ? `${from}: il nuovo termine scade il ${italianDate(firstAnniversary)}`
        : `${from}: l’anno dal volo scade il ${italianDate(firstAnniversary)}, verificare il termine applicabile`;
  return { dueOn, reason };
}

/** The fee is collected with the airline's payment; its invoice is due within 12 days (art. 21 co. 4 DPR 633/1972). */
export const INVOICE_DAYS = 12;
/** A task for an invoice already late is due the day it opens. */
const LATE_INVOICE_TASK_DAYS = 0;

/** The latest payment day whose invoice is late today. */
export const invoiceLatePaidBy = (today: string) => addDays(today, -(INVOICE_DAYS + 1));

/** «Fattura in ritardo»: the payment of `paidOn` has been waiting for its invoice more than INVOICE_DAYS. */
export function lateInvoiceTask(paidOn: string, today: string): DueTask {
  return {
    dueOn: addDays(today, LATE_INVOICE_TASK_DAYS),
    reason: `Pagamento della compagnia del ${italianDate(paidOn)}: la fattura andava emessa entro il ${italianDate(addDays(paidOn, INVOICE_DAYS))}`,
  };
}
