import { createDocument } from 'zod-openapi';
import type { ZodOpenApiOperationObject, ZodOpenApiPathItemObject } from 'zod-openapi';
import { z } from 'zod';
import { problemAnswer, SECURITY_SCHEMES, type ApiPaths } from './operations.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const csrfHeader = z.string().meta({
  param: { name: 'x-csrf-token', in: 'header', required: true },
  description: 'Il `csrfToken` della sessione: obbligatorio su ogni richiesta che modifica dati.',
  example: 'Qm9uZ2lvcm5vLXRva2VuLWRpLXByb3Zh',
});

export interface DocumentOptions {
  /** Whether the operators' operations are included: only for a caller with an operator's session. */
  includeOperators: boolean;
}

/**
 * The OpenAPI 3.1 document of every module's routes. On a session's write (any method but GET) the
 * X-CSRF-Token header and its 403 are added here, so the entries themselves only say who may call.
 */
export function apiDocument(parts: ApiPaths[], { includeOperators }: DocumentOptions) {
  const paths: ApiPaths = {};
  for (const part of parts) {
    for (const [path, item] of Object.entries(part)) {
      if (paths[path]) throw new Error(`OpenAPI: ${path} is described twice; join its operations in one entry`);
      const kept = pathItem(item, includeOperators);
      if (kept) paths[path] = kept;
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'RimborsoVolo24 API',
      version: '1',
      description:
        "L'API del servizio di richiesta dei rimborsi per voli in ritardo, cancellati o in overbooking (Reg. CE 261/2004). Ogni errore è un problema RFC 9457 (`application/problem+json`) con il testo in italiano." +
        (includeOperators ? '' : " Le operazioni dell'area operatori compaiono dopo il login di un operatore."),
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: SECURITY_SCHEMES },
    paths,
  });
}

function pathItem(item: ZodOpenApiPathItemObject, includeOperators: boolean): ZodOpenApiPathItemObject | undefined {
  const kept: ZodOpenApiPathItemObject = {};
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation) continue;
    if (!includeOperators && requires(operation, 'operatorSession')) continue;
    kept[method] = method === 'get' ? operation : withCsrf(operation);
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function requires(operation: ZodOpenApiOperationObject, scheme: keyof typeof SECURITY_SCHEMES): boolean {
  return (operation.security ?? []).some((requirement) => scheme in requirement);
}

function withCsrf(operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  if (!requires(operation, 'operatorSession') && !requires(operation, 'passengerSession')) return operation;
  return { ...operation, parameters: [...(operation.parameters ?? []), csrfHeader], responses: { '403': problemAnswer(403), ...operation.responses } };
}
