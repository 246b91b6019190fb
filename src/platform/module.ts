import type { Router } from 'express';
import type { EventHandler } from '../../projections/projection.js';
import type { Config } from '../config.js';
import type { WaitForReadModels } from './event-store/execute-command.js';
import type { Infrastructure } from './infrastructure.js';
import type { Logger } from './logger.js';
import type { ApiPaths } from './http/openapi/operations.js';
import type { EarlyRoute } from './http/early-routes.js';

/** What a business module (claims, documents, communications, …) plugs into the process. */
export interface Module {
  name: string;
  /** Public routes, and the few operators' routes outside /api/admin (each with its own guard). */
  routers?: Router[];
  /** Operators' routes, with paths under /api/admin: mounted behind the session guard, so none is reachable without a session. */
  adminRouters?: Router[];
  /** Routes served before express (platform/http/early-routes.ts), each also one of its routers' routes, which answers what it declines. */
  earlyRoutes?: EarlyRoute[];
  /** The OpenAPI entries of its routes (its `openapi.ts`): every route it registers, public or operators'. */
  openapi?: ApiPaths;
  /** Its projections and reactors, run by the projector role. */
  handlers?: EventHandler[];
  /** Its queue workers, run by the worker role; each returns its stop function. */
  workers?: (() => Promise<() => Promise<void>>)[];
  /** Its BullMQ queues, whose depth and failures the monitoring shows. */
  queues?: string[];
  /** Idempotent set-up run when a process starts (seed data, say). */
  start?: () => Promise<void>;
  /** Ends what it holds open while serving (live streams, a listening connection): called before the server closes. */
  stop?: () => Promise<void>;
}

/** What the composition root hands every module it creates. */
export interface ModuleContext {
  config: Config;
  /** SECRET_KEY, or the key kept in DATA_DIR (resolveSecretKey): each module gets only the keys derived for its purposes. */
  secretKey: string;
  infrastructure: Infrastructure;
  logger: Logger;
  /** Waits for the named read models to reach a position: commands' read-your-writes. */
  waitForReadModels: WaitForReadModels;
}
