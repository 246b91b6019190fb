/** Every query of the area sits under ['passenger']: a live update invalidates them all at once. */
export const passengerKeys = {
  all: ['passenger'] as const,
  me: ['passenger', 'me'] as const,
  claim: (claimId: number) => ['passenger', 'claim', claimId] as const,
  preferences: ['passenger', 'preferences'] as const,
};

/** Writes carry the session's CSRF token. */
export const csrfHeaders = (csrfToken: string) => ({ 'x-csrf-token': csrfToken });
