import { COOKIE_POLICY_VERSION, PRIVACY_NOTICE_VERSION, TERMS_VERSION, type LegalInfo } from '@contracts/legal-texts';
import { render, screen, within } from '@testing-library/react';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../../src/operators/sessions.js';
import { PASSENGER_SESSION_COOKIE } from '../../../src/passengers/sessions.js';
import { SiteFooter } from '@/components/layout/site-footer';
import CookiePage from '@/features/legal-pages/cookie-page';
import PrivacyPage from '@/features/legal-pages/privacy-page';
import TermsPage from '@/features/legal-pages/terms-page';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

afterEach(() => vi.restoreAllMocks());

const INFO: LegalInfo = {
  company: { name: 'Voli Giusti S.r.l.', address: 'Via Roma 1, 20121 Milano (MI)', vatNumber: 'IT01234567890', email: 'assistenza@voligiusti.example', tulpsLicence: 'licenza ex art. 115 TULPS n. 123/2026, Questura di Milano', sample: false },
  privacyEmail: 'privacy@voligiusti.example',
  dpoEmail: null,
  retention: { documentsDays: 60, rejectedMonths: 18, completedYears: 11 },
};

function serveLegalInfo(info: LegalInfo = INFO) {
  return mockFetch((url) => (url.pathname === '/api/legal-info' ? json(info) : undefined));
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('the privacy notice (/privacy)', () => {
  it('when the configuration answers, then the controller, the contact for the rights and the configured retention periods are shown', async () => {
    serveLegalInfo();
    renderWithClient(<PrivacyPage />);

    const controller = section(/Chi è il titolare/);
    expect(await within(controller).findByText('Voli Giusti S.r.l.')).toBeInTheDocument();
    expect(controller).toHaveTextContent('Via Roma 1, 20121 Milano (MI)');
    expect(controller).toHaveTextContent('IT01234567890');
    expect(within(controller).getByRole('link', { name: 'privacy@voligiusti.example' })).toHaveAttribute('href', 'mailto:privacy@voligiusti.example');
    expect(controller).not.toHaveTextContent('DPO');

    const retention = section(/Per quanto tempo/);
    expect(retention).toHaveTextContent('cancelliamo 60 giorni dopo la chiusura della pratica');
    expect(retention).toHaveTextContent('18 mesi dopo il rifiuto');
    expect(retention).toHaveTextContent('11 anni dopo la conclusione');
    expect(screen.getByText(PRIVACY_NOTICE_VERSION)).toBeInTheDocument();
    expect(screen.getByText(/in vigore dal 28 novembre 2026/)).toBeInTheDocument();
  });

  it('when it is read, then it says the uploads go after the configured days and that invoices, mandates, letters and complaints are kept 10 years under art. 2220 c.c. and art. 39 DPR 633/1972, erasure or not', async () => {
    serveLegalInfo();
    renderWithClient(<PrivacyPage />);

    const retention = section(/Per quanto tempo/);
    expect(await within(retention).findByText(/60 giorni/)).toBeInTheDocument();
    expect(retention).toHaveTextContent('documento d’identità, carta d’imbarco, ricevute e altri file) li cancelliamo 60 giorni dopo la chiusura della pratica');
    expect(retention).toHaveTextContent('li conserviamo per 10 anni dalla chiusura della pratica');
    for (const record of ['fatture', 'codice fiscale', 'mandati firmati', 'lettere', 'risposte', 'reclami all’ENAC']) expect(retention).toHaveTextContent(record);
    expect(retention).toHaveTextContent('art. 2220 del codice civile');
    expect(retention).toHaveTextContent('art. 39 del DPR 633/1972');
    expect(retention).toHaveTextContent('anche se ci chiedi di cancellare i tuoi dati');
  });

  it('when it is read, then it names the purposes with their legal bases, the recipients, no transfers by default, the rights, the Garante and no automated decisions', async () => {
    serveLegalInfo({ ...INFO, dpoEmail: 'dpo@voligiusti.example' });
    renderWithClient(<PrivacyPage />);

    expect(await screen.findByRole('link', { name: 'dpo@voligiusti.example' })).toBeInTheDocument();
    const purposes = section(/Perché li trattiamo/);
    for (const basis of ['art. 6, par. 1, lett. b', 'art. 6, par. 1, lett. c', 'art. 6, par. 1, lett. f']) expect(purposes).toHaveTextContent(basis);
    expect(purposes).toHaveTextContent('non è un consenso');
    for (const recipient of ['compagnia aerea', 'avvocati partner', 'ENAC', 'responsabili del trattamento', 'posta elettronica']) expect(section(/A chi comunichiamo/)).toHaveTextContent(recipient);
    expect(section(/Trasferimenti fuori/)).toHaveTextContent('Di norma non trasferiamo i tuoi dati fuori dallo Spazio economico europeo');
    const rights = section(/I tuoi diritti/);
    for (const right of ['accesso', 'rettifica', 'cancellazione', 'limitazione', 'portabilità', 'opposizione', 'revoca del consenso']) expect(rights).toHaveTextContent(right);
    expect(section(/Reclamo al Garante/)).toHaveTextContent('Garante per la protezione dei dati personali');
    expect(section(/Nessuna decisione automatizzata/)).toHaveTextContent('solo indicativa');
    expect(section(/Sei obbligato/)).toHaveTextContent('senza, non possiamo farlo');
  });

  it('when the configuration has not answered yet, then placeholders stand in for its values; when it fails, the page says so', async () => {
    mockFetch((url) => (url.pathname === '/api/legal-info' ? problem(503, 'Servizio momentaneamente non disponibile', 'Riprova') : undefined));
    renderWithClient(<PrivacyPage />);

    expect(section(/Chi è il titolare/).querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Non riusciamo a caricare in questo momento i dati della società');
  });
});

describe('the cookie page (/cookie)', () => {
  it('when it is read, then it says the public site sets no cookies and needs no banner, and describes the wizard’s draft and the operators’ session cookie', () => {
    render(<CookiePage />);

    expect(section(/In breve/)).toHaveTextContent('Le pagine pubbliche del sito non impostano cookie');
    expect(section(/In breve/)).toHaveTextContent('non ti mostriamo un banner');
    expect(section(/bozza del modulo/)).toHaveTextContent('rimborsovolo24:claim-wizard');
    expect(section(/bozza del modulo/)).toHaveTextContent('Viene cancellata quando la richiesta è inviata');
    expect(section(/Area riservata agli operatori/)).toHaveTextContent('rv_session');
    expect(section(/Area riservata agli operatori/)).toHaveTextContent('token CSRF');
    expect(section(/Area riservata ai passeggeri/)).toHaveTextContent('rv_passenger');
    expect(section(/Area riservata ai passeggeri/)).toHaveTextContent('Dura al massimo 30 giorni');
    expect(screen.getByText(COOKIE_POLICY_VERSION)).toBeInTheDocument();
  });

  it('when the server sets a cookie anywhere, then the page names it: every response.cookie in src is one the page lists', async () => {
    const sources = await Promise.all(
      (await readdir('src', { recursive: true })).filter((file) => file.endsWith('.ts')).map(async (file) => ({ file, text: await readFile(path.join('src', file), 'utf8') })),
    );
    const setters = sources.flatMap(({ text }) => [...text.matchAll(/\.cookie\(\s*([A-Z_]+)/g)].map((match) => match[1]!));
    expect(setters.sort()).toEqual(['PASSENGER_SESSION_COOKIE', 'SESSION_COOKIE']);
    render(<CookiePage />);
    for (const name of [PASSENGER_SESSION_COOKIE, SESSION_COOKIE]) expect(screen.getAllByText(name).length).toBeGreaterThan(0);
  });
});

describe('the terms (/termini)', () => {
  it('when it is read, then the fee is 25% + IVA only on success, with the examples to the cent', async () => {
    serveLegalInfo();
    renderWithClient(<TermsPage />);

    const fee = section(/Quanto costa/);
    expect(fee).toHaveTextContent('se non otteniamo nulla, non ci devi nulla');
    expect(fee).toHaveTextContent('Se la compagnia paga 250,00 €, il compenso è 76,25 € (62,50 € + 13,75 € di IVA) e tu ricevi 173,75 €.');
    expect(fee).toHaveTextContent('Se la compagnia paga 400,00 €, il compenso è 122,00 € (100,00 € + 22,00 € di IVA) e tu ricevi 278,00 €.');
    expect(fee).toHaveTextContent('Se la compagnia paga 600,00 €, il compenso è 183,00 € (150,00 € + 33,00 € di IVA) e tu ricevi 417,00 €.');
    expect(within(fee).getAllByRole('row')).toHaveLength(4);
    expect(await within(section(/Chi siamo/)).findByText('Voli Giusti S.r.l.')).toBeInTheDocument();
    expect(screen.getByText(TERMS_VERSION)).toBeInTheDocument();
  });

  it('when it is read, then it has the mandate as its own section, the 14-day withdrawal with how to exercise it, direct payments, termination and the consumer’s court', async () => {
    serveLegalInfo();
    renderWithClient(<TermsPage />);

    const mandate = screen.getByRole('document', { name: 'Testo del mandato con rappresentanza' });
    expect(mandate).toHaveTextContent('mandato con rappresentanza ai sensi degli artt. 1387 e seguenti e 1703 e seguenti del codice civile');
    expect(mandate).toHaveTextContent(`Termini del servizio versione ${TERMS_VERSION}`);
    expect(await within(mandate).findByText('Voli Giusti S.r.l.')).toBeInTheDocument();
    // Each passenger's amounts are blanks here, filled at signing; the fee is due only on money received.
    expect(mandate).toHaveTextContent('Importi per il passeggero, su stima: risarcimento [risarcimento stimato in euro]; compenso del mandatario, IVA inclusa, [compenso in euro, IVA inclusa]; netto per il passeggero [netto in euro].');
    expect(mandate).toHaveTextContent('è dovuto solo sulla somma effettivamente ricevuta in denaro dalla compagnia aerea per il passeggero');
    expect(section(/Mandato con rappresentanza/)).toHaveTextContent('Ogni passeggero firma il proprio mandato, che indica i suoi importi');
    const withdrawal = section(/Diritto di recesso/);
    expect(withdrawal).toHaveTextContent('entro 14 giorni');
    expect(withdrawal).toHaveTextContent('artt. 52 e seguenti del Codice del Consumo, D.Lgs. 206/2005');
    expect(within(withdrawal).getAllByRole('link', { name: 'assistenza@voligiusti.example' })[0]).toHaveAttribute('href', 'mailto:assistenza@voligiusti.example');
    expect(screen.getByRole('document', { name: 'Modulo di recesso' })).toBeInTheDocument();
    expect(section(/paga direttamente te/)).toHaveTextContent('il compenso resta dovuto sulla somma che hai ricevuto');
    expect(section(/Durata e fine/)).toHaveTextContent('revocare il mandato');
    expect(section(/Legge applicabile/)).toHaveTextContent('art. 66-bis del Codice del Consumo');
    expect(section(/Che cosa facciamo/)).toHaveTextContent('ENAC');
    expect(section(/Reclami/)).toHaveTextContent('assistenza@voligiusti.example');
  });

  it('when it is read, then it names the art. 115 TULPS licence, asks the passenger before each lawsuit, and puts the costs of a lost one on us', async () => {
    serveLegalInfo();
    renderWithClient(<TermsPage />);

    expect(await within(section(/Chi siamo/)).findByText(INFO.company.tulpsLicence)).toBeInTheDocument();
    expect(section(/Chi siamo/)).toHaveTextContent('art. 115 del Testo unico delle leggi di pubblica sicurezza');
    expect(section(/Che cosa facciamo/)).toHaveTextContent('Non avviamo nessuna causa in tuo nome senza il tuo consenso, che ti chiediamo prima di ciascuna');
    expect(section(/Che cosa facciamo/)).toHaveTextContent('le spese legali che il giudice pone a carico tuo a favore della compagnia aerea le paghiamo noi');
    expect(section(/Quanto costa/)).toHaveTextContent('Se una causa in tuo nome è persa, le spese che il giudice liquida a favore della compagnia aerea sono a carico nostro');
    expect(section(/Quanto costa/)).toHaveTextContent('(25 % + IVA (30,5 % IVA inclusa))');
    const mandate = screen.getByRole('document', { name: 'Testo del mandato con rappresentanza' });
    expect(mandate).toHaveTextContent('solo dopo aver ottenuto il mio consenso per ciascuna causa');
    expect(mandate).toHaveTextContent('le spese legali che il giudice liquida a favore della compagnia aerea sono a carico del mandatario');
  });

  it('when the installation runs on the sample company, then the page says «Società di esempio — dati non reali»', async () => {
    serveLegalInfo({ ...INFO, company: { ...INFO.company, sample: true } });
    renderWithClient(<TermsPage />);

    expect(await screen.findByRole('note')).toHaveTextContent('Società di esempio — dati non reali');
  });
});

describe('the footer', () => {
  it('when the company is configured, then the footer shows its name, address, VAT number and e-mail, and the price with VAT included', () => {
    render(<SiteFooter company={INFO.company} />);
    expect(screen.getByTestId('company-details')).toHaveTextContent('Voli Giusti S.r.l. · Via Roma 1, 20121 Milano (MI) · P. IVA IT01234567890 · assistenza@voligiusti.example');
    expect(screen.getByTestId('company-details')).not.toHaveTextContent('esempio');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Compenso: 25 % + IVA (30,5 % IVA inclusa) solo in caso di successo');
  });

  it('when the company is the sample one, then the footer marks it «Società di esempio — dati non reali»', () => {
    render(<SiteFooter company={{ ...INFO.company, sample: true }} />);
    expect(screen.getByTestId('company-details')).toHaveTextContent('Società di esempio — dati non reali');
  });

  it('when shown, then it links the terms, the privacy notice and the cookie page', () => {
    render(<SiteFooter />);
    const legal = screen.getByRole('navigation', { name: 'Note legali' });
    expect(within(legal).getByRole('link', { name: 'Termini del servizio' })).toHaveAttribute('href', '/termini');
    expect(within(legal).getByRole('link', { name: 'Informativa privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Cookie' })).toHaveAttribute('href', '/cookie');
  });
});
