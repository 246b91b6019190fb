/**
 * What an invoice is made out to and for, as billing hands it to electronic invoicing. The customer is
 * the passenger, or for a minor the guardian who signed; art. 21 DPR 633/1972 asks for their name,
 * codice fiscale and address.
 */
export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** Two-letter Italian province (RM, MI…); null abroad. */
  province: string | null;
  /** ISO 3166-1 alpha-2 (IT). */
  country: string;
}

export interface InvoiceCustomer {
  fullName: string;
  codiceFiscale: string;
  address: PostalAddress;
}
