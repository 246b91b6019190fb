import { handleCommand } from '../event-store/execute-command.js';
import type { EventMetadata, EventStore, Position } from '../event-store/index.js';
import { HttpProblem } from '../platform/http/problem.js';
import { documentsDecider, DocumentError, type DocumentCommand } from './documents-decider.js';

export interface DocumentCommandDeps {
  store: EventStore;
  waitForProjections: (names: readonly string[], position: Position, timeoutMs: number) => Promise<boolean>;
}

/** Decides a document command on the claim's stream and waits until the document lists show it. */
export async function runDocumentCommand(
  deps: DocumentCommandDeps,
  claimId: number,
  command: DocumentCommand,
  metadata: EventMetadata,
  options: { eventIds?: string[] } = {},
): Promise<void> {
  try {
    const { position } = await handleCommand(deps.store, `claim-${claimId}`, documentsDecider, command, metadata, options);
    if (position) await deps.waitForProjections(['claim_documents'], position, 2_000);
  } catch (error) {
    throw error instanceof DocumentError ? documentProblem(error) : error;
  }
}

export function documentProblem(error: DocumentError): HttpProblem {
  switch (error.reason) {
    case 'not_found':
      return new HttpProblem(404, error.message === 'Pratica non trovata' ? 'Pratica non trovata' : 'Documento non trovato', error.message);
    case 'limit':
      return new HttpProblem(409, 'Troppi file', error.message);
    case 'claim_rejected':
      return new HttpProblem(409, 'Pratica respinta', error.message);
    case 'insufficient':
      return new HttpProblem(409, 'Documenti insufficienti', error.message);
    case 'invalid':
      return new HttpProblem(400, 'Dati non validi', error.message);
  }
}
