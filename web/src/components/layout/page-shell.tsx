import type { LegalInfo } from '@contracts/legal-texts';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PageShell({ children, company }: { children: ReactNode; company?: LegalInfo['company'] | undefined }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#contenuto" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Vai al contenuto
      </a>
      <SiteHeader />
      <main id="contenuto" className="flex-1">
        {children}
      </main>
      <SiteFooter company={company} />
    </div>
  );
}
