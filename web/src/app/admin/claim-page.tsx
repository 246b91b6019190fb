import { AirlinePanel } from '@/features/admin-airlines/airline-panel';
import { ClaimDetailPage, type ClaimPageParts } from '@/features/admin-claims/claim-detail/claim-detail-page';
import { ClaimTechnicalHistory } from '@/features/admin-console/event-browser/claim-technical-history';
import { MessagesPanel } from '@/features/admin-messages/messages-panel';
import { ClaimNextAction } from './claim-next-action';
import { BillingPanel } from '@/features/admin-payments/billing-panel';
import { ClaimTasksPanel } from '@/features/admin-tasks/tasks-tab';

const parts: ClaimPageParts = {
  nextAction: (claim) => <ClaimNextAction claim={claim} />,
  tasks: (claim) => <ClaimTasksPanel claimId={claim.id} />,
  airline: (claim) => <AirlinePanel claimId={claim.id} erased={Boolean(claim.personalDataErasedAt)} />,
  billing: (claim) => <BillingPanel claimId={claim.id} erased={Boolean(claim.personalDataErasedAt)} />,
  messages: (claim) => (
    <MessagesPanel claimId={claim.id} erased={Boolean(claim.personalDataErasedAt)} values={{ passengerName: claim.passengerName, practiceNumber: claim.practiceNumber, flightNumber: claim.flightNumber }} />
  ),
  technicalHistory: (claim) => <ClaimTechnicalHistory claimId={claim.id} />,
};

/** /admin/practice/:id: the claim's page, with the panels of the features that act on a claim. */
export default function ClaimPage() {
  return <ClaimDetailPage parts={parts} />;
}
