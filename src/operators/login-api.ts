import type { CookieOptions, Request, Response, Router } from 'express';
import { z } from 'zod';
import type { OperatorSession, SecondFactorChallenge } from '../contracts/operator-session.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { hashedKey, type Limit, type RateLimits } from '../platform/http/rate-limit.js';
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

export const loginBody = z.object({
  email: z.email('Inserisci un indirizzo email valido').max(254),
  password: z.string().min(1, 'Inserisci la password').max(200),
});

export const secondFactorBody = z.object({
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

export interface LoginDeps {
  gate: OperatorGate;
  store: EventStore;
  cookie: CookieOptions;
  limits: RateLimits;
  loginsPer15MinutesPerIp: number;
}

export const ACCOUNT_FAILURES_BEFORE_LOCK = 5;
export const ACCOUNT_LOCK_MINUTES = 15;

/**
 * Failed logins per account, whatever the addresses they come from: the fifth locks the account
 * for 15 minutes. Keyed by the e-mail as typed (hashed), so an address nobody owns locks the same
 * way and the answer tells nothing about which accounts exist.
 */
function accountLock(limits: RateLimits): Limit {
  return limits.limit({
    name: 'login-failures-account',
    limit: ACCOUNT_FAILURES_BEFORE_LOCK,
    windowSeconds: ACCOUNT_LOCK_MINUTES * 60,
    lockSeconds: ACCOUNT_LOCK_MINUTES * 60,
    refusal: { title: 'Account temporaneamente bloccato', detail: 'Troppi tentativi di accesso non riusciti per questo account.' },
  });
}

/** POST /login and POST /login/2fa: the only routes of /api/admin open without a session. */
export function loginRouter({ gate, store, cookie, limits, loginsPer15MinutesPerIp }: LoginDeps): Router {
  const { pool, sessionKey } = gate;
  const router = createRouter();
  const loginsPerIp = limits.limit({ name: 'logins-ip', limit: loginsPer15MinutesPerIp, windowSeconds: 15 * 60 }).perIp();
  const lock = accountLock(limits);

  /** Records the failure, counts it against the account and, at the fifth, records the lock. */
  async function failed(request: Request, accountKey: string, operatorId: string | null, reason: LoginFailure): Promise<void> {
    await recordOperatorAudit(store, { type: 'OperatorLoginFailed', data: { operatorId, reason } }, eventMetadata(request, ACCOUNTS_SYSTEM_ACTOR));
    const locked = await lock.count(accountKey);
    if (locked.length > 0 && operatorId) {
      const until = new Date(Date.now() + ACCOUNT_LOCK_MINUTES * 60_000).toISOString();
      await recordOperatorAudit(store, { type: 'OperatorLocked', data: { operatorId, until } }, eventMetadata(request, ACCOUNTS_SYSTEM_ACTOR));
    }
  }

  async function startSession(request: Request, response: Response, operator: Operator, method: LoginMethod, twoFactorEnabled: boolean): Promise<void> {
    const session = await openSession(pool, sessionKey, operator.id);
    await lock.reset(hashedKey(operator.email)); // failures count towards a lock only in a row
    await recordOperatorAudit(store, { type: 'OperatorLoggedIn', data: { operatorId: operator.id, method } }, operatorMetadata(request, operator));
    response.cookie(SESSION_COOKIE, session.token, cookie);
    const answer: OperatorSession = {
      operator,
      csrfToken: session.csrfToken,
      twoFactor: twoFactorStatus(operator, twoFactorEnabled, gate.requireTwoFactor),
    };
    response.json(answer);
  }

  /** A 6-digit code from the app, or one of the recovery codes; either is spent by being accepted. */
  async function checkSecondFactor(operatorId: string, code: string): Promise<{ method: 'totp' } | { method: 'recovery_code'; remaining: number } | undefined> {
    if (/^\d{6}$/.test(code)) return (await verifyTotp(pool, gate.totpKey, operatorId, code)) ? { method: 'totp' } : undefined;
    if (!isRecoveryCodeShaped(code)) return undefined;
    const remaining = await useRecoveryCode(pool, sessionKey, operatorId, code);
    return remaining === undefined ? undefined : { method: 'recovery_code', remaining };
  }

  router.post('/login', loginsPerIp, async (request, response) => {
    const { email, password } = parseInput(loginBody, request.body);
    const accountKey = hashedKey(email);
    const locked = await lock.refusal(accountKey);
    const candidate = await findOperatorForLogin(pool, email);
    // A full hash whatever happens next: a locked account answers in the same time as any other.
    const valid = await verifyPassword(password, candidate?.passwordHash ?? DUMMY_HASH);
    if (locked) throw locked;
    if (!candidate || !valid || candidate.disabled) {
      await failed(request, accountKey, candidate?.id ?? null, !candidate ? 'unknown_email' : !valid ? 'wrong_password' : 'disabled');
      throw ACCESS_DENIED();
    }
    if (needsRehash(candidate.passwordHash)) await replacePasswordHash(pool, candidate.id, candidate.passwordHash, await hashPassword(password));
    const operator: Operator = { id: candidate.id, email: candidate.email, name: candidate.name, role: candidate.role };
    if (candidate.twoFactorEnabled) {
      const challenge: SecondFactorChallenge = { twoFactorRequired: true, challenge: await issueChallenge(pool, sessionKey, operator.id) };
      response.json(challenge);
      return;
    }
    await startSession(request, response, operator, 'password', false);
  });

  router.post('/login/2fa', loginsPerIp, async (request, response) => {
    const { challenge, code } = parseInput(secondFactorBody, request.body);
    const operatorId = await challengedOperator(pool, sessionKey, challenge);
    const operator = operatorId && (await findOperator(pool, operatorId));
    if (!operator) throw CHALLENGE_GONE();
    const accountKey = hashedKey(operator.email);
    const locked = await lock.refusal(accountKey);
    if (locked) throw locked;
    const accepted = await checkSecondFactor(operator.id, code);
    if (!accepted) {
      await countChallengeFailure(pool, sessionKey, challenge);
      await failed(request, accountKey, operator.id, 'wrong_code');
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
