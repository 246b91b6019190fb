import type { CookieOptions, Request, Response, Router } from 'express';
import { z } from 'zod';
import type { EventMetadata, EventStore } from '../event-store/index.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { limitRequests } from '../platform/http/rate-limit.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import type { LoginFailure, LoginMethod } from './audit-events.js';
import { ACCOUNTS_SYSTEM_ACTOR, recordOperatorAudit } from './audit.js';
import { twoFactorStatus, type OperatorGate } from './gate.js';
import { challengedOperator, countChallengeFailure, issueChallenge, spendChallenge } from './login-challenges.js';
import { findOperator, findOperatorForLogin, replacePasswordHash, type Operator } from './operators.js';
import { hashPassword, needsRehash, PASSWORD_PARAMS, verifyPassword } from './passwords.js';
import { openSession, SESSION_COOKIE } from './sessions.js';
import { isRecoveryCodeShaped, useRecoveryCode, verifyTotp } from './two-factor.js';

const loginBody = z.object({
  email: z.email('Inserisci un indirizzo email valido').max(254),
  password: z.string().min(1, 'Inserisci la password').max(200),
});

const secondFactorBody = z.object({
  challenge: z.string('Accedi di nuovo con email e password').min(1).max(100),
  code: z
    .string('Inserisci il codice')
    .max(40, 'Codice non valido')
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().min(1, 'Inserisci il codice')),
});

// Spent on unknown e-mails too, at today's cost, so a wrong address, a wrong password and a
// disabled account all take one full hash.
const DUMMY_HASH = ['scrypt', PASSWORD_PARAMS.N, PASSWORD_PARAMS.r, PASSWORD_PARAMS.p, 'AAAAAAAAAAAAAAAAAAAAAA', 'A'.repeat(86)].join('$');

const ACCESS_DENIED = () => new HttpProblem(401, 'Accesso negato', 'Email o password non corretti.');
const CHALLENGE_GONE = () => new HttpProblem(401, 'Verifica scaduta', 'La verifica è scaduta o è già stata usata. Accedi di nuovo con email e password.');
const WRONG_CODE = () => new HttpProblem(401, 'Codice non valido', 'Il codice non è corretto o è già stato usato. Riprova con un codice nuovo.');

export interface SessionAnswer {
  operator: Operator;
  csrfToken: string;
  twoFactor: ReturnType<typeof twoFactorStatus>;
}

export interface LoginDeps {
  gate: OperatorGate;
  store: EventStore;
  cookie: CookieOptions;
}

/** POST /login and POST /login/2fa: the only routes of /api/admin open without a session. */
export function loginRouter({ gate, store, cookie }: LoginDeps): Router {
  const { pool, sessionKey } = gate;
  const router = createRouter();
  const failed = (request: Request, operatorId: string | null, reason: LoginFailure) =>
    recordOperatorAudit(store, { type: 'OperatorLoginFailed', data: { operatorId, reason } }, eventMetadata(request, ACCOUNTS_SYSTEM_ACTOR));

  async function startSession(request: Request, response: Response, operator: Operator, method: LoginMethod, twoFactorEnabled: boolean): Promise<void> {
    const session = await openSession(pool, sessionKey, operator.id);
    await recordOperatorAudit(store, { type: 'OperatorLoggedIn', data: { operatorId: operator.id, method } }, operatorMetadata(request, operator));
    response.cookie(SESSION_COOKIE, session.token, cookie);
    const answer: SessionAnswer = {
      operator,
      csrfToken: session.csrfToken,
      twoFactor: twoFactorStatus(operator, twoFactorEnabled, gate.requireTwoFactor),
    };
    response.json(answer);
  }

  /** A 6-digit code from the app, or one of the recovery codes; either is spent by being accepted. */
  async function checkSecondFactor(operatorId: string, code: string): Promise<{ method: 'totp' } | { method: 'recovery_code'; remaining: number } | undefined> {
    if (/^\d{6}$/.test(code)) return (await verifyTotp(pool, operatorId, code)) ? { method: 'totp' } : undefined;
    if (!isRecoveryCodeShaped(code)) return undefined;
    const remaining = await useRecoveryCode(pool, sessionKey, operatorId, code);
    return remaining === undefined ? undefined : { method: 'recovery_code', remaining };
  }

  router.post('/login', limitRequests({ windowMs: 15 * 60 * 1000, limit: 10 }), async (request, response) => {
    const { email, password } = parseInput(loginBody, request.body);
    const candidate = await findOperatorForLogin(pool, email);
    const valid = await verifyPassword(password, candidate?.passwordHash ?? DUMMY_HASH);
    if (!candidate || !valid || candidate.disabled) {
      await failed(request, candidate?.id ?? null, !candidate ? 'unknown_email' : !valid ? 'wrong_password' : 'disabled');
      throw ACCESS_DENIED();
    }
    if (needsRehash(candidate.passwordHash)) await replacePasswordHash(pool, candidate.id, candidate.passwordHash, await hashPassword(password));
    const operator: Operator = { id: candidate.id, email: candidate.email, name: candidate.name, role: candidate.role };
    if (candidate.twoFactorEnabled) {
      response.json({ twoFactorRequired: true, challenge: await issueChallenge(pool, sessionKey, operator.id) });
      return;
    }
    await startSession(request, response, operator, 'password', false);
  });

  router.post('/login/2fa', limitRequests({ windowMs: 15 * 60 * 1000, limit: 10 }), async (request, response) => {
    const { challenge, code } = parseInput(secondFactorBody, request.body);
    const operatorId = await challengedOperator(pool, sessionKey, challenge);
    const operator = operatorId && (await findOperator(pool, operatorId));
    if (!operator) throw CHALLENGE_GONE();
    const accepted = await checkSecondFactor(operator.id, code);
    if (!accepted) {
      await countChallengeFailure(pool, sessionKey, challenge);
      await failed(request, operator.id, 'wrong_code');
      throw WRONG_CODE();
    }
    if (!(await spendChallenge(pool, sessionKey, challenge))) throw CHALLENGE_GONE();
    if (accepted.method === 'recovery_code') {
      await recordOperatorAudit(store, { type: 'OperatorRecoveryCodeUsed', data: { operatorId: operator.id, remaining: accepted.remaining } }, operatorMetadata(request, operator));
    }
    await startSession(request, response, operator, accepted.method, true);
  });

  return router;
}

export function operatorMetadata(request: Request, operator: Operator): EventMetadata {
  return eventMetadata(request, { kind: 'operator', id: operator.id });
}
