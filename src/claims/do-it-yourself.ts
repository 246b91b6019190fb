import { AIRLINE_ANSWER_WEEKS, LETTER_LANGUAGES, type DoItYourselfView, type LetterLanguage } from '../contracts/do-it-yourself.js';
import { competentBody, eurosToCents, italianToday } from '../eligibility/index.js';
import { DomainError } from '../platform/domain-error.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import type { ClaimState } from './claim.js';
import { claimDecider } from './claim-decider.js';
import { claimNotFound } from './claim-errors.js';
import type { ClaimsDeps, KnownCarrier } from './claims-deps.js';
import { renderDoItYourselfLetter } from './do-it-yourself-pdf.js';
import { weeksAfter, type LetterFacts } from './do-it-yourself-letter.js';
import { doItYourselfOffer } from './submit-claim.js';
import { claimStream } from './stream.js';

export type DoItYourselfDeps = Pick<ClaimsDeps, 'store' | 'executeCommand' | 'airports' | 'airlines' | 'mandates'>;
type Existing = Extract<ClaimState, { exists: true }>;

async function claimOf(deps: DoItYourselfDeps, claimId: number): Promise<Existing> {
  const { state } = await foldStream(deps.store, claimStream(claimId), claimDecider);
  if (!state.exists) throw claimNotFound();
  return state;
}

/** The claim's carrier as the airlines table knows it now: an admin's mark opens or closes the free path. */
const carrierOf = async (deps: DoItYourselfDeps, claim: Existing): Promise<KnownCarrier | null> =>
  claim.operatingCarrier && deps.airlines ? deps.airlines.airlineByCode(claim.operatingCarrier) : null;

async function enforcementBodyOf(deps: DoItYourselfDeps, claim: Existing) {
  const airports = await deps.airports.airportsByIds([claim.departureAirportId, claim.arrivalAirportId]);
  const departure = airports.get(claim.departureAirportId);
  const arrival = airports.get(claim.arrivalAirportId);
  return (departure && arrival && competentBody(departure, arrival)) ?? null;
}

/** The free path of a claim as its passenger sees it: offered, chosen, the letter's addresses and the deadline. */
export async function doItYourselfView(deps: DoItYourselfDeps, claimId: number): Promise<DoItYourselfView> {
  const claim = await claimOf(deps, claimId);
  const since = claim.doItYourselfSince;
  // Still open to choose: a pending claim no passenger signed a mandate for; once chosen, it names the carrier.
  const open = since !== null || (claim.adminStatus === 'pending' && !((await deps.mandates?.anySigned(claimId)) ?? false));
  const offer = open ? doItYourselfOffer(await carrierOf(deps, claim)) : null;
  const body = since ? await enforcementBodyOf(deps, claim) : null;
  return {
    offer,
    since,
    answerDueOn: since ? weeksAfter(italianToday(new Date(since)), AIRLINE_ANSWER_WEEKS) : null,
    enforcementBody: body && { shortName: body.shortName, complaintUrl: body.complaintUrl },
    letterLinks: since
      ? (Object.fromEntries(LETTER_LANGUAGES.map((language) => [language, `/api/passenger/claims/${claimId}/do-it-yourself/letter?lang=${language}`])) as Record<LetterLanguage, string>)
      : null,
  };
}

/** The passenger claims on their own: recorded on the claim's stream, decided there (pending only, a carrier that pays directly). */
export async function chooseDoItYourself(deps: DoItYourselfDeps, actor: EventMetadata, claimId: number): Promise<DoItYourselfView> {
  const carrier = await carrierOf(deps, await claimOf(deps, claimId));
  await deps.executeCommand({
    stream: claimStream(claimId),
    decider: claimDecider,
    command: {
      type: 'ChooseDoItYourself',
      carrier: carrier && { iataCode: carrier.iataCode, paysDirectly: carrier.paysDirectly ?? false },
      mandateSigned: (await deps.mandates?.anySigned(claimId)) ?? false,
    },
    metadata: actor,
    readModels: ['claims'],
  });
  return doItYourselfView(deps, claimId);
}

/** The passenger hands the claim to us: from here the usual path, the mandate and our fee. */
export async function chooseOurService(deps: DoItYourselfDeps, actor: EventMetadata, claimId: number): Promise<DoItYourselfView> {
  await deps.executeCommand({
    stream: claimStream(claimId),
    decider: claimDecider,
    command: { type: 'ChooseOurService', now: actor.requestedAt },
    metadata: actor,
    readModels: ['claims'],
  });
  return doItYourselfView(deps, claimId);
}

const notDoingItThemselves = () =>
  new DomainError('conflict', 'La lettera da inviare da te è disponibile solo se hai scelto il fai da te per questa pratica', { title: 'Lettera non disponibile' });

/** The letter for the passenger to send to the carrier, drawn from the claim as it is now. */
export async function doItYourselfLetter(deps: DoItYourselfDeps, claimId: number, language: LetterLanguage, now: Date): Promise<{ fileName: string; bytes: Uint8Array }> {
  const claim = await claimOf(deps, claimId);
  if (!claim.doItYourselfSince || claim.personalDataErasedAt) throw notDoingItThemselves();
  const carrier = await carrierOf(deps, claim);
  const body = await enforcementBodyOf(deps, claim);
  const contact = claim.passengers[0];
  const facts: LetterFacts = {
    practiceNumber: claim.practiceNumber,
    carrierName: carrier?.name ?? claim.operatingCarrier ?? claim.flightNumber.slice(0, 2),
    claimsWebFormUrl: carrier?.claimsWebFormUrl ?? null,
    flightNumber: claim.flightNumber,
    flightDate: claim.flightDate,
    departureAirport: claim.departureAirport,
    arrivalAirport: claim.arrivalAirport,
    issueType: claim.issueType,
    arrivalDelayMinutes: claim.verifiedFlight?.arrivalDelayMinutes ?? claim.arrivalDelayMinutes ?? undefined,
    compensationCents: eurosToCents(claim.compensationAmount ?? claim.estimatedCompensation ?? 0),
    claimants: claim.passengers.filter((passenger) => !passenger.travelledFree).map((passenger) => passenger.fullName),
    contactName: contact?.fullName ?? claim.passengerName,
    email: claim.email,
    phone: claim.phone,
    bookingReference: claim.bookingReference,
    enforcementBody: body ? { shortName: body.shortName, fullName: body.fullName, complaintUrl: body.complaintUrl } : null,
    today: italianToday(now),
  };
  const name = language === 'en' ? 'claim-letter' : 'lettera-reclamo';
  return { fileName: `${name}-${claim.practiceNumber}-${language}.pdf`, bytes: await renderDoItYourselfLetter(facts, language) };
}
