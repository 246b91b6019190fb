/** A claim of the passenger's address, as the claims module lists it. */
export interface PassengerClaim {
  claimId: number;
  practiceNumber: string;
}

/** Port: the claims module's list of an address's claims (not erased), newest first. */
export interface PassengerClaims {
  claimsOf(email: string): Promise<PassengerClaim[]>;
}
