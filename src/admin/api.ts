import type { CookieOptions, Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { HttpProblem, notFound, parseInput } from '../platform/http/problem.js';
import type { RateLimits } from '../platform/http/rate-limit.js';
import { createRouter } from '../platform/http/router.js';
import { currentOperator, requireOperator } from './gate.js';
import { findOperatorForLogin } from './operators.js';
import { verifyPassword } from './passwords.js';
import { closeSession, openSession, SESSION_COOKIE, SESSION_HOURS } from './sessions.js';

/** Where the operators' API is mounted. */
export const ADMIN_API = '/api/admin';

const loginBody = z.object({
  email: z.email('Inserisci un indirizzo email valido').max(254),
  password: z.string().min(1, 'Inserisci la password').max(200),
});

// Spent on unknown e-mails too, so a wrong address and a wrong password take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(86);

/**
 * /api/admin: login is the one route open without a session; the guard comes next, before every
 * other route of this router and of the modules' operators' routers, so no path under /api/admin
 * (a route added later, an unknown one, any spelling that reaches this mount) answers without a
 * live session.
 */
export interface AdminApiOptions {
  secureCookies: boolean;
  limits: RateLimits;
  loginsPer15MinutesPerIp: number;
}

export function adminApiRouter(pool: pg.Pool, options: AdminApiOptions, operatorRouters: Router[]): Router {
  const api = createRouter();
  const loginsPerIp = options.limits.limit({ name: 'logins-ip', limit: options.loginsPer15MinutesPerIp, windowSeconds: 15 * 60 });
  const cookie: CookieOptions = { httpOnly: true, sameSite: 'strict', secure: options.secureCookies, path: '/', maxAge: SESSION_HOURS * 3600 * 1000 };

  api.post('/login', loginsPerIp.perIp(), async (request, response) => {
    const { email, password } = parseInput(loginBody, request.body);
    const operator = await findOperatorForLogin(pool, email);
    const valid = await verifyPassword(password, operator?.passwordHash ?? DUMMY_HASH);
    if (!operator || !valid) throw new HttpProblem(401, 'Accesso negato', 'Email o password non corretti.');
    const session = await openSession(pool, operator.id);
    response.cookie(SESSION_COOKIE, session.token, cookie);
    response.json({ operator: { id: operator.id, email: operator.email, name: operator.name, role: operator.role }, csrfToken: session.csrfToken });
  });

  api.use(requireOperator(pool));

  api.get('/me', (_request, response) => {
    response.json({ operator: currentOperator(response), csrfToken: response.locals.csrfToken });
  });

  api.post('/logout', async (request, response) => {
    await closeSession(pool, request.cookies?.[SESSION_COOKIE]);
    response.clearCookie(SESSION_COOKIE, { ...cookie, maxAge: undefined });
    response.status(204).end();
  });

  for (const router of operatorRouters) api.use(router);
  api.use(notFound);

  const mounted = createRouter();
  mounted.use(ADMIN_API, api);
  return mounted;
}
