import type { Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import type { FailedMessageList } from '../contracts/failed-messages.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { listFailedMessages } from './read-models/failed-messages.js';
import { retryFailedMessage } from './retry-failed-message.js';

/** Port to the claims module: the practice numbers of these claims. */
export type PracticeNumbers = (claimIds: number[]) => Promise<Map<number, string>>;

export const failedMessageId = z.uuid('Identificativo del messaggio non valido');

/** Port to the demands module: the letters to airlines that failed for good, and their «Riprova» (undefined for an unknown id). */
export interface FailedLetters {
  list(): Promise<{ id: string; claimId: number; reason: string; failedAt: string }[]>;
  retry(actor: EventMetadata, dispatchId: string): Promise<{ id: string; status: 'queued' } | undefined>;
}

/** Operators' routes (under /api/admin): the messages that failed for good, and «Riprova». */
export function failedMessagesRouter(deps: { pool: pg.Pool; executeCommand: ExecuteCommand; practiceNumbers?: PracticeNumbers; failedLetters?: FailedLetters }): Router {
  const router = createRouter();
  const retry = retryFailedMessage(deps);
  router.get('/outbound/failed', async (_request, response) => {
    const letters = (await deps.failedLetters?.list()) ?? [];
    const messages = [...(await listFailedMessages(deps.pool)), ...letters.map((letter) => ({ ...letter, kind: 'airline-letter' as const, subject: null, attempts: null }))].sort((a, b) =>
      b.failedAt.localeCompare(a.failedAt),
    );
    const numbers = deps.practiceNumbers ? await deps.practiceNumbers(messages.map((message) => message.claimId)) : new Map<number, string>();
    const answer: FailedMessageList = { messages: messages.map((message) => ({ ...message, practiceNumber: numbers.get(message.claimId) ?? null })) };
    response.json(answer);
  });
  router.post('/outbound/failed/:id/retry', async (request, response) => {
    const id = parseInput(failedMessageId, request.params.id);
    const actor = eventMetadata(request, operatorActor(response));
    const letter = await deps.failedLetters?.retry(actor, id);
    response.status(202).json(letter ?? (await retry(actor, { id })));
  });
  return router;
}
