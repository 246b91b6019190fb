import { randomUUID } from 'node:crypto';
import { claimStream } from '../claims/contract.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { airlineCodeOf, amountPerPassengerCents, attachmentsOf, foldDemands, mandatedPassengers, missingForLetter } from './claim-demand.js';
import type { DemandLetterLanguage } from './demand-events.js';
import { DEMANDS_READ_MODEL } from './read-models/demands.js';
import { demandsDecider, workableClaim } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';
import { letterBlocks } from './letter-content.js';
import { renderLetterPdf } from './letter-pdf.js';

const ITALIAN_CALENDAR = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** Italian for an Italian carrier; English for any other, and while the directory does not know the carrier's country. */
export const letterLanguageFor = (country: string | null | undefined): DemandLetterLanguage => (country && /^(it|italy|italia)$/i.test(country.trim()) ? 'it' : 'en');

/**
 * The demand letter of a claim: refused in Italian while the claim lacks what a letter needs (at least
 * one passenger's signed mandate, an amount, the carrier, our IBAN); otherwise the PDF is made, stored
 * as a document of the claim, and DemandLetterGenerated appended. The letter names and claims for the
 * passengers with a signed mandate only: a co-passenger who has not signed is left out until they do
 * (a letter generated again then names them too).
 */
export async function generateLetter(deps: DemandsDeps, actor: EventMetadata, input: { claimId: number; language?: DemandLetterLanguage }) {
  const { state } = await foldDemands(deps.store, input.claimId);
  const claim = workableClaim(state);
  const airlineCode = airlineCodeOf(state);
  const missing = missingForLetter({ ...state, claim }, airlineCode, deps.company.iban);
  if (missing.length > 0) throw new DomainError('conflict', `${missing.join('. ')}.`, { title: 'Lettera non generabile' });
  const carrier = await deps.airlines.contactOf(airlineCode!);
  const language = input.language ?? letterLanguageFor(carrier?.country);
  const today = ITALIAN_CALENDAR.format(new Date(actor.requestedAt));
  const attachments = attachmentsOf({ ...state, claim });
  const perPassenger = amountPerPassengerCents(claim);
  const named = mandatedPassengers({ ...state, claim }).map((passenger) => ({ fullName: passenger.fullName, amountCents: perPassenger }));
  const blocks = letterBlocks({
    claim,
    passengers: named,
    flight: state.flight,
    language,
    company: { ...deps.company, iban: deps.company.iban! },
    airlineCode: airlineCode!,
    carrierName: carrier?.name ?? null,
    amountPerPassengerCents: perPassenger,
    attachments,
    today,
  });
  const title = language === 'it' ? `Richiesta di compensazione — pratica ${claim.practiceNumber}` : `Compensation claim — reference ${claim.practiceNumber}`;
  const { bytes, sha256 } = await renderLetterPdf(blocks, { title, author: deps.company.name, createdOn: today });
  const documentId = randomUUID().replaceAll('-', '');
  await deps.documents.store(actor, {
    claimId: claim.id,
    documentId,
    fileType: 'airline_letter',
    fileName: `lettera-compagnia-${claim.practiceNumber}-${today}.pdf`,
    description: `Lettera di richiesta alla compagnia ${airlineCode}${language === 'en' ? ' (in inglese)' : ''}`,
    bytes,
    sha256,
  });
  await deps.executeCommand({
    stream: claimStream(claim.id),
    decider: demandsDecider,
    command: {
      type: 'RecordLetter',
      letter: { documentId, language, airlineCode: airlineCode!, amountCents: named.reduce((sum, passenger) => sum + passenger.amountCents, 0), sha256, attachmentDocumentIds: attachments.map((attachment) => attachment.documentId) },
    },
    metadata: actor,
    // The panel's link opens the PDF through the documents' list: the answer waits until it shows it.
    readModels: ['claim_documents', DEMANDS_READ_MODEL],
  });
  return documentId;
}
