import type { CookieOptions, Router } from 'express';
import type { OperatorSession } from '../contracts/operator-session.js';
import type { EventStore } from '../platform/event-store/index.js';
import { notFound } from '../platform/http/problem.js';
import type { RateLimits } from '../platform/http/rate-limit.js';
import { createRouter } from '../platform/http/router.js';
import { accountRouter } from './account-api.js';
import { currentOperator, twoFactorStatus, type OperatorGate } from './gate.js';
import { loginRouter } from './login-api.js';
import { operatorsRouter } from './operators-api.js';
import { closeSession, SESSION_COOKIE, SESSION_HOURS } from './sessions.js';

/** Where the operators' API is mounted. */
export const ADMIN_API = '/api/admin';

/**
 * /api/admin, in three rings:
 * 1. POST /login and POST /login/2fa, the only routes open without a session;
 * 2. the session guard, then what any session may reach, even one that must enrol the second
 *    factor first (REQUIRE_2FA): /me, /logout and the enrolment routes;
 * 3. the full-access guard, then every other route of this router and of the modules'
 *    operators' routers.
 * No path under /api/admin (a route added later, an unknown one, any spelling that reaches this
 * mount) answers without a live session, nor past ring 2 without a second factor where required.
 */
export interface AdminApiOptions {
  gate: OperatorGate;
  store: EventStore;
  secureCookies: boolean;
  limits: RateLimits;
  loginsPer15MinutesPerIp: number;
}

export function adminApiRouter(deps: AdminApiOptions, operatorRouters: Router[]): Router {
  const { gate, store, limits } = deps;
  const api = createRouter();
  const cookie: CookieOptions = { httpOnly: true, sameSite: 'strict', secure: deps.secureCookies, path: '/', maxAge: SESSION_HOURS * 3600 * 1000 };

  api.use(loginRouter({ gate, store, cookie, limits, loginsPer15MinutesPerIp: deps.loginsPer15MinutesPerIp }));

  api.use(gate.requireSession);

  api.get('/me', (_request, response) => {
    const operator = currentOperator(response);
    const answer: OperatorSession = { operator, csrfToken: response.locals.csrfToken, twoFactor: twoFactorStatus(operator, response.locals.twoFactorEnabled === true, gate.requireTwoFactor) };
    response.json(answer);
  });

  api.post('/logout', async (request, response) => {
    await closeSession(gate.pool, gate.sessionKey, request.cookies?.[SESSION_COOKIE]);
    response.clearCookie(SESSION_COOKIE, { ...cookie, maxAge: undefined });
    response.status(204).end();
  });

  api.use(accountRouter({ gate, store }));

  api.use(gate.requireFullAccess);

  api.use(operatorsRouter({ pool: gate.pool, store }));
  for (const router of operatorRouters) api.use(router);
  api.use(notFound);

  const mounted = createRouter();
  mounted.use(ADMIN_API, api);
  return mounted;
}
