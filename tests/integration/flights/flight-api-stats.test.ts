import { beforeEach, describe, expect, it } from 'vitest';
import { createPostgresCallLog } from '../../../src/flights/call-log.js';
import { flightApiStats } from '../../../src/flights/index.js';
import { useTestDatabase } from '../../support/database.js';
import { captureLogger } from './capture-logger.js';

const database = useTestDatabase();
beforeEach(async () => {
  await database().pool.query('TRUNCATE flight_api_calls');
});

async function insertCall(call: { endpoint?: string; statusCode: number | null; responseTimeMs: number; createdAt: string }) {
  await database().pool.query('INSERT INTO flight_api_calls (endpoint, status_code, response_time_ms, created_at) VALUES ($1, $2, $3, $4)', [
    call.endpoint ?? '/flights/airports/iata/FCO/2025-06-01T00:00/2025-06-01T12:00',
    call.statusCode,
    call.responseTimeMs,
    call.createdAt,
  ]);
}

describe('flightApiStats', () => {
  it('when no call was ever made, then the success rate is 100 and every figure is zero', async () => {
    expect(await flightApiStats(database().pool)).toEqual({
      total: 0,
      successful: 0,
      failed: 0,
      successRate: 100,
      averageResponseTime: 0,
      recentCalls: [],
    });
  });

  it('when calls succeeded and failed, then 2xx count as successes, the rate has one decimal and the average is whole milliseconds', async () => {
    await insertCall({ statusCode: 200, responseTimeMs: 100, createdAt: '2025-06-01T08:00:00Z' });
    await insertCall({ statusCode: 204, responseTimeMs: 201, createdAt: '2025-06-01T08:00:01Z' });
    await insertCall({ statusCode: 500, responseTimeMs: 150, createdAt: '2025-06-01T08:00:02Z' });
    await insertCall({ statusCode: 301, responseTimeMs: 60, createdAt: '2025-06-01T08:00:03Z' });
    await insertCall({ statusCode: null, responseTimeMs: 8001, createdAt: '2025-06-01T08:00:04Z' });
    await insertCall({ statusCode: 299, responseTimeMs: 1, createdAt: '2025-06-01T08:00:05Z' });

    const stats = await flightApiStats(database().pool);

    // 3 of 6 → 50.0; mean of 100, 201, 150, 60, 8001, 1 = 1418.83 → 1419.
    expect(stats).toMatchObject({ total: 6, successful: 3, failed: 3, successRate: 50, averageResponseTime: 1419 });
  });

  it('when two of three calls succeeded, then the success rate is 66.7', async () => {
    await insertCall({ statusCode: 200, responseTimeMs: 10, createdAt: '2025-06-01T08:00:00Z' });
    await insertCall({ statusCode: 200, responseTimeMs: 10, createdAt: '2025-06-01T08:00:01Z' });
    await insertCall({ statusCode: 429, responseTimeMs: 11, createdAt: '2025-06-01T08:00:02Z' });

    expect(await flightApiStats(database().pool)).toMatchObject({ successRate: 66.7, averageResponseTime: 10 });
  });

  it('when more than 15 calls were made, then the 15 most recent are listed newest first', async () => {
    for (let minute = 0; minute < 20; minute++) {
      await insertCall({
        endpoint: `/call/${minute}`,
        statusCode: minute % 4 === 0 ? null : 200,
        responseTimeMs: 100 + minute,
        createdAt: `2025-06-01T08:${String(minute).padStart(2, '0')}:00Z`,
      });
    }

    const { total, recentCalls } = await flightApiStats(database().pool);

    expect(total).toBe(20);
    expect(recentCalls).toHaveLength(15);
    expect(recentCalls.map((call) => call.endpoint)).toEqual(Array.from({ length: 15 }, (_, index) => `/call/${19 - index}`));
    expect(recentCalls[0]).toEqual({ endpoint: '/call/19', statusCode: 200, responseTime: 119, createdAt: '2025-06-01T08:19:00.000Z' });
    expect(recentCalls[3]).toMatchObject({ endpoint: '/call/16', statusCode: null });
  });

  it('when calls are recorded through the call log, then the statistics count them', async () => {
    const callLog = createPostgresCallLog(database().pool, captureLogger().logger);

    await callLog.record({ endpoint: '/flights/airports/iata/FCO/2025-06-01T00:00/2025-06-01T12:00', statusCode: 200, responseTimeMs: 120.4 });
    await callLog.record({ endpoint: '/flights/airports/iata/FCO/2025-06-01T12:00/2025-06-02T00:00', statusCode: null, responseTimeMs: 8000.6 });

    const stats = await flightApiStats(database().pool);
    expect(stats).toMatchObject({ total: 2, successful: 1, failed: 1, successRate: 50, averageResponseTime: 4061 });
    expect(stats.recentCalls.map((call) => call.responseTime).sort((a, b) => a - b)).toEqual([120, 8001]);
  });
});
