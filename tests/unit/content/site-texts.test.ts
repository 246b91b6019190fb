import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { calculateCompensation, PROBLEM_TYPE_LABELS, type ProblemType } from '@eligibility';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { SEED_TEMPLATES } from '../../../src/communications/templates/seed-texts.js';
import CancellationsPage from '../../../web/src/features/info-pages/cancellations-page.js';
import DelaysPage from '../../../web/src/features/info-pages/delays-page.js';
import LostBaggagePage from '../../../web/src/features/info-pages/lost-baggage-page.js';
import OverbookingPage from '../../../web/src/features/info-pages/overbooking-page.js';
import ClaimWizardPage from '../../../web/src/features/claim-wizard/claim-wizard-page.js';
import { HelpPanel } from '../../../web/src/features/claim-wizard/components/help-panel.js';
import { FAQ_ITEMS, STATS, STEPS } from '../../../web/src/features/landing/content.js';
import LandingPage from '../../../web/src/app/landing-route.js';
import { ResultPanel } from '../../../web/src/features/landing/calculator/result-panel.js';
import { LandingTabs, LANDING_TABS } from '../../../web/src/features/landing/landing-tabs.js';
import { QUIZ_QUESTIONS } from '../../../web/src/features/landing/quiz/questions.js';
import { LEGAL_RULES, wrongClaims } from './legal-figures.js';

const BLOCK = /<\/?(?:p|div|li|ul|ol|h[1-6]|section|header|footer|article|aside|table|caption|thead|tbody|tr|dl|blockquote|figure|figcaption|button|label|option|select|br|nav|main|form)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };

/** What a reader sees of the page: its HTML rendered as on the server, blocks on their own lines (a table's row, a term and its value on one), tags dropped. */
function visibleText(node: ReactNode, path = '/'): string {
  const queryClient = new QueryClient();
  const html = renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(Router, { ssrPath: path, children: node })));
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/(?:t[hd]|d[td])>/gi, ' · ')
    .replace(BLOCK, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+/g, ' ');
}

const page = (component: ComponentType, path: string) => visibleText(createElement(component), path);

const LIMITATION = 'In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo. Le richieste più vecchie le verifichiamo comunque, caso per caso.';
const BAGGAGE_LIMIT = 'fino a 1.519 DSP (circa 1.800 €)';

const INFO_PAGES = [
  ['/voli-ritardo', DelaysPage],
  ['/voli-cancellati', CancellationsPage],
  ['/overbooking', OverbookingPage],
  ['/bagagli-smarriti', LostBaggagePage],
] as const;

describe('the information pages, as rendered', () => {
  it.each(INFO_PAGES)('when %s is read, then nothing in it contradicts EU261.md', (path, component) => {
    const text = page(component, path);
    expect(text).toContain('Torna alla Home');
    expect(wrongClaims(text)).toEqual([]);
  });

  it('when the delays page is read, then it gives the prudent Italian term, under 3 hours only assistance, and ENAC and conciliation as EU261.md has them', () => {
    const text = page(DelaysPage, '/voli-ritardo').replace(/\s+/g, ' ');
    expect(text).toContain(LIMITATION);
    expect(text).toContain("Sotto le 3 ore non spetta il risarcimento, ma solo l'assistenza.");
    expect(text).toMatch(/entro 6 settimane.*ENAC.*non ti riconosce il risarcimento/);
    expect(text).toMatch(/TAR Piemonte \(sentenza n\. 1093\/2024\).*La situazione può cambiare/);
    expect(text).toContain('Circostanze eccezionali');
  });

  it('when the delays page shows the 50 % reduction, then no delay under 3 hours earns 125 €, and the halving is 3 h exactly or 3–4 h by distance', () => {
    const text = page(DelaysPage, '/voli-ritardo').replace(/\s+/g, ' ');
    expect(text).not.toMatch(/125 €[^·]*·[^·]*non superiore a 2 ore/);
    expect(text).toContain('250 € · Nessuna riduzione: da 3 ore di ritardo all’arrivo spetta l’importo pieno');
    expect(text).toContain('200 € · Solo con un ritardo all’arrivo di 3 ore esatte');
    expect(text).toContain('300 € · Ritardo all’arrivo da 3 a 4 ore (4 ore esatte comprese)');
  });

  it('when the cancellations page shows the 50 % reduction, then it is for a re-routed flight', () => {
    const text = page(CancellationsPage, '/voli-cancellati').replace(/\s+/g, ' ');
    expect(text).toContain('125 € · Volo alternativo in arrivo con un ritardo non superiore a 2 ore');
  });

  it('when the lost-baggage page is read, then it states the Montreal limit by documented damage and the complaint deadlines', () => {
    const text = page(LostBaggagePage, '/bagagli-smarriti').replace(/\s+/g, ' ');
    expect(text).toContain(`${BAGGAGE_LIMIT} a passeggero, in base al danno documentato`);
    expect(text).toMatch(/7 giorni Per il reclamo scritto sul bagaglio danneggiato/);
    expect(text).toMatch(/21 giorni Per il reclamo sul bagaglio in ritardo, dalla consegna/);
    expect(text).toMatch(/Dopo 21 giorni Un bagaglio non ancora consegnato si considera smarrito/);
  });

  it('when the overbooking page is read, then its scope is departures from the area with any airline, arrivals only with a carrier of the area', () => {
    const text = page(OverbookingPage, '/overbooking').replace(/\s+/g, ' ');
    expect(text).toContain('partiva da un aeroporto dell’UE, dell’Islanda, della Norvegia o della Svizzera, con qualsiasi compagnia');
    expect(text).toContain('arrivava in quest’area da un paese extra-UE ed era operato da una compagnia dell’UE, del SEE o svizzera');
    expect(text).toContain('UK261');
  });
});

describe('the landing page', () => {
  it('when it is rendered, then nothing in it contradicts EU261.md', () => {
    const text = page(LandingPage, '/');
    expect(text).toContain('Domande frequenti');
    expect(wrongClaims(text)).toEqual([]);
  });

  it.each(LANDING_TABS)('when the %s tab is open, then nothing in it contradicts EU261.md', (tab) => {
    const text = visibleText(createElement(LandingTabs, { tab, onTabChange: () => {} }));
    expect(wrongClaims(text)).toEqual([]);
  });

  it('when the verifica tab is open, then it gives the prudent Italian term', () => {
    expect(visibleText(createElement(LandingTabs, { tab: 'verifica', onTabChange: () => {} })).replace(/\s+/g, ' ')).toContain(LIMITATION);
  });

  it('when the FAQ, steps and figures are read, then nothing contradicts EU261.md, and the FAQ gives the prudent term and fees to the cent', () => {
    const faq = FAQ_ITEMS.map((item) => `${item.question}\n${item.answer}`).join('\n');
    const rest = [...STEPS.map((step) => `${step.title}\n${step.text}`), ...STATS.map((stat) => `${stat.value} ${stat.label}`)].join('\n');
    expect(wrongClaims(`${faq}\n${rest}`)).toEqual([]);
    expect(faq).toContain(LIMITATION);
    expect(faq).toContain('su 250 € la commissione è di 76,25 € e a te restano 173,75 €; su 600 € è di 183,00 € e a te restano 417,00 €');
  });

  it('when the quiz is read, then its questions, right answers, explanations and tips agree with EU261.md', () => {
    for (const question of QUIZ_QUESTIONS) {
      const text = [question.question, question.options[question.correct], question.explanation, question.tip].join('\n');
      expect(wrongClaims(text), `domanda ${question.id}`).toEqual([]);
    }
    const limitation = QUIZ_QUESTIONS.find((question) => question.explanation.includes(LIMITATION));
    expect(limitation?.options[limitation.correct]).toBe('Per prudenza entro un anno dal volo');
  });
});

/** The calculator's result for each problem type and for delays either side of the thresholds. */
const CALCULATOR_CASES: { problemType: ProblemType; delayHours?: number }[] = [
  ...(Object.keys(PROBLEM_TYPE_LABELS) as ProblemType[]).filter((type) => type !== 'delay').map((problemType) => ({ problemType })),
  ...[1, 2, 2.5, 3, 3.5, 4, 5].map((delayHours) => ({ problemType: 'delay' as const, delayHours })),
];
const ROME = { iataCode: 'FCO', countryCode: 'IT', latitude: 41.8003, longitude: 12.2389 };
const NEW_YORK = { iataCode: 'JFK', countryCode: 'US', latitude: 40.6398, longitude: -73.7789 };

describe('the calculator’s results (explanations written by the eligibility engine)', () => {
  it.each(CALCULATOR_CASES)('when the calculator explains %o on Roma–New York, then nothing contradicts EU261.md', (input) => {
    const result = calculateCompensation({ departure: ROME, arrival: NEW_YORK, ...input });
    expect(wrongClaims(result?.explanation ?? '')).toEqual([]);
  });

  it.each(CALCULATOR_CASES)('when the result panel shows %o on Roma–New York, then its amounts, fee and explanation agree with EU261.md', (input) => {
    const result = calculateCompensation({ departure: ROME, arrival: NEW_YORK, ...input });
    // A halved 300 € stands in its own row; whether halving applies is the explanation's to say, checked above.
    const rules = LEGAL_RULES.filter((rule) => rule.id !== 'trecento-euro');
    expect(wrongClaims(visibleText(createElement(ResultPanel, { result, missing: undefined })), rules)).toEqual([]);
  });
});

describe('the claim form', () => {
  it('when the help panel is read, then it gives the prudent Italian term and nothing contradicts EU261.md', () => {
    const text = visibleText(createElement(HelpPanel));
    expect(wrongClaims(text)).toEqual([]);
    expect(text.replace(/\s+/g, ' ')).toContain(LIMITATION);
  });

  it('when the form page is rendered, then nothing in its steps, tables and notes contradicts EU261.md', () => {
    const text = page(ClaimWizardPage, '/verifica-rimborso');
    expect(text).toContain('Centro aiuto');
    expect(wrongClaims(text)).toEqual([]);
  });
});

describe('the e-mail templates seeded by default', () => {
  it.each(Object.values(SEED_TEMPLATES).map((template) => [template.name, template] as const))('when «%s» is read, then nothing in it contradicts EU261.md', (_name, template) => {
    expect(wrongClaims(`${template.subject}\n${template.content}`)).toEqual([]);
  });
});
