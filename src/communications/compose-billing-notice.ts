import type { InvoiceIssuedData, PayoutSentData } from '../billing/contract.js';
import type { Claim } from '../claims/contract.js';
import { formatEuroCents } from '../eligibility/index.js';
import type { ComposedNotice } from './compose-message-notice.js';

const italianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');

/**
 * The money e-mails to the claim's contact (essential: never held back by a preference). The invoice's
 * PDF goes along as an attachment, and stays downloadable from the area.
 */
export function composeBillingNotice(trigger: { type: 'InvoiceIssued' | 'PayoutSent'; data: unknown }, claim: Claim, publicUrl: string): ComposedNotice {
  const area = { label: 'Apri l’area riservata', href: `${publicUrl}/area-riservata` };
  if (trigger.type === 'InvoiceIssued') {
    const invoice = trigger.data as InvoiceIssuedData;
    return {
      to: claim.email,
      audience: 'passenger',
      templateType: 'invoice_issued',
      notice: {
        audience: 'passenger',
        subject: `Fattura n. ${invoice.invoiceNumber} — pratica ${claim.practiceNumber}`,
        paragraphs: [
          `Gentile ${claim.passengerName},`,
          `la compagnia aerea ha pagato la compensazione per il volo ${claim.flightNumber} (pratica ${claim.practiceNumber}). Abbiamo emesso la fattura n. ${invoice.invoiceNumber} del ${italianDate(invoice.issuedOn)} per il nostro compenso (passeggero ${invoice.passengerId}): imponibile ${formatEuroCents(invoice.imponibileCents)}, IVA ${formatEuroCents(invoice.ivaCents)}, totale ${formatEuroCents(invoice.totalCents)}.`,
          `L’importo è trattenuto dalla compensazione: riceverai con bonifico ${formatEuroCents(invoice.compensationCents - invoice.totalCents)}. Se non ci hai ancora dato le coordinate bancarie, inseriscile nell’area riservata.`,
          'Trovi la fattura in PDF allegata a questa email; resta scaricabile dall’area riservata.',
        ],
        action: area,
      },
      attachment: { documentId: invoice.documentId, filename: `fattura-${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf' },
    };
  }
  const payout = trigger.data as PayoutSentData;
  return {
    to: claim.email,
    audience: 'passenger',
    templateType: 'payout_sent',
    notice: {
      audience: 'passenger',
      subject: `Bonifico inviato — pratica ${claim.practiceNumber}`,
      paragraphs: [
        `Gentile ${claim.passengerName},`,
        `il ${italianDate(payout.executedOn)} abbiamo inviato il bonifico di ${formatEuroCents(payout.amountCents)} per il passeggero ${payout.passengerId} della pratica ${claim.practiceNumber} (volo ${claim.flightNumber}).`,
        'Di solito l’accredito arriva entro 1–2 giorni lavorativi. Grazie per averci affidato la tua pratica.',
      ],
      action: area,
    },
  };
}
