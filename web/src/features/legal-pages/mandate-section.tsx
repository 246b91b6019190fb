import { MANDATE_AMOUNTS_NOTE, MANDATE_BLANKS, type MandateBlank } from '@contracts/mandate-text';
import type { ReactNode } from 'react';
import { MandateDocument } from '@/components/mandate/mandate-document';
import { Configured, LegalSection } from './legal-page';

const Blank = ({ children }: { children: string }) => <span className="italic text-slate-600">[{children}]</span>;

const COMPANY: Partial<Record<MandateBlank, ReactNode>> = {
  companyName: <Configured pick={(info) => info.company.name} />,
  companyAddress: <Configured pick={(info) => info.company.address} />,
  companyVatNumber: <Configured pick={(info) => info.company.vatNumber} />,
};

/**
 * Section 6 of the terms: the text of the mandate with representation that the passenger signs to
 * let us act in their name. The words come from the shared contract, so the signing step and the
 * signed PDF say exactly what this page says.
 */
export function MandateSection() {
  return (
    <LegalSection id="mandato" title="6. Mandato con rappresentanza">
      <p>
        Per chiedere il risarcimento in tuo nome abbiamo bisogno di un mandato con rappresentanza. Ti chiederemo di firmarlo con il testo che segue; fino alla firma possiamo
        valutare la richiesta, ma non agire in tuo nome. Per un passeggero minorenne firma un genitore o tutore.
      </p>
      <p>{MANDATE_AMOUNTS_NOTE}</p>
      <MandateDocument minor="optional" renderBlank={(blank) => COMPANY[blank] ?? <Blank>{MANDATE_BLANKS[blank]}</Blank>} />
    </LegalSection>
  );
}
