import type { IncomingMessage } from 'node:http';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';

const parseCookies = cookieParser();

/**
 * A cookie's text as the app's cookieParser reads it (the same parsing; a JSON cookie is no text),
 * also for a request served before express: from express's own parse, once it has run.
 */
export function cookieOf(request: IncomingMessage, name: string): string | undefined {
  let cookies = (request as Partial<Request>).cookies as Record<string, unknown> | undefined;
  if (!cookies) {
    const holder = { headers: request.headers } as Request;
    parseCookies(holder, {} as Response, () => {});
    cookies = holder.cookies as Record<string, unknown>;
  }
  const value = cookies[name];
  return typeof value === 'string' ? value : undefined;
}
