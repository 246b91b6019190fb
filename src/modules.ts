import type { Router } from 'express';
import type { EventHandler } from '../projections/projection.js';
import type { Infrastructure } from './platform/infrastructure.js';
import type { Logger } from './platform/logger.js';

/** What a business module (claims, documents, communications, …) plugs into the process. */
export interface Module {
  name: string;
  routers?: Router[];
  /** Its projections and reactors, run by the projector role. */
  handlers?: EventHandler[];
  /** Its queue workers, run by the worker role; each returns its stop function. */
  workers?: (() => Promise<() => Promise<void>>)[];
}

export interface ModuleContext {
  infrastructure: Infrastructure;
  logger: Logger;
  /** Waits for the named projections to reach a position: commands' read-your-writes. */
  waitForProjections: (names: readonly string[], position: string, timeoutMs: number) => Promise<boolean>;
}

/** Every business module of the product, in the order their routes are mounted. */
export function createModules(_context: ModuleContext): Module[] {
  return [];
}

/** Client-side routes the server answers with the web app (anything else: the app's 404 page, status 404). */
export const WEB_ROUTES: readonly RegExp[] = [/^\/$/];
