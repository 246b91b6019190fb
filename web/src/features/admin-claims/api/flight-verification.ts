import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlightVerificationResult, FlightVerificationSettings, RecordFlightTimesBody } from '@contracts/verified-flight';
import { adminRequest } from '@/app/admin/api/admin-request';

/** Whether «Verifica volo» can ask the flight-data service (AERODATABOX_API_KEY is set on the server). */
export const flightVerificationSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'flight-verification'],
    queryFn: () => adminRequest<FlightVerificationSettings>('GET', '/api/admin/flight-verification'),
    staleTime: 5 * 60_000,
  });

/** The manual form as sent: the schema's input (empty strings allowed for times not known). */
export type FlightTimesInput = { [Field in keyof RecordFlightTimesBody]?: string };

/** «Verifica volo» and «Inserisci orari effettivi», each against the version the operator saw; the claim, its assessment and timeline are asked again. */
export function useFlightVerification(claimId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'claims'] });
  };
  const verify = useMutation({
    mutationFn: (version: number) => adminRequest<FlightVerificationResult>('POST', `/api/admin/flight-checks/${claimId}/flight-verification`, {}, { 'if-match': `"${version}"` }),
    onSuccess: refresh,
  });
  const record = useMutation({
    mutationFn: ({ times, version }: { times: FlightTimesInput; version: number }) =>
      adminRequest<FlightVerificationResult>('POST', `/api/admin/flight-checks/${claimId}/flight-times`, times, { 'if-match': `"${version}"` }),
    onSuccess: refresh,
  });
  return { verify, record };
}
