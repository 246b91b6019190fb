import type { FlightCheck } from '@contracts/flight-check';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { apiRequest, type ApiError } from '@/app/api-client';

export type { FlightCheck };

/** What the passenger typed in the hero: the flight number and its day ('YYYY-MM-DD'). */
export interface FlightCheckQuery {
  flightNumber: string;
  date: string;
}

/** GET /api/flights/status-service: whether the check by flight number can be offered at all (no flight-data key: it cannot). */
export const useFlightCheckService = () => useQuery<{ available: boolean }, ApiError>({ queryKey: ['/api/flights/status-service'] });

type CheckState = { status: 'idle' } | { status: 'pending'; query: FlightCheckQuery } | { status: 'done'; query: FlightCheckQuery; check: FlightCheck } | { status: 'failed'; query: FlightCheckQuery; error: Error };

/**
 * GET /api/flights/status, asked at each «Controlla il volo» (the server caches per flight and day).
 * Kept in the page's state rather than a mutation: the landing's JavaScript budget has no room for one.
 */
export function useFlightCheck() {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const latest = useRef(0);
  const check = useCallback((query: FlightCheckQuery) => {
    const run = ++latest.current;
    setState({ status: 'pending', query });
    apiRequest<FlightCheck>('GET', `/api/flights/status?${new URLSearchParams({ flightNumber: query.flightNumber, date: query.date })}`).then(
      (answer) => run === latest.current && setState({ status: 'done', query, check: answer }),
      (error: Error) => run === latest.current && setState({ status: 'failed', query, error }),
    );
  }, []);
  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);
  return { state, check, reset };
}
