import type { Router } from 'express';
import { z } from 'zod';
import type { RecoveryCodes } from '../contracts/operator-session.js';
import type { EventStore } from '../platform/event-store/index.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';
import { recordOperatorAudit } from './audit.js';
import { currentOperator, type OperatorGate } from './gate.js';
import { operatorMetadata } from './login-api.js';
import { confirmEnrolment, isRecoveryCodeShaped, startEnrolment, turnOffTwoFactor, useRecoveryCode, verifyTotp } from './two-factor.js';

export const codeBody = z.object({
  code: z
    .string('Inserisci il codice')
    .max(40, 'Codice non valido')
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().min(1, 'Inserisci il codice')),
});

const WRONG_CODE = () => new HttpProblem(400, 'Codice non valido', 'Il codice non è corretto o è già stato usato: usa il codice che l’app mostra ora.', [{ field: 'code', message: 'Codice non valido' }]);

/**
 * The logged-in operator's own second factor. Reachable by a session that may only enrol it
 * (REQUIRE_2FA), so these routes stand before `requireFullAccess`.
 */
export function accountRouter({ gate, store }: { gate: OperatorGate; store: EventStore }): Router {
  const { pool, sessionKey, totpKey } = gate;
  const router = createRouter();
  const enabled = (twoFactorEnabled: unknown) => twoFactorEnabled === true;

  router.post('/account/two-factor/setup', async (_request, response) => {
    const operator = currentOperator(response);
    if (enabled(response.locals.twoFactorEnabled)) throw new HttpProblem(409, 'Verifica in due passaggi già attiva', 'Disattivala prima di configurarne una nuova.');
    response.json(await startEnrolment(pool, totpKey, operator));
  });

  router.post('/account/two-factor/confirm', async (request, response) => {
    const operator = currentOperator(response);
    const { code } = parseInput(codeBody, request.body);
    if (enabled(response.locals.twoFactorEnabled)) throw new HttpProblem(409, 'Verifica in due passaggi già attiva', 'Disattivala prima di configurarne una nuova.');
    const recoveryCodes = await confirmEnrolment(pool, { totpKey, sessionKey }, operator.id, code);
    if (!recoveryCodes) throw WRONG_CODE();
    await recordOperatorAudit(store, { type: 'OperatorTwoFactorEnabled', data: { operatorId: operator.id } }, operatorMetadata(request, operator));
    const answer: RecoveryCodes = { recoveryCodes };
    response.status(201).json(answer);
  });

  router.post('/account/two-factor/disable', async (request, response) => {
    const operator = currentOperator(response);
    const { code } = parseInput(codeBody, request.body);
    if (!enabled(response.locals.twoFactorEnabled)) throw new HttpProblem(409, 'Verifica in due passaggi non attiva', 'Non c’è nulla da disattivare.');
    if (gate.requireTwoFactor && operator.role === 'admin') {
      throw new HttpProblem(403, 'Verifica in due passaggi obbligatoria', 'Per gli amministratori la verifica in due passaggi non può essere disattivata.');
    }
    const proven = /^\d{6}$/.test(code) ? await verifyTotp(pool, totpKey, operator.id, code) : isRecoveryCodeShaped(code) && (await useRecoveryCode(pool, sessionKey, operator.id, code)) !== undefined;
    if (!proven) throw WRONG_CODE();
    await turnOffTwoFactor(pool, operator.id);
    await recordOperatorAudit(store, { type: 'OperatorTwoFactorDisabled', data: { operatorId: operator.id } }, operatorMetadata(request, operator));
    response.status(204).end();
  });

  return router;
}
