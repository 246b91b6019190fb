import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '@contracts/legal-texts';
import { acceptLegalTexts, headerOf, problem, mockApi, renderWizard, seedProgress, stepHeading, storedProgress } from './wizard-harness';

afterEach(() => vi.restoreAllMocks());

const created = () => new Response(JSON.stringify({ id: 17, practiceNumber: '482913', status: 'pending', uploadToken: 'tok.en' }), { status: 201 });

describe('claim wizard: submission', () => {
  it('when the claim is accepted, then the server’s practice number is shown, with the upload link, and nothing stays saved', async () => {
    const submit = vi.fn((_init: RequestInit | undefined) => created());
    mockApi({ submit: ({ init }) => submit(init) });
    seedProgress({});
    const user = userEvent.setup();
    renderWizard();

    expect(stepHeading()).toHaveTextContent('Risultato');
    expect(screen.getByText('fino a 250,00 €')).toBeInTheDocument();
    await acceptLegalTexts(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));

    // The mandate's signatures come first; signing later leads to the result.
    expect(await screen.findByRole('heading', { name: 'Firma il mandato' })).toHaveFocus();
    await user.click(await screen.findByRole('button', { name: 'Firma più tardi' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta inviata!' })).toHaveFocus();
    expect(screen.getByTestId('practice-number')).toHaveTextContent('482913');
    expect(screen.getByText('Numero di pratica: 482913')).toBeInTheDocument();
    expect(screen.getByText('In attesa di verifica')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carica i documenti' })).toHaveAttribute('href', '/carica-documenti/482913?t=tok.en');
    expect(storedProgress()).toBeNull();

    const init = submit.mock.calls[0]![0];
    expect(headerOf(init, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(init?.body as string)).toEqual({
      flightNumber: 'AZ318',
      flightDate: '2025-06-01',
      departureAirportId: 1,
      arrivalAirportId: 2,
      departureAirport: 'Roma Fiumicino (FCO)',
      arrivalAirport: 'Parigi Charles de Gaulle (CDG)',
      passengerName: 'Mario Rossi',
      email: 'mario.rossi@example.it',
      phone: '',
      issueType: 'delay',
      issueDetails: 'Arrivato con 4 ore di ritardo',
      bookingReference: null,
      passengers: [{ fullName: 'Mario Rossi', dateOfBirth: '1985-03-14', email: 'mario.rossi@example.it' }],
      acceptedTerms: TERMS_VERSION,
      acknowledgedPrivacy: PRIVACY_NOTICE_VERSION,
    });
  });

  it('when the network fails, then everything typed stays, and the retry (even after a reload) sends the same Idempotency-Key', async () => {
    const keys: (string | undefined)[] = [];
    let attempts = 0;
    mockApi({
      submit: ({ init }) => {
        keys.push(headerOf(init, 'Idempotency-Key'));
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return created();
      },
    });
    seedProgress({});
    const user = userEvent.setup();
    const first = renderWizard();

    await acceptLegalTexts(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText('Non siamo riusciti a inviare la richiesta')).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
    expect(screen.getByText('mario.rossi@example.it')).toBeInTheDocument();
    expect(storedProgress()?.idempotencyKey).toBe(keys[0]);
    first.unmount();

    renderWizard();
    await acceptLegalTexts(user); // the boxes are asked again: they are never saved with the progress
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByTestId('practice-number')).toHaveTextContent('482913');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('when the server refuses a field, then the wizard goes to it with the server’s message, and a corrected retry gets a new key', async () => {
    const keys: (string | undefined)[] = [];
    mockApi({
      submit: ({ init }) => {
        keys.push(headerOf(init, 'Idempotency-Key'));
        if (keys.length === 1) {
          return problem(400, {
            title: 'Dati non validi',
            detail: 'flightNumber: Numero di volo non valido (esempio: AZ610)',
            errors: [{ field: 'flightNumber', message: 'Numero di volo non valido (esempio: AZ610)' }],
          });
        }
        return created();
      },
    });
    seedProgress({});
    const user = userEvent.setup();
    renderWizard();

    await acceptLegalTexts(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText('Non siamo riusciti a inviare la richiesta')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Volo');
    const manual = screen.getByLabelText('Oppure inserisci il numero del volo');
    expect(manual).toHaveValue('AZ318');
    expect(manual).toHaveAccessibleDescription(/Numero di volo non valido \(esempio: AZ610\)/);

    await user.clear(manual);
    await user.type(manual, 'AZ319');
    expect(manual).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: /Passo 5: Risultato/ }));
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByTestId('practice-number')).toHaveTextContent('482913');
    expect(keys[1]).not.toBe(keys[0]);
  });
});
