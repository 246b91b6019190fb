import { Ajv2020 } from 'ajv/dist/2020.js';

/** An OpenAPI 3.1 document as /api/openapi.json serves it, typed as far as the tests read it. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

export interface OpenApiOperation {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every (method, path) the document describes. */
export function documentedOperations(document: OpenApiDocument): { method: string; path: string }[] {
  return Object.entries(document.paths).flatMap(([path, item]) => OPERATION_METHODS.filter((method) => item[method]).map((method) => ({ method, path })));
}

const DOCUMENT_ID = 'https://rimborsovolo24.invalid/openapi.json';

/**
 * Validates answers against the document's response schemas, JSON Schema 2020-12 as OpenAPI 3.1 says,
 * `$ref`s to its components resolved within the document. Formats are not checked (no format plugin).
 */
export function answerValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  return (method: string, path: string, status: number, contentType: string, body: unknown): string[] => {
    const operation = document.paths[path]?.[method];
    if (!operation) return [`${method.toUpperCase()} ${path} is not in the document`];
    const statusKey = operation.responses[String(status)] ? String(status) : 'default';
    const response = operation.responses[statusKey];
    if (!response) return [`${method.toUpperCase()} ${path}: status ${status} is not documented`];
    const mediaType = Object.keys(response.content ?? {}).find((type) => contentType.startsWith(type));
    if (!mediaType) return [`${method.toUpperCase()} ${path} ${status}: ${contentType} is not among ${Object.keys(response.content ?? {}).join(', ') || 'no content'}`];
    const pointer = ['paths', path, method, 'responses', statusKey, 'content', mediaType, 'schema'].map((token) => token.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
    const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer}`);
    if (!validate) return [`no schema at ${pointer}`];
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${method.toUpperCase()} ${path} ${status}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`);
  };
}
