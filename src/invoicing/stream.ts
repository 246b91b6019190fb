/** One customer's electronic invoices: a passenger of a claim. */
export const eInvoiceStream = (claimId: number, passengerId: number) => `e-invoices-${claimId}-${passengerId}`;

const STREAM = /^e-invoices-(\d+)-(\d+)$/;

export function customerOfStream(stream: string): { claimId: number; passengerId: number } | undefined {
  const match = STREAM.exec(stream);
  return match ? { claimId: Number(match[1]), passengerId: Number(match[2]) } : undefined;
}

/**
 * The data subject whose key seals the customer's name, codice fiscale, address and the XML. Not the
 * claim's subject (`claim-{id}`), which erasure shreds: the tax law keeps an invoice ten years
 * (art. 2220 c.c., art. 39 DPR 633/1972), so these keys go only with that retention.
 */
export const invoiceCustomerSubject = (claimId: number, passengerId: number) => `invoice-customer:${claimId}:${passengerId}`;

export function subjectOfEInvoiceStream(stream: string): string | undefined {
  const customer = customerOfStream(stream);
  return customer && invoiceCustomerSubject(customer.claimId, customer.passengerId);
}
