import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../platform/event-store/index.js';
import { withAirportDetails } from './airport-details.js';
import { claimDecider } from './claim-decider.js';
import { claimNotFound, invalidClaimInput } from './claim-errors.js';
import { type AdminStatus, type CommunicationKind, type EditableDetails, type Priority } from './claim-events.js';
import { claimStream } from './contract.js';
import type { ClaimsDeps } from './claims-deps.js';
import type { ClaimCommand } from './decide.js';
import { findClaim, type ClaimView } from './read-models/claims.js';

export interface EditClaimInput {
  claimId: number;
  /** The version the operator's screen showed (If-Match). */
  expectedVersion?: bigint;
  details: Partial<EditableDetails>;
  adminNotes?: string | null;
  adminStatus?: AdminStatus;
}

export interface ChangeStatusInput {
  claimId: number;
  expectedVersion?: bigint;
  to: AdminStatus;
  passengerNote?: string | null;
  adminNotes?: string | null;
}

export interface RecordCommunicationInput {
  claimId: number;
  kind: CommunicationKind;
  subject?: string | null;
  content: string;
  recipient?: string | null;
}

interface RunOptions {
  expectedVersion?: bigint;
  /** The read models the answer must show the change in; the list and detail's by default. */
  readModels?: string[];
  mustApply?: boolean;
}

/** An operator's changes to a claim; each answers with the claim as the list and detail now show it. */
export function claimCommands(deps: Pick<ClaimsDeps, 'pool' | 'executeCommand' | 'communications' | 'airports' | 'airlines' | 'operators'>) {
  async function run(actor: EventMetadata, claimId: number, command: ClaimCommand, options: RunOptions = {}): Promise<ClaimView> {
    await deps.executeCommand({
      stream: claimStream(claimId),
      decider: claimDecider,
      command,
      metadata: actor,
      readModels: options.readModels ?? ['claims'],
      mustApply: options.mustApply,
      expectedVersion: options.expectedVersion,
    });
    const view = await findClaim(deps.pool, claimId);
    if (!view) throw claimNotFound();
    return view;
  }

  return {
    async editClaimDetails(actor: EventMetadata, { claimId, expectedVersion, details, adminNotes, adminStatus }: EditClaimInput) {
      if (details.operatingCarrier && deps.airlines && !(await deps.airlines.airlineByCode(details.operatingCarrier))) {
        throw invalidClaimInput('Compagnia aerea sconosciuta: indica il codice IATA di una compagnia in elenco (per esempio FR)', 'operatingCarrier');
      }
      const command: ClaimCommand = { type: 'EditClaimDetails', details: await withAirportDetails(deps.airports, details), adminNotes, adminStatus };
      // A new e-mail address revokes the upload links sent to the old one: in force before this answers.
      return run(actor, claimId, command, { expectedVersion, readModels: ['claims', 'claim_status'], mustApply: details.email !== undefined });
    },

    changeClaimStatus(actor: EventMetadata, { claimId, expectedVersion, to, passengerNote, adminNotes }: ChangeStatusInput) {
      return run(actor, claimId, { type: 'ChangeClaimStatus', to, passengerNote, adminNotes }, { expectedVersion, readModels: ['claims', 'claim_status'] });
    },

    /** To an enabled operator, by id: an unknown or disabled one is refused. */
    async assignClaim(actor: EventMetadata, { claimId, operatorId, expectedVersion }: { claimId: number; operatorId: string; expectedVersion?: bigint }) {
      const operator = await deps.operators.activeOperator?.(operatorId);
      if (!operator) throw invalidClaimInput('Operatore non trovato o disattivato: scegli un operatore attivo', 'operatorId');
      return run(actor, claimId, { type: 'AssignClaim', operator }, { expectedVersion });
    },

    changeClaimPriority(actor: EventMetadata, { claimId, priority }: { claimId: number; priority: Priority }) {
      return run(actor, claimId, { type: 'ChangeClaimPriority', priority });
    },

    revokeUploadLinks(actor: EventMetadata, { claimId }: { claimId: number }) {
      // claim_status serves the passengers' token check: the old links stop before this answers.
      return run(actor, claimId, { type: 'RevokeUploadLinks' }, { readModels: ['claims', 'claim_status'], mustApply: true });
    },

    /** Records a note, call or SMS; answers with the communication as the claim's list now shows it. */
    async recordCommunication(actor: EventMetadata, { claimId, ...communication }: RecordCommunicationInput) {
      const communicationId = randomUUID();
      await run(actor, claimId, { type: 'RecordCommunication', communicationId, ...communication }, { readModels: ['claims', 'claim_communications'] });
      return (await deps.communications.listOf(claimId)).find((recorded) => recorded.id === communicationId);
    },
  };
}

export type ClaimCommands = ReturnType<typeof claimCommands>;
