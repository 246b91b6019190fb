import type { Router } from 'express';
import { z } from 'zod';
import { TREND_WEEKS, type Trends, type WeekTrend } from '../contracts/monitoring.js';
import { italianToday } from '../eligibility/index.js';
import { parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';

/** The claims module's and the billing module's weeks from a Monday on, wired by the composition root. */
export interface TrendPorts {
  claimWeeks(since: string): Promise<{ week: string; submitted: number; completed: number; rejected: number }[]>;
  moneyWeeks(since: string): Promise<{ week: string; recoveredCents: number; feesCents: number; medianDaysToPayout: number | null }[]>;
}

const WEEKS_MESSAGE = `Indica un numero di settimane da 1 a ${TREND_WEEKS.max}`;
export const trendsQuery = z.object({
  weeks: z.coerce.number(WEEKS_MESSAGE).int(WEEKS_MESSAGE).min(1, WEEKS_MESSAGE).max(TREND_WEEKS.max, WEEKS_MESSAGE).default(TREND_WEEKS.default),
});

const DAY = 86_400_000;
/** The Mondays of the last `weeks` weeks, this one included, oldest first (YYYY-MM-DD). */
export function mondays(today: string, weeks: number): string[] {
  const day = new Date(`${today}T00:00:00Z`);
  const thisMonday = day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY;
  return Array.from({ length: weeks }, (_, index) => new Date(thisMonday - (weeks - 1 - index) * 7 * DAY).toISOString().slice(0, 10));
}

/** GET /api/admin/trends: every week of the period, those with nothing as zeros. */
export function trendsRouter(ports: TrendPorts): Router {
  const router = createRouter();
  router.get('/trends', async (request, response) => {
    const { weeks } = parseInput(trendsQuery, request.query);
    const weekStarts = mondays(italianToday(), weeks);
    const [claims, money] = await Promise.all([ports.claimWeeks(weekStarts[0]!), ports.moneyWeeks(weekStarts[0]!)]);
    const claimsOf = new Map(claims.map((week) => [week.week, week]));
    const moneyOf = new Map(money.map((week) => [week.week, week]));
    const trends: Trends = {
      weeks: weekStarts.map((week): WeekTrend => {
        const { submitted = 0, completed = 0, rejected = 0 } = claimsOf.get(week) ?? {};
        const { recoveredCents = 0, feesCents = 0, medianDaysToPayout = null } = moneyOf.get(week) ?? {};
        const decided = completed + rejected;
        return { week, submitted, decided, successRate: decided === 0 ? null : completed / decided, recoveredCents, feesCents, medianDaysToPayout };
      }),
    };
    response.set('Cache-Control', 'private, no-store').json(trends);
  });
  return router;
}
