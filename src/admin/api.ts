import { Router, type CookieOptions } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { limitRequests } from '../platform/http/rate-limit.js';
import { adminGate, currentOperator } from './gate.js';
import { findOperatorForLogin } from './operators.js';
import { verifyPassword } from './passwords.js';
import { closeSession, openSession, SESSION_COOKIE, SESSION_HOURS } from './sessions.js';

const loginBody = z.object({
  email: z.email('Inserisci un indirizzo email valido').max(254),
  password: z.string().min(1, 'Inserisci la password').max(200),
});

// Spent on unknown e-mails too, so a wrong address and a wrong password take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(86);

export function adminRouter(pool: pg.Pool, options: { secureCookies: boolean }): Router {
  const router = Router();
  const cookie: CookieOptions = { httpOnly: true, sameSite: 'strict', secure: options.secureCookies, path: '/', maxAge: SESSION_HOURS * 3600 * 1000 };

  router.post(
    '/api/admin/login',
    limitRequests({ windowMs: 15 * 60 * 1000, limit: 10 }),
    async (request, response) => {
      const { email, password } = parseInput(loginBody, request.body);
      const operator = await findOperatorForLogin(pool, email);
      const valid = await verifyPassword(password, operator?.passwordHash ?? DUMMY_HASH);
      if (!operator || !valid) throw new HttpProblem(401, 'Accesso negato', 'Email o password non corretti.');
      const session = await openSession(pool, operator.id);
      response.cookie(SESSION_COOKIE, session.token, cookie);
      response.json({ operator: { id: operator.id, email: operator.email, name: operator.name, role: operator.role }, csrfToken: session.csrfToken });
    },
  );

  router.use(adminGate(pool));

  router.get('/api/admin/me', (_request, response) => {
    response.json({ operator: currentOperator(response), csrfToken: response.locals.csrfToken });
  });

  router.post('/api/admin/logout', async (request, response) => {
    await closeSession(pool, request.cookies?.[SESSION_COOKIE]);
    response.clearCookie(SESSION_COOKIE, { ...cookie, maxAge: undefined });
    response.status(204).end();
  });

  return router;
}
