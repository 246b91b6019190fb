/** GET /api/admin/flight-checks/{id}/duplicates: the claims this one may duplicate (same flight and date, same name, e-mail, phone or booking code), still flagged. */
export interface DuplicateOfClaim {
  claimId: number;
  practiceNumber: string;
  passengerName: string;
  email: string;
  flightNumber: string;
  flightDate: string;
  adminStatus: string;
  createdAt: string;
}

export interface ClaimDuplicates {
  items: DuplicateOfClaim[];
}
