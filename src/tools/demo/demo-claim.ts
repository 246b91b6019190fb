import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Airport } from '../../airports/contract.js';
import { submitClaimBody, EARLIEST_FLIGHT_DATE } from '../../contracts/claim-submission.js';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../contracts/legal-texts.js';
import type { IssueType } from '../../contracts/claim-vocabulary.js';
import { italianToday, routeFacts, rulesetFor } from '../../eligibility/index.js';
import type { EventMetadata } from '../../platform/event-store/index.js';
import type { AirlinesDeps } from '../../airlines/index.js';
import type { ClaimCommands, SubmitDeps, submitClaim } from '../../claims/index.js';
import type { documentCommands, passengerUploads } from '../../documents/index.js';
import type { requestEmail } from '../../communications/index.js';
import type { billingCommands } from '../../billing/index.js';
import { isMinorOn } from '../../contracts/claim-passengers.js';
import type { AirlineReplyBody, AirlineReplyOutcome } from '../../contracts/demands.js';
import { generateLetter, recordReply, requestSending, type DemandsDeps } from '../../demands/index.js';
import type { ClaimFlightCommands } from '../../flights/index.js';
import { signMandate, type MandatesDeps } from '../../mandates/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { planClaim, SCENARIO_AGE_DAYS, type DemoFile, type DemoScenario, type DemoStep } from './claim-plan.js';
import { boardingPassPdf, identityCardPng } from './files.js';
import { birthDate, demoEmail, demoInvoiceData, demoPhone, randomPerson } from './italian-people.js';
import { Random } from './random.js';
import { carrierName, demoClaimsAddress, EUROPEAN_CARRIERS, flightNumber, pickRoute, type DemoRoute } from './routes.js';

const DAY_MS = 86_400_000;
/** The demo's operators, as run-demo.ts makes them: Giulia Marchetti (admin), Luca Ferri (operator). */
const GIULIA = 0;
const LUCA = 1;

/** The use cases the demo goes through, as the routes call them. */
export interface DemoUseCases {
  submitDeps: SubmitDeps;
  submitClaim: typeof submitClaim;
  claims: ClaimCommands;
  uploads: ReturnType<typeof passengerUploads>;
  documents: ReturnType<typeof documentCommands>;
  requestEmail: ReturnType<typeof requestEmail>;
  flights: ClaimFlightCommands;
  mandates: MandatesDeps;
  demands: DemandsDeps;
  /** Sends a letter at once, at the given time; it writes to the airlines' outbox: the demo never has AIRLINE_SMTP_URL. */
  sendLetter(dispatchId: string, clock: () => Date): Promise<string>;
  billing: ReturnType<typeof billingCommands>;
  /** The carriers' table: the demo's admin adds each carrier's demo claims address. */
  airlines: AirlinesDeps;
}

/** A documentation IBAN (the Italian banks' association's example), for the demo passengers' payouts. */
export const DEMO_IBAN = 'IT60X0542811101000000123456';

export interface DemoOperator {
  id: string;
  name: string;
}

/** What one claim added, to be summed up. */
export interface ClaimOutcome {
  status: string;
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
  passengers: number;
  flightTimes: number;
  mandates: number;
  lettersSent: number;
  /** Claims whose letter the demands module refused (e.g. no amount for a carrier outside the Regulation). */
  lettersRefused: number;
  replies: Record<AirlineReplyOutcome, number>;
  payments: number;
  invoices: number;
  payouts: number;
}

const ISSUE_DETAILS: Record<IssueType, string[]> = {
  delay: ['Siamo arrivati con più di tre ore di ritardo, nessuna assistenza in aeroporto.', 'Il volo è partito con quasi quattro ore di ritardo per un guasto tecnico.', 'Ritardo annunciato a bordo, arrivo a destinazione dopo mezzanotte.'],
  cancellation: ['Volo cancellato il giorno stesso, riprotetti sul volo del giorno dopo.', 'Cancellazione comunicata via SMS due giorni prima della partenza.', 'Cancellato al gate senza spiegazioni, abbiamo dormito in aeroporto.'],
  missed_connection: ['Il primo volo è arrivato in ritardo e abbiamo perso la coincidenza.', 'Coincidenza persa per il ritardo del volo in partenza, arrivati il giorno dopo.'],
  denied_boarding: ['Volo in overbooking: non ci hanno fatto imbarcare nonostante il check-in online.', 'Negato l’imbarco per overbooking, nessun volontario richiesto.'],
};

/** A fixed point in time for the demo's metadata: the step's own time, with an id that ties its events together. */
function metadata(actor: EventMetadata['actor'], at: Date): EventMetadata {
  const id = randomUUID();
  return { actor, correlationId: id, causationId: id, requestedAt: at.toISOString() };
}

/** One multipart request body with the field `file`, as a browser sends it to the upload URL. */
function multipartUpload(content: Buffer, fileName: string, contentType: string): IncomingMessage {
  const boundary = `----rimborsovolo24demo${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return Object.assign(Readable.from([Buffer.concat([head, content, tail])]), { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }) as unknown as IncomingMessage;
}

/**
 * Claim number `serial` of the demo: submitted by its passenger some time in the last 12 months, then
 * worked on by the operators, each step a command at its own time (the metadata's requestedAt).
 */
export async function runDemoClaim(
  useCases: DemoUseCases,
  context: { seed: number; serial: number; now: Date; scenario?: DemoScenario; routes: readonly DemoRoute[]; airports: ReadonlyMap<string, Airport>; operators: readonly DemoOperator[] },
): Promise<ClaimOutcome> {
  const { serial, now, operators, scenario } = context;
  const random = new Random(context.seed * 1_000_003 + serial);
  // More claims lately, as a growing service sees them; the newest a quarter of an hour old.
  const drawnAgeDays = Math.max(0.01, 365 * random.next() ** 1.6);
  // Few claims are written between midnight and 7 in Italy: most of those move to the morning.
  const nightHour = (new Date(now.getTime() - drawnAgeDays * DAY_MS).getUTCHours() + 1) % 24;
  const ageDays = scenario
    ? random.between(SCENARIO_AGE_DAYS[scenario].min, SCENARIO_AGE_DAYS[scenario].max)
    : nightHour < 7 && drawnAgeDays > 0.5 && random.chance(0.85)
      ? drawnAgeDays - 8 / 24
      : drawnAgeDays;
  const submittedAt = new Date(now.getTime() - ageDays * DAY_MS);
  const route = pickRoute(random, context.routes);
  const departure = context.airports.get(route.from)!;
  const arrival = context.airports.get(route.to)!;
  const carrier = random.pick(route.carriers);
  const flightDay = new Date(submittedAt.getTime() - random.int(0, 40) * DAY_MS - random.int(0, 20) * 3_600_000);
  const flightDate = [italianToday(flightDay), EARLIEST_FLIGHT_DATE].sort().at(-1)!;
  const passengers = random.weighted({ 1: 64, 2: 20, 3: 9, 4: 7 } as Record<string, number>);
  const passengerCount = Number(passengers);
  const facts = routeFacts(departure, arrival, rulesetFor(flightDate));
  // Per passenger, as the claim's compensationAmount is.
  const compensation = facts.band.amount;
  const plan = planClaim(random, { now, ageDays, compensation, scenario });

  const lead = randomPerson(random);
  const email = demoEmail(random, lead, serial);
  const family = passengerCount > 1 && random.chance(0.6);
  const companions = Array.from({ length: passengerCount - 1 }, (_, index) => {
    let person = family ? randomPerson(random, lead.surname) : randomPerson(random);
    // A child named like the parent who signs for them would sign their own mandate.
    while (person.fullName === lead.fullName) person = randomPerson(random, person.surname);
    const child = family && index > 0;
    // An adult co-passenger signs their own mandate through the link e-mailed to them: every adult here has an address.
    return { fullName: person.fullName, dateOfBirth: birthDate(random, submittedAt, child ? 3 : 20, child ? 16 : 70), email: child ? null : demoEmail(random, person, serial) };
  });
  const bookingReference = random.chance(0.75) ? random.letters(6) : undefined;
  const number = flightNumber(random, carrier);
  const body = submitClaimBody.parse({
    flightNumber: number,
    flightDate,
    departureAirportId: departure.id,
    arrivalAirportId: arrival.id,
    passengerName: lead.fullName,
    email,
    phone: random.chance(0.8) ? demoPhone(random) : null,
    issueType: plan.issueType,
    issueDetails: random.chance(0.7) ? random.pick(ISSUE_DETAILS[plan.issueType]) : null,
    operatingCarrierEuropean: EUROPEAN_CARRIERS.has(carrier) ? 'yes' : random.pick(['no', 'unknown']),
    singleBooking: plan.issueType === 'missed_connection' ? random.pick(['yes', 'yes', 'unknown']) : 'unknown',
    bookingReference,
    passengers: [{ fullName: lead.fullName, dateOfBirth: birthDate(random, submittedAt, 19, 75), email }, ...companions],
    acceptedTerms: TERMS_VERSION,
    acknowledgedPrivacy: PRIVACY_NOTICE_VERSION,
  });
  const correlationId = randomUUID();
  const submitted = await useCases.submitClaim(
    useCases.submitDeps,
    // Addresses reserved for documentation (RFC 5737): no real client.
    { correlationId, now: submittedAt, ipAddress: `198.51.100.${random.int(1, 254)}`, refererUrl: null },
    { body },
  );
  const claimId = submitted.id;
  const passenger = { kind: 'passenger' as const, id: submitted.practiceNumber };
  const operator = (index: number) => ({ kind: 'operator' as const, id: operators[index]!.id });
  const namedOperator = (index: number) => ({ ...operator(index), name: operators[index]!.name });
  const documentIds = new Map<DemoFile, string>();
  const outcome: ClaimOutcome = {
    status: 'pending',
    documents: 0,
    documentsVerified: 0,
    documentsRejected: 0,
    documentsCompleted: 0,
    emails: 0,
    notes: 0,
    calls: 0,
    edits: 0,
    statusChanges: 0,
    assignments: 0,
    passengers: passengerCount,
    flightTimes: 0,
    mandates: 0,
    lettersSent: 0,
    lettersRefused: 0,
    replies: { accepted: 0, partial: 0, voucher: 0, rejected: 0 },
    payments: 0,
    invoices: 0,
    payouts: 0,
  };
  const passengersOfClaim = body.passengers ?? [];
  const recipient = demoClaimsAddress(carrier);
  // Set once the letter went; the airline's work stops where the demands module refused the letter.
  let letterSent = false;
  let agreedCents: number | null = null;

  const files: Record<DemoFile, () => Promise<{ content: Buffer; name: string; type: string }>> = {
    carta_imbarco: async () => ({
      content: await boardingPassPdf({
        passengerName: lead.fullName,
        flightNumber: number,
        carrierName: carrierName(carrier),
        flightDate,
        from: `${departure.city} ${departure.iataCode}`,
        to: `${arrival.city} ${arrival.iataCode}`,
        bookingReference: bookingReference ?? random.letters(6),
        seat: `${random.int(1, 32)}${random.pick(['A', 'B', 'C', 'D', 'E', 'F'])}`,
      }),
      name: `carta-imbarco-${number}.pdf`,
      type: 'application/pdf',
    }),
    documento_identita: async () => ({ content: identityCardPng(serial), name: 'carta-identita.png', type: 'image/png' }),
  };

  const airlineSteps = new Set<DemoStep['kind']>(['airlineReply', 'airlinePayment', 'bankDetails', 'payout']);
  for (const step of plan.steps) {
    if (airlineSteps.has(step.kind) && !letterSent) continue;
    await runStep(step);
  }
  return outcome;

  /** The flight's times as the airline confirmed them: a departure in the day, the flight's length from its distance. */
  function flightTimes(step: Extract<DemoStep, { kind: 'flightTimes' }>) {
    const departureAt = Date.parse(`${flightDate}T00:00:00Z`) + random.int(5 * 60, 20 * 60) * 60_000;
    const minutes = Math.round(facts.distanceKm / 12.5) + 35;
    const iso = (time: number) => new Date(time).toISOString().slice(0, 16) + 'Z';
    const lateBy = Math.max(0, step.arrivalDelayMinutes - random.int(0, 20)) * 60_000;
    return {
      status: step.status,
      scheduledDeparture: iso(departureAt),
      actualDeparture: step.status === 'cancelled' ? null : iso(departureAt + lateBy),
      scheduledArrival: iso(departureAt + minutes * 60_000),
      actualArrival: step.status === 'cancelled' ? null : iso(departureAt + (minutes + step.arrivalDelayMinutes) * 60_000),
      divertedTo: null,
      evidence: step.evidence,
    };
  }

  async function sendLetter(step: Extract<DemoStep, { kind: 'sendLetter' }>): Promise<void> {
    try {
      await generateLetter(useCases.demands, metadata(operator(step.operator), step.at), { claimId });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome.lettersRefused++;
      return;
    }
    const requested = new Date(step.at.getTime() + 2 * 60_000);
    // Now and then the carrier asks for the passengers' identity documents, and the operator ticks it.
    const identityDocumentsRequested = random.chance(0.2);
    const dispatch = await requestSending(useCases.demands, metadata(operator(step.operator), requested), { claimId, recipient, identityDocumentsRequested });
    // What the outbound queue does with the request, at the step's own time.
    const sent = await useCases.sendLetter(dispatch.id, () => new Date(requested.getTime() + 30_000));
    if (sent !== 'sent') throw new Error(`demo letter of claim ${claimId} not sent: ${sent}`);
    letterSent = true;
    outcome.lettersSent++;
  }

  async function airlineReply(step: Extract<DemoStep, { kind: 'airlineReply' }>): Promise<void> {
    const { totalCents } = await useCases.billing.view(claimId);
    const receivedOn = italianToday(step.at);
    const amount = (cents: number) => Math.round(cents) / 100;
    const reply: AirlineReplyBody =
      step.outcome === 'rejected'
        ? { outcome: 'rejected', receivedOn, reason: step.reason ?? 'Circostanze eccezionali' }
        : step.outcome === 'voucher'
          ? { outcome: 'voucher', receivedOn, amount: amount(totalCents * 1.2), reason: 'La compagnia offre un buono di valore superiore al posto della compensazione in denaro.' }
          : step.outcome === 'partial'
            ? { outcome: 'partial', receivedOn, amount: amount(Math.round((totalCents * 0.5) / passengerCount) * passengerCount), reason: 'La compagnia riconosce la riduzione del 50 % (art. 7, par. 2).' }
            : { outcome: 'accepted', receivedOn, amount: amount(totalCents) };
    await recordReply(useCases.demands, metadata(operator(step.operator), step.at), { claimId, body: reply });
    if (reply.outcome === 'accepted' || reply.outcome === 'partial') agreedCents = Math.round(reply.amount * 100);
    outcome.replies[step.outcome]++;
  }

  async function payout(step: Extract<DemoStep, { kind: 'payout' }>): Promise<void> {
    const items = passengersOfClaim.map((_, index) => ({ claimId, passengerId: index + 1 }));
    // Four eyes: Luca (operator) makes the batch, Giulia (admin) approves it within the hour.
    const batch = await useCases.billing.createPayoutBatch(metadata(namedOperator(LUCA), step.at), { items });
    const approvedAt = new Date(step.at.getTime() + random.between(5 * 60_000, 3_600_000));
    await useCases.billing.approvePayoutBatch(metadata(namedOperator(GIULIA), approvedAt), batch.id);
    // The bank executes the SEPA batch the next working day or so.
    await useCases.billing.executeBatch(metadata(operator(step.operator), new Date(approvedAt.getTime() + random.between(3_600_000, 20 * 3_600_000))), batch.id);
    outcome.payouts += items.length;
  }

  async function runStep(step: DemoStep): Promise<void> {
    switch (step.kind) {
      case 'upload': {
        const file = await files[step.file]();
        const grant = await useCases.uploads.grant(claimId, new Date());
        await useCases.uploads.receive({ claimId, publicId: grant.public_id, body: multipartUpload(file.content, file.name, file.type), onBodyRefused: () => {} });
        const recorded = await useCases.uploads.record(metadata(passenger, step.at), { claimId, publicId: grant.public_id, fileType: step.file, originalName: file.name });
        if (recorded) documentIds.set(step.file, recorded.id);
        outcome.documents++;
        return;
      }
      case 'completeDocuments':
        await useCases.documents.completeDocuments(metadata(passenger, step.at), { claimId });
        outcome.documentsCompleted++;
        return;
      case 'assign':
        await useCases.claims.assignClaim(metadata(operator(step.operator), step.at), { claimId, operatorId: operators[step.operator]!.id });
        outcome.assignments++;
        return;
      case 'priority':
        await useCases.claims.changeClaimPriority(metadata(operator(step.operator), step.at), { claimId, priority: step.priority });
        return;
      case 'status':
        await useCases.claims.changeClaimStatus(metadata(operator(step.operator), step.at), { claimId, to: step.to, passengerNote: step.passengerNote });
        outcome.status = step.to;
        outcome.statusChanges++;
        return;
      case 'reviewDocument': {
        const documentId = documentIds.get(step.file);
        if (!documentId) return;
        if (step.rejectReason) {
          await useCases.documents.rejectDocument(metadata(operator(step.operator), step.at), { documentId, reason: step.rejectReason });
          outcome.documentsRejected++;
        } else {
          await useCases.documents.verifyDocument(metadata(operator(step.operator), step.at), { documentId });
          outcome.documentsVerified++;
        }
        return;
      }
      case 'communication':
        await useCases.claims.recordCommunication(metadata(operator(step.operator), step.at), { claimId, kind: step.communication, content: step.content });
        if (step.communication === 'note') outcome.notes++;
        else outcome.calls++;
        return;
      case 'email':
        await useCases.requestEmail(metadata(operator(step.operator), step.at), { claimId, subject: step.subject, message: step.message });
        outcome.emails++;
        return;
      case 'flightTimes':
        await useCases.flights.recordFlightTimes(metadata(operator(step.operator), step.at), { claimId, times: flightTimes(step) });
        outcome.flightTimes++;
        return;
      case 'signMandates':
        // The contact signs their own mandate and, as guardian, the minors'; each adult co-passenger signs theirs with their own link.
        for (const [index, signer] of passengersOfClaim.entries()) {
          const minor = isMinorOn(signer.dateOfBirth ?? null, italianToday(step.at));
          const via = index === 0 || minor ? ('contact_session' as const) : ('own_link' as const);
          const body = { passengerId: index + 1, signerName: minor ? lead.fullName : signer.fullName, signedAs: minor ? ('guardian' as const) : ('passenger' as const), signature: { kind: 'typed' as const }, consent: true as const };
          await signMandate(useCases.mandates, metadata(passenger, new Date(step.at.getTime() + index * 90_000)), { claimId, body, signerIp: `198.51.100.${random.int(1, 254)}`, via });
          outcome.mandates++;
        }
        return;
      case 'sendLetter':
        return sendLetter(step);
      case 'airlineReply':
        return airlineReply(step);
      case 'airlinePayment': {
        const billing = await useCases.billing.recordAirlinePayment(metadata(operator(step.operator), step.at), {
          claimId,
          amountCents: agreedCents ?? (await useCases.billing.view(claimId)).totalCents,
          receivedOn: italianToday(step.at),
          bankReference: `DEMO${random.letters(10, '0123456789')}`,
        });
        outcome.payments++;
        outcome.invoices += billing.invoices.length;
        return;
      }
      case 'bankDetails': {
        // Each adult gives their own account (through their own link in real life); a minor's money goes to the contact's.
        // With them the codice fiscale and address the invoices waited for: they are issued now.
        const invoicedBefore = (await useCases.billing.view(claimId)).invoices.length;
        for (const [index, holder] of passengersOfClaim.entries()) {
          if (index > 0 && isMinorOn(holder.dateOfBirth ?? null, flightDate)) continue;
          const invoiceData = demoInvoiceData(holder.fullName, holder.dateOfBirth!);
          await useCases.billing.provideBankDetails(metadata(passenger, step.at), { claimId, passengerId: index + 1, iban: DEMO_IBAN, accountHolder: holder.fullName, ...invoiceData, source: { via: 'area' } });
        }
        outcome.invoices += (await useCases.billing.view(claimId)).invoices.length - invoicedBefore;
        return;
      }
      case 'payout':
        return payout(step);
      case 'edit': {
        // The amount the airline agreed to, per passenger, once it answered.
        const compensationAmount = step.compensationAmount && (agreedCents !== null ? agreedCents / 100 / passengerCount : step.compensationAmount);
        const details = {
          ...(step.delayReason ? { delayReason: step.delayReason } : {}),
          ...(compensationAmount ? { compensationAmount } : {}),
          ...(step.phone ? { phone: step.phone } : {}),
        };
        await useCases.claims.editClaimDetails(metadata(operator(step.operator), step.at), { claimId, details, adminNotes: step.adminNotes });
        outcome.edits++;
        return;
      }
      default: {
        const unknown: never = step;
        throw new Error(`unknown demo step ${JSON.stringify(unknown)}`);
      }
    }
  }
}
