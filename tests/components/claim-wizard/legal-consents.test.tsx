import { LEGAL_ACCEPTANCE_MESSAGE, PRIVACY_NOTICE_VERSION, PRIVACY_REQUIRED_MESSAGE, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '@contracts/legal-texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, privacyBox, problem, renderWizard, seedProgress, stepHeading, termsBox } from './wizard-harness';

afterEach(() => vi.restoreAllMocks());

const created = () => new Response(JSON.stringify({ id: 17, practiceNumber: '482913', status: 'pending', uploadToken: 'tok.en' }), { status: 201 });
const send = () => screen.getByRole('button', { name: 'Invia richiesta' });

describe('claim wizard: the terms and the privacy notice on the last step', () => {
  it('when neither box is ticked, then nothing is sent, both boxes say why in Italian and the focus goes to the first', async () => {
    const submit = vi.fn(() => created());
    mockApi({ submit });
    seedProgress({});
    const user = userEvent.setup();
    renderWizard();

    expect(termsBox()).not.toBeChecked();
    expect(termsBox()).toHaveAttribute('aria-required', 'true');
    expect(privacyBox()).toHaveAttribute('aria-required', 'true');
    await user.click(send());

    expect(submit).not.toHaveBeenCalled();
    expect(stepHeading()).toHaveTextContent('Risultato');
    expect(termsBox()).toHaveAccessibleDescription(TERMS_REQUIRED_MESSAGE);
    expect(privacyBox()).toHaveAccessibleDescription(PRIVACY_REQUIRED_MESSAGE);
    expect(termsBox()).toHaveAttribute('aria-invalid', 'true');
    expect(termsBox()).toHaveFocus();
    expect(await screen.findByText(LEGAL_ACCEPTANCE_MESSAGE)).toBeInTheDocument();
  });

  it('when only the terms are accepted, then the send is refused until the notice is acknowledged, by keyboard too, and the body names both versions', async () => {
    const submit = vi.fn((_init: RequestInit | undefined) => created());
    mockApi({ submit: ({ init }) => submit(init) });
    seedProgress({});
    const user = userEvent.setup();
    renderWizard();

    await user.click(termsBox());
    await user.click(send());
    expect(submit).not.toHaveBeenCalled();
    expect(termsBox()).not.toHaveAttribute('aria-invalid', 'true');
    expect(privacyBox()).toHaveAccessibleDescription(PRIVACY_REQUIRED_MESSAGE);
    expect(privacyBox()).toHaveFocus();

    await user.keyboard(' ');
    expect(privacyBox()).toBeChecked();
    expect(screen.queryByText(PRIVACY_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    await user.click(send());

    expect(await screen.findByTestId('practice-number')).toHaveTextContent('482913');
    expect(JSON.parse(submit.mock.calls[0]![0]?.body as string)).toMatchObject({ acceptedTerms: TERMS_VERSION, acknowledgedPrivacy: PRIVACY_NOTICE_VERSION });
  });

  it('when the boxes are shown, then their links open the terms and the notice in a new tab, and the notice is read, not consented to', () => {
    mockApi();
    seedProgress({});
    renderWizard();

    const group = screen.getByRole('group', { name: 'Prima di inviare' });
    expect(within(group).getByRole('link', { name: /Termini del servizio/ })).toHaveAttribute('href', '/termini');
    expect(within(group).getByRole('link', { name: /Informativa privacy/ })).toHaveAttribute('href', '/privacy');
    expect(within(group).getByRole('link', { name: /Informativa privacy/ })).toHaveAttribute('target', '_blank');
    expect(group).toHaveTextContent('non è un consenso');
    expect(termsBox()).toHaveAccessibleName(/25 % \+ IVA \(30,5 % IVA inclusa\) dovuto solo se otteniamo il risarcimento/);
  });

  it('when the server refuses a stale version, then its message shows under the box and the wizard stays on the last step', async () => {
    mockApi({
      submit: () =>
        problem(400, { title: 'Dati non validi', detail: `acknowledgedPrivacy: ${LEGAL_ACCEPTANCE_MESSAGE}`, errors: [{ field: 'acknowledgedPrivacy', message: LEGAL_ACCEPTANCE_MESSAGE }] }),
    });
    seedProgress({});
    const user = userEvent.setup();
    renderWizard();

    await user.click(termsBox());
    await user.click(privacyBox());
    await user.click(send());

    expect(await screen.findByText('Non siamo riusciti a inviare la richiesta')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Risultato');
    expect(privacyBox()).toHaveAccessibleDescription(LEGAL_ACCEPTANCE_MESSAGE);
  });
});
