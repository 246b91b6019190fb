import { BILLING_EVENT, type BankDetailsLinkSentData, type BankDetailsProvidedData, type InvoiceIssuedData, type PayoutSentData } from '../billing/contract.js';
import type { Claim } from '../claims/contract.js';
import { BANK_DETAILS_LINK_HOURS, maskIban } from '../contracts/billing.js';
import { isMinorOn } from '../contracts/claim-passengers.js';
import { CONTACT_PASSENGER_ID } from '../contracts/mandates.js';
import { formatEuroCents, italianToday } from '../eligibility/index.js';
import type { ComposedNotice } from './compose-message-notice.js';

const italianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');

/** Port to the billing module: the page of a bank-details link, its token made now (it is in the e-mail and nowhere else). */
export type BankDetailsUrl = (link: { claimId: number; practiceNumber: string; linkId: string; expiresAt: string }) => string;

export const BILLING_TRIGGERS = [BILLING_EVENT.BankDetailsLinkSent, BILLING_EVENT.BankDetailsProvided, BILLING_EVENT.InvoiceIssued, BILLING_EVENT.PayoutSent] as const;
export type BillingTrigger = (typeof BILLING_TRIGGERS)[number];

export interface BillingNoticeContext {
  publicUrl: string;
  supportEmail: string;
  bankDetailsUrl: BankDetailsUrl;
  now: Date;
}

/**
 * Who reads a money e-mail about one passenger: that passenger, at their own address; the contact
 * person for themselves, for a minor (today, in Italy: the guardian acts for them) and for a passenger
 * the claim has no address of (claims from before co-passengers gave one). `about` names the passenger
 * when the reader is not them.
 */
interface Reader {
  to: string;
  name: string;
  /** The contact person reads it: they have the passenger area, a co-passenger does not. */
  contact: boolean;
  about: string;
}

export function billingReader(claim: Claim, passengerId: number | undefined, now: Date): Reader {
  const contact: Reader = { to: claim.email, name: claim.passengerName, contact: true, about: '' };
  if (passengerId === undefined || passengerId === CONTACT_PASSENGER_ID) return contact;
  const passenger = claim.passengers.find((candidate) => candidate.passengerId === passengerId);
  if (!passenger) return contact;
  if (!passenger.email || isMinorOn(passenger.dateOfBirth, italianToday(now))) return { ...contact, about: ` per ${passenger.fullName}` };
  return { to: passenger.email, name: passenger.fullName, contact: false, about: '' };
}

const passengerIdOf = (data: unknown) => {
  const id = (data as { passengerId?: unknown }).passengerId;
  return typeof id === 'number' ? id : undefined;
};

/**
 * The money e-mails, each to the passenger it is about (billingReader), at the address on file only
 * (essential: never held back by a preference). The invoice's PDF goes along as an attachment; the
 * contact also finds it in the passenger area.
 */
export function composeBillingNotice(trigger: { type: BillingTrigger; data: unknown }, claim: Claim, context: BillingNoticeContext): ComposedNotice {
  const reader = billingReader(claim, passengerIdOf(trigger.data), context.now);
  const area = reader.contact ? { label: 'Apri l’area riservata', href: `${context.publicUrl}/area-riservata` } : undefined;
  if (trigger.type === BILLING_EVENT.BankDetailsLinkSent) {
    const link = trigger.data as BankDetailsLinkSentData;
    return {
      to: reader.to,
      audience: 'passenger',
      templateType: 'bank_details_link',
      notice: {
        audience: 'passenger',
        subject: `Coordinate bancarie per il risarcimento — pratica ${claim.practiceNumber}`,
        paragraphs: [
          `Gentile ${reader.name},`,
          `per bonificare il risarcimento del volo ${claim.flightNumber}${reader.about} ci servono l’IBAN e l’intestatario del conto, con il codice fiscale e l’indirizzo di residenza per la fattura. Puoi indicarli dal pulsante qui sotto: il link vale ${BANK_DETAILS_LINK_HOURS} ore e una sola volta.`,
          `${reader.contact ? 'In alternativa puoi inserirli dall’area riservata. ' : ''}Non ti chiederemo mai le coordinate per telefono: non inoltrare questa e-mail a nessuno.`,
        ],
        action: { label: 'Indica le coordinate bancarie', href: context.bankDetailsUrl({ claimId: claim.id, practiceNumber: claim.practiceNumber, linkId: link.linkId, expiresAt: link.expiresAt }) },
      },
    };
  }
  if (trigger.type === BILLING_EVENT.BankDetailsProvided) {
    const details = trigger.data as BankDetailsProvidedData;
    return {
      to: reader.to,
      audience: 'passenger',
      templateType: 'bank_details_changed',
      notice: {
        audience: 'passenger',
        subject: `Nuove coordinate bancarie — pratica ${claim.practiceNumber}`,
        paragraphs: [
          `Gentile ${reader.name},`,
          `Abbiamo ricevuto nuove coordinate bancarie per il risarcimento${reader.about} della pratica ${claim.practiceNumber} (volo ${claim.flightNumber}): il bonifico andrà sul conto ${maskIban(details.iban)}.`,
          `Se non sei stato tu, scrivici subito a ${context.supportEmail} o rispondi a questa e-mail: bloccheremo il bonifico finché non avremo verificato con te.${reader.contact ? ' Poi accedi all’area riservata e indica di nuovo il tuo conto.' : ''}`,
        ],
        action: area,
      },
    };
  }
  if (trigger.type === BILLING_EVENT.InvoiceIssued) {
    const invoice = trigger.data as InvoiceIssuedData;
    return {
      to: reader.to,
      audience: 'passenger',
      templateType: 'invoice_issued',
      notice: {
        audience: 'passenger',
        subject: `Fattura n. ${invoice.invoiceNumber} — pratica ${claim.practiceNumber}`,
        paragraphs: [
          `Gentile ${reader.name},`,
          `la compagnia aerea ha pagato la compensazione per il volo ${claim.flightNumber} (pratica ${claim.practiceNumber}). Abbiamo emesso la fattura n. ${invoice.invoiceNumber} del ${italianDate(invoice.issuedOn)} per il nostro compenso (passeggero ${invoice.passengerId}${reader.about}): imponibile ${formatEuroCents(invoice.imponibileCents)}, IVA ${formatEuroCents(invoice.ivaCents)}, totale ${formatEuroCents(invoice.totalCents)}.`,
          `L’importo è trattenuto dalla compensazione: riceverai con bonifico ${formatEuroCents(invoice.compensationCents - invoice.totalCents)}. ${reader.contact ? 'Se non ci hai ancora dato le coordinate bancarie, inseriscile nell’area riservata.' : 'Se non ci hai ancora dato le coordinate bancarie, ti scriveremo per chiedertele.'}`,
          reader.contact ? 'Trovi la fattura in PDF allegata a questa email; resta scaricabile dall’area riservata.' : 'Trovi la fattura in PDF allegata a questa email: conservala.',
        ],
        action: area,
      },
      attachment: { documentId: invoice.documentId, filename: `fattura-${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf' },
    };
  }
  const payout = trigger.data as PayoutSentData;
  return {
    to: reader.to,
    audience: 'passenger',
    templateType: 'payout_sent',
    notice: {
      audience: 'passenger',
      subject: `Bonifico inviato — pratica ${claim.practiceNumber}`,
      paragraphs: [
        `Gentile ${reader.name},`,
        `il ${italianDate(payout.executedOn)} abbiamo inviato il bonifico di ${formatEuroCents(payout.amountCents)} per il passeggero ${payout.passengerId}${reader.about} della pratica ${claim.practiceNumber} (volo ${claim.flightNumber}).`,
        'Di solito l’accredito arriva entro 1–2 giorni lavorativi. Grazie per averci affidato la tua pratica.',
      ],
      action: area,
    },
  };
}
