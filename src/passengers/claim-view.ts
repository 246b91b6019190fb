import { claimStream } from '../claims/contract.js';
import type { PassengerClaimStory, PassengerClaimSummary, PassengerDocument } from '../contracts/passenger-area.js';
import type { RecordedEvent } from '../platform/event-store/index.js';
import { airlineAgreedOn, claimOf, claimSummary, nextStep, passengerTimeline } from './claim-story.js';
import type { PassengersDeps } from './deps.js';

type Deps = Pick<PassengersDeps, 'store' | 'catalog' | 'documents' | 'uploadTokenFor'>;

const UPLOADS_OPEN = new Set(['pending', 'under_review', 'approved']);

async function historyOf(deps: Deps, claimId: number): Promise<RecordedEvent[]> {
  const history: RecordedEvent[] = [];
  for await (const event of deps.store.readStream(claimStream(claimId))) history.push(event);
  return history;
}

/** The list of the area: one summary per claim of the address. */
export async function claimSummaries(deps: Deps, claimIds: number[]): Promise<PassengerClaimSummary[]> {
  const summaries = await Promise.all(
    claimIds.map(async (claimId) => {
      const history = await historyOf(deps, claimId);
      const claim = claimOf(history);
      return claim && claimSummary(claim, passengerTimeline(deps.catalog, history, claim.email), airlineAgreedOn(deps.catalog, history), history);
    }),
  );
  return summaries.filter((summary): summary is PassengerClaimSummary => summary !== undefined);
}

/** One claim's story for its passenger: summary, timeline, next step, documents and upload link. */
export async function claimStory(deps: Deps, claimId: number, now: Date): Promise<PassengerClaimStory | undefined> {
  const history = await historyOf(deps, claimId);
  const claim = claimOf(history);
  if (!claim) return undefined;
  const timeline = passengerTimeline(deps.catalog, history, claim.email);
  const views = await deps.documents.documentsOf(claimId);
  const kept = views.filter((view) => view.status !== 'rejected');
  // As the upload page counts: a boarding pass and an identity document, two documents at least.
  const documentsIn = kept.length >= 2 && kept.some((view) => view.fileType === 'carta_imbarco') && kept.some((view) => view.fileType === 'documento_identita');
  const documents: PassengerDocument[] = views.map((view) => ({
    id: view.id,
    fileTypeLabel: view.fileTypeLabel,
    originalName: view.originalName,
    status: view.status,
    rejectionReason: view.rejectionReason,
    createdAt: view.createdAt,
    fileDeleted: view.fileDeletedAt !== null,
  }));
  const token = UPLOADS_OPEN.has(claim.adminStatus) ? await deps.uploadTokenFor(claimId, now) : undefined;
  return {
    summary: claimSummary(claim, timeline, airlineAgreedOn(deps.catalog, history), history),
    passengerNote: claim.passengerNote,
    nextStep: nextStep(claim, history, documentsIn),
    timeline,
    documents,
    uploadLink: token ? `/carica-documenti/${encodeURIComponent(claim.practiceNumber)}?t=${encodeURIComponent(token)}` : null,
  };
}
