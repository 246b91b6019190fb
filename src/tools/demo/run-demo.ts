import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createOperator, type Role } from '../../operators/index.js';
import { findAirportByIata, type Airport } from '../../airports/index.js';
import { ADMIN_STATUSES, type AdminStatus } from '../../contracts/claim-vocabulary.js';
import { AIRLINE_REPLY_OUTCOMES, type AirlineReplyOutcome } from '../../contracts/demands.js';
import type { DemoScenario } from './claim-plan.js';
import { runDemoClaim, type ClaimOutcome, type DemoUseCases } from './demo-claim.js';
import { changeClaimsAddress } from '../../airlines/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { DEMO_CARRIERS, DEMO_ROUTES, demoClaimsAddress } from './routes.js';

export interface DemoLogin {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export interface DemoSummary {
  claims: number;
  byStatus: Record<AdminStatus, number>;
  passengers: number;
  documents: number;
  documentsVerified: number;
  documentsRejected: number;
  documentsCompleted: number;
  emails: number;
  notes: number;
  calls: number;
  edits: number;
  statusChanges: number;
  assignments: number;
  flightTimes: number;
  mandates: number;
  lettersSent: number;
  lettersRefused: number;
  replies: Record<AirlineReplyOutcome, number>;
  payments: number;
  invoices: number;
  payouts: number;
  logins: DemoLogin[];
}

const DEMO_OPERATORS: { name: string; email: string; role: Role }[] = [
  { name: 'Giulia Marchetti', email: 'giulia.marchetti@example.it', role: 'admin' },
  { name: 'Luca Ferri', email: 'luca.ferri@example.it', role: 'operator' },
];

export class DemoRefused extends Error {}

/** The first claims play the scenarios, so that every demo, however small, exercises the deadline pass. */
const SCENARIOS: readonly DemoScenario[] = ['silent_airline', 'old_flight'];

/**
 * Two operators (through the admin module), then `claims` claims, `concurrency` at a time, each
 * through the modules' use cases with its own history over the last 12 months.
 */
export async function fillWithDemoData(
  pool: pg.Pool,
  useCases: DemoUseCases,
  options: { claims: number; seed: number; concurrency: number; now: Date; progress: (done: number) => void },
): Promise<DemoSummary> {
  const airports = new Map<string, Airport>();
  for (const code of new Set(DEMO_ROUTES.flatMap((route) => [route.from, route.to]))) {
    const airport = await findAirportByIata(pool, code);
    if (airport) airports.set(code, airport);
  }
  const routes = DEMO_ROUTES.filter((route) => airports.has(route.from) && airports.has(route.to));
  if (routes.length === 0) throw new DemoRefused('The airports table has none of the demo routes’ airports: is the database migrated?');

  const logins: DemoLogin[] = [];
  const operators: { id: string; name: string }[] = [];
  for (const operator of DEMO_OPERATORS) {
    const password = randomBytes(12).toString('base64url');
    const created = await createOperator(pool, { ...operator, password }).catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw new DemoRefused(`An operator with e-mail ${operator.email} exists already: the demo needs a database of its own.`);
      throw error;
    });
    operators.push({ id: created.id, name: created.name });
    logins.push({ ...operator, password });
  }

  // The admin adds each carrier's demo claims desk, a year back: the letters may go only there.
  const admin = operators[DEMO_OPERATORS.findIndex((operator) => operator.role === 'admin')]!;
  const yearBack = new Date(options.now.getTime() - 366 * 86_400_000).toISOString();
  for (const carrier of DEMO_CARRIERS) {
    const metadata = { actor: { kind: 'operator' as const, id: admin.id, name: admin.name }, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: yearBack };
    await changeClaimsAddress(useCases.airlines, metadata, { iataCode: carrier, address: demoClaimsAddress(carrier), change: 'add' }).catch((error: unknown) => {
      // A carrier the airlines table does not know: its claims' letters are refused, as they would be.
      if (!(error instanceof DomainError)) throw error;
    });
  }

  const outcomes: ClaimOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < options.claims) {
      const serial = ++next;
      outcomes.push(await runDemoClaim(useCases, { seed: options.seed, serial, now: options.now, scenario: SCENARIOS[serial - 1], routes, airports, operators }));
      options.progress(outcomes.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.claims) }, worker));

  const sum = (key: keyof Omit<ClaimOutcome, 'status' | 'replies'>) => outcomes.reduce((total, outcome) => total + outcome[key], 0);
  const byStatus = Object.fromEntries(ADMIN_STATUSES.map((status) => [status, outcomes.filter((outcome) => outcome.status === status).length])) as Record<AdminStatus, number>;
  return {
    claims: outcomes.length,
    byStatus,
    passengers: sum('passengers'),
    documents: sum('documents'),
    documentsVerified: sum('documentsVerified'),
    documentsRejected: sum('documentsRejected'),
    documentsCompleted: sum('documentsCompleted'),
    emails: sum('emails'),
    notes: sum('notes'),
    calls: sum('calls'),
    edits: sum('edits'),
    statusChanges: sum('statusChanges'),
    assignments: sum('assignments'),
    flightTimes: sum('flightTimes'),
    mandates: sum('mandates'),
    lettersSent: sum('lettersSent'),
    lettersRefused: sum('lettersRefused'),
    replies: Object.fromEntries(AIRLINE_REPLY_OUTCOMES.map((reply) => [reply, outcomes.reduce((total, outcome) => total + outcome.replies[reply], 0)])) as Record<AirlineReplyOutcome, number>,
    payments: sum('payments'),
    invoices: sum('invoices'),
    payouts: sum('payouts'),
    logins,
  };
}
