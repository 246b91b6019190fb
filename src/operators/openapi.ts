import { z } from 'zod';
import type { OperatorAccount, OperatorSession, RecoveryCodes, SecondFactorChallenge, TwoFactorSetup } from '../contracts/operator-session.js';
import { anyObject, jsonAnswer, jsonBody, NO_CONTENT, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { codeBody } from './account-api.js';
import { loginBody, secondFactorBody } from './login-api.js';
import { operatorId } from './operators-api.js';

const SESSION = 'Operatori: accesso e account';
const OPERATORS = 'Operatori: gestione operatori';

const sessionOperator = z.object({
  id: z.string(),
  email: z.string().meta({ example: 'operatore@example.com' }),
  name: z.string().meta({ example: 'Giulia Verdi' }),
  role: z.enum(['admin', 'operator']),
});
const operatorSession = z
  .object({ operator: sessionOperator, csrfToken: z.string(), twoFactor: z.object({ enabled: z.boolean(), required: z.boolean(), mustEnrol: z.boolean() }) })
  .meta({ id: 'OperatorSession' }) satisfies z.ZodType<OperatorSession>;
const challenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() }) satisfies z.ZodType<SecondFactorChallenge>;
const setup = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }) satisfies z.ZodType<TwoFactorSetup>;
const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) }) satisfies z.ZodType<RecoveryCodes>;
const account = sessionOperator.extend({ twoFactorEnabled: z.boolean(), disabled: z.boolean(), createdAt: z.string() }) satisfies z.ZodType<OperatorAccount>;
const operatorPath = z.object({ id: operatorId.meta({ example: '6b1f0c52-4a7e-4d2b-9a51-0e3c2f1d7a88' }) });

export const OPERATORS_OPENAPI: ApiPaths = {
  '/api/admin/login': {
    post: operation(SESSION, 'public', {
      summary: 'Accesso di un operatore con email e password',
      description: 'Apre la sessione (cookie rv_session) o, se l\'account ha la verifica in due passaggi, chiede il codice con POST /api/admin/login/2fa.',
      requestBody: jsonBody(loginBody),
      responses: { '200': jsonAnswer('La sessione aperta, o la richiesta del secondo fattore', z.union([operatorSession, challenge])) },
      problems: [401, 429],
    }),
  },
  '/api/admin/login/2fa': {
    post: operation(SESSION, 'public', {
      summary: 'Il secondo fattore (codice dell\'app o codice di recupero)',
      requestBody: jsonBody(secondFactorBody),
      responses: { '200': jsonAnswer('La sessione aperta', operatorSession) },
      problems: [401, 429],
    }),
  },
  '/api/admin/me': {
    get: operation(SESSION, 'operator', { summary: "L'operatore della sessione e il suo token CSRF", responses: { '200': jsonAnswer('La sessione', operatorSession) } }),
  },
  '/api/admin/logout': {
    post: operation(SESSION, 'operator', { summary: 'Chiude la sessione', responses: { '204': NO_CONTENT } }),
  },
  '/api/admin/account/two-factor/setup': {
    post: operation(SESSION, 'operator', { summary: 'Inizia la configurazione della verifica in due passaggi', responses: { '200': jsonAnswer('Il segreto e il suo codice QR', setup) }, problems: [409] }),
  },
  '/api/admin/account/two-factor/confirm': {
    post: operation(SESSION, 'operator', { summary: 'Conferma la verifica in due passaggi con un codice', requestBody: jsonBody(codeBody), responses: { '201': jsonAnswer('I codici di recupero, mostrati una volta', recoveryCodes) }, problems: [409] }),
  },
  '/api/admin/account/two-factor/disable': {
    post: operation(SESSION, 'operator', { summary: 'Disattiva la verifica in due passaggi', requestBody: jsonBody(codeBody), responses: { '204': NO_CONTENT }, problems: [403, 409] }),
  },
  '/api/admin/operators': {
    get: operation(OPERATORS, 'operator', { summary: 'Gli operatori (solo amministratori)', responses: { '200': jsonAnswer('Gli account', z.object({ operators: z.array(account) })) }, problems: [403] }),
  },
  '/api/admin/operators/active': {
    get: operation(OPERATORS, 'operator', { summary: 'Gli operatori attivi, a cui si può assegnare una pratica (ogni operatore)', responses: { '200': jsonAnswer('Gli operatori attivi', z.object({ operators: z.array(z.object({ id: z.uuid(), name: z.string() })) })) } }),
  },
  '/api/admin/operators/audit': {
    get: operation(OPERATORS, 'operator', { summary: 'Gli ultimi accessi e cambi di account (solo amministratori)', responses: { '200': jsonAnswer('Le voci, dalla più recente', z.object({ entries: z.array(anyObject) })) }, problems: [403] }),
  },
  '/api/admin/operators/{id}/disable': {
    post: operation(OPERATORS, 'operator', { summary: 'Disattiva un operatore e chiude le sue sessioni', requestParams: { path: operatorPath }, responses: { '200': jsonAnswer("L'account", z.object({ operator: account })) }, problems: [403, 404, 409] }),
  },
  '/api/admin/operators/{id}/enable': {
    post: operation(OPERATORS, 'operator', { summary: 'Riattiva un operatore', requestParams: { path: operatorPath }, responses: { '200': jsonAnswer("L'account", z.object({ operator: account })) }, problems: [403, 404] }),
  },
};
