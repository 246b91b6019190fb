import { Router } from 'express';

/**
 * Every router of the product: paths match exactly as written, letter case and trailing slash
 * included. Express matches case-insensitively by default, so `/API/admin/…` used to reach a route
 * whose guard compared `/api/admin` to the letter.
 */
export function createRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}
