import type { ClaimSubmission, SubmittedClaim } from '@contracts/claim-submission';
import type { FieldError } from '@contracts/problem';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/app/api-client';

export type { ClaimSubmission, SubmittedClaim };

/** POST /api/flight-checks; the same Idempotency-Key on a retry returns the first claim. */
export function submitClaim(claim: ClaimSubmission, idempotencyKey: string): Promise<SubmittedClaim> {
  return apiRequest<SubmittedClaim>('POST', '/api/flight-checks', claim, { 'Idempotency-Key': idempotencyKey });
}

export function useSubmitClaim() {
  return useMutation<SubmittedClaim, unknown, { claim: ClaimSubmission; idempotencyKey: string }>({
    mutationFn: ({ claim, idempotencyKey }) => submitClaim(claim, idempotencyKey),
  });
}

/** The `errors` of a 400 problem+json answer; empty for anything else. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiError ? error.fieldErrors : [];
}

/** A 4xx answer means the server refused the request: no claim was created under its key. */
export const wasRefused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;
