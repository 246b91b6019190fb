import anyAscii from 'any-ascii';
import SEPA from 'sepa';
import { DomainError } from '../platform/domain-error.js';

export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string;
}

export interface SepaTransfer {
  endToEndId: string;
  creditorName: string;
  creditorIban: string;
  amountCents: number;
  remittance: string;
}

// SEPA's character set (Latin letters, digits and a few signs): Æ, ø, ß, ñ… transliterated (AE, o, ss, n), the rest dropped.
const sepaText = (text: string, max: number) =>
  anyAscii(text)
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** Whether a bank reads a name in it once written in SEPA's characters (a name of «@@» would be empty). */
export const readableBySepa = (name: string): boolean => /[A-Za-z]/.test(sepaText(name, 70));

/** A SEPA Credit Transfer initiation (pain.001.001.03): one payment from the company's account, one transaction per passenger. */
export function buildPain001(input: { messageId: string; createdAt: Date; executionDate: Date; debtor: SepaDebtor; transfers: SepaTransfer[] }): string {
  const document = new SEPA.Document('pain.001.001.03');
  document.grpHdr.id = sepaText(input.messageId, 35);
  document.grpHdr.created = input.createdAt;
  document.grpHdr.initiatorName = sepaText(input.debtor.name, 70);
  const payment = document.createPaymentInfo();
  payment.requestedExecutionDate = input.executionDate;
  payment.debtorName = sepaText(input.debtor.name, 70);
  payment.debtorIBAN = input.debtor.iban;
  payment.debtorBIC = input.debtor.bic;
  document.addPaymentInfo(payment);
  for (const transfer of input.transfers) {
    const transaction = payment.createTransaction();
    transaction.end2endId = sepaText(transfer.endToEndId, 35);
    transaction.creditorName = sepaText(transfer.creditorName, 70);
    // Names are checked when given (isLatinHolder); one stored before that could still read as nothing, and the bank refuses the whole file for it.
    if (!readableBySepa(transfer.creditorName)) {
      throw new DomainError('conflict', `Il bonifico ${transfer.endToEndId} non ha un intestatario leggibile dalla banca: chiedi al passeggero di indicarlo di nuovo.`, { title: 'Intestatario non valido' });
    }
    transaction.creditorIBAN = transfer.creditorIban;
    transaction.amount = transfer.amountCents / 100;
    transaction.remittanceInfo = sepaText(transfer.remittance, 140);
    payment.addTransaction(transaction);
  }
  try {
    return document.toString();
  } catch (error) {
    // The library checks every IBAN, BIC and name before writing: a refusal names the field.
    throw new DomainError('invalid', `Il file SEPA non si può creare: ${(error as Error).message}`, { title: 'Dati del bonifico non validi' });
  }
}
