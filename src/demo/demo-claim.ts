import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Airport } from '../airports/contract.js';
import { submitClaimBody, EARLIEST_FLIGHT_DATE } from '../contracts/claim-submission.js';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../contracts/legal-texts.js';
import type { IssueType } from '../contracts/claim-vocabulary.js';
import { italianToday, routeFacts, rulesetFor } from '../eligibility/index.js';
import type { EventMetadata } from '../event-store/index.js';
import type { ClaimCommands, SubmitDeps, submitClaim } from '../claims/index.js';
import type { documentCommands, passengerUploads } from '../documents/index.js';
import type { requestEmail } from '../communications/index.js';
import { planClaim, type DemoFile, type DemoStep } from './claim-plan.js';
import { boardingPassPdf, identityCardPng } from './files.js';
import { birthDate, demoEmail, demoPhone, randomPerson } from './italian-people.js';
import { Random } from './random.js';
import { carrierName, EUROPEAN_CARRIERS, flightNumber, pickRoute, type DemoRoute } from './routes.js';

const DAY_MS = 86_400_000;

/** The use cases the demo goes through, as the routes call them. */
export interface DemoUseCases {
  submitDeps: SubmitDeps;
  submitClaim: typeof submitClaim;
  claims: ClaimCommands;
  uploads: ReturnType<typeof passengerUploads>;
  documents: ReturnType<typeof documentCommands>;
  requestEmail: ReturnType<typeof requestEmail>;
}

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
  context: { seed: number; serial: number; now: Date; routes: readonly DemoRoute[]; airports: ReadonlyMap<string, Airport>; operators: readonly DemoOperator[] },
): Promise<ClaimOutcome> {
  const { serial, now, operators } = context;
  const random = new Random(context.seed * 1_000_003 + serial);
  // More claims lately, as a growing service sees them; the newest a quarter of an hour old.
  const drawnAgeDays = Math.max(0.01, 365 * random.next() ** 1.6);
  // Few claims are written between midnight and 7 in Italy: most of those move to the morning.
  const nightHour = (new Date(now.getTime() - drawnAgeDays * DAY_MS).getUTCHours() + 1) % 24;
  const ageDays = nightHour < 7 && drawnAgeDays > 0.5 && random.chance(0.85) ? drawnAgeDays - 8 / 24 : drawnAgeDays;
  const submittedAt = new Date(now.getTime() - ageDays * DAY_MS);
  const route = pickRoute(random, context.routes);
  const departure = context.airports.get(route.from)!;
  const arrival = context.airports.get(route.to)!;
  const carrier = random.pick(route.carriers);
  const flightDay = new Date(submittedAt.getTime() - random.int(0, 40) * DAY_MS - random.int(0, 20) * 3_600_000);
  const flightDate = [italianToday(flightDay), EARLIEST_FLIGHT_DATE].sort().at(-1)!;
  const passengers = random.weighted({ 1: 64, 2: 20, 3: 9, 4: 7 } as Record<string, number>);
  const passengerCount = Number(passengers);
  const compensation = routeFacts(departure, arrival, rulesetFor(flightDate)).band.amount * passengerCount;
  const plan = planClaim(random, { now, ageDays, compensation });

  const lead = randomPerson(random);
  const email = demoEmail(random, lead, serial);
  const family = passengerCount > 1 && random.chance(0.6);
  const companions = Array.from({ length: passengerCount - 1 }, (_, index) => {
    const person = family ? randomPerson(random, lead.surname) : randomPerson(random);
    const child = family && index > 0;
    return { fullName: person.fullName, dateOfBirth: birthDate(random, submittedAt, child ? 3 : 20, child ? 16 : 70), email: child || random.chance(0.6) ? null : demoEmail(random, person, serial) };
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
  };

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

  for (const step of plan.steps) {
    await runStep(step);
  }
  return outcome;

  async function runStep(step: DemoStep): Promise<void> {
    switch (step.kind) {
      case 'upload': {
        const file = await files[step.file]();
        const grant = await useCases.uploads.grant(claimId);
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
        await useCases.claims.assignClaim(metadata(operator(step.operator), step.at), { claimId, assignedTo: operators[step.operator]!.name });
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
      case 'edit': {
        const details = {
          ...(step.delayReason ? { delayReason: step.delayReason } : {}),
          ...(step.compensationAmount ? { compensationAmount: step.compensationAmount } : {}),
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
