import type { Router } from 'express';
import type { EventHandler } from '../../projections/projection.js';

/** What a business module (claims, documents, communications, …) plugs into the process. */
export interface Module {
  name: string;
  /** Public routes, and the few operators' routes outside /api/admin (each with its own guard). */
  routers?: Router[];
  /** Operators' routes, with paths under /api/admin: mounted behind the session guard, so none is reachable without a session. */
  adminRouters?: Router[];
  /** Its projections and reactors, run by the projector role. */
  handlers?: EventHandler[];
  /** Its queue workers, run by the worker role; each returns its stop function. */
  workers?: (() => Promise<() => Promise<void>>)[];
  /** Its BullMQ queues, whose depth and failures the monitoring shows. */
  queues?: string[];
  /** Idempotent set-up run when a process starts (seed data, say). */
  start?: () => Promise<void>;
}
