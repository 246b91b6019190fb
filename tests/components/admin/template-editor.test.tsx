import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_TEMPLATE, TemplateEditor } from '@/features/admin-templates/template-editor';
import { cutContent, insertVariable } from '@/features/admin-templates/template-labels';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

afterEach(() => vi.restoreAllMocks());

/** The server's preview: the sample values the spec gives, substituted into the content. */
function previewServer() {
  const bodies: { subject: string; content: string }[] = [];
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/admin/email-templates/preview') {
      const body = JSON.parse(String(init!.body)) as { subject: string; content: string };
      bodies.push(body);
      const fill = (text: string) => text.replace('{{passengerName}}', 'Mario Rossi').replace('{{compensationAmount}}', '600 €').replace('{{practiceNumber}}', '482913');
      return json({ subject: fill(body.subject), html: `<p>${fill(body.content)}</p>`, text: fill(body.content), unknownVariables: [...body.content.matchAll(/\{\{(nome\w*)\}\}/g)].map((match) => match[0]) });
    }
    if (url.pathname === '/api/admin/email-templates' && init?.method === 'POST') return json({ id: 'b3c1', version: 1, ...JSON.parse(String(init.body)), usageCount: 0 }, 201);
    return undefined;
  });
  return { fetch, bodies };
}

describe('the template editor', () => {
  it('when a variable is chosen, then it goes where the caret is, replacing the selection', () => {
    expect(insertVariable('Gentile , grazie', 8, 8, 'passengerName')).toEqual({ text: 'Gentile {{passengerName}}, grazie', caret: 25 });
    expect(insertVariable('Pratica XXX', 8, 11, 'practiceNumber')).toEqual({ text: 'Pratica {{practiceNumber}}', caret: 26 });
  });

  it('when a variable is inserted, then the caret is after it at once and what the operator types next goes on from there', async () => {
    previewServer();
    renderWithClient(<TemplateEditor editing={{ draft: NEW_TEMPLATE }} onDone={() => {}} />);
    const content = screen.getByLabelText<HTMLTextAreaElement>('Contenuto');
    fireEvent.change(content, { target: { value: 'Gentile , grazie' } });
    content.focus();
    content.setSelectionRange(8, 8);

    fireEvent.click(screen.getByRole('button', { name: '{{passengerName}}' }));

    expect(content.value).toBe('Gentile {{passengerName}}, grazie');
    expect(document.activeElement).toBe(content);
    expect(content.selectionStart).toBe(25);
    await userEvent.click(screen.getByLabelText('Nome'));
    await userEvent.keyboard('Promemoria');
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Promemoria');
    expect(content.value).toBe('Gentile {{passengerName}}, grazie');
  });

  it('when a card shows its content, then it is cut at 150 characters', () => {
    expect(cutContent('a'.repeat(150))).toBe('a'.repeat(150));
    expect(cutContent('b'.repeat(151))).toBe(`${'b'.repeat(150)}…`);
  });

  it('when the operator types, then the live preview shows the server’s rendering with the sample values and names unknown variables', async () => {
    const { bodies } = previewServer();
    renderWithClient(<TemplateEditor editing={{ draft: NEW_TEMPLATE }} onDone={() => {}} />);

    await userEvent.type(screen.getByLabelText('Oggetto'), 'Pratica ');
    await userEvent.click(screen.getByRole('button', { name: '{{practiceNumber}}' }));
    fireEvent.change(screen.getByLabelText('Contenuto'), { target: { value: 'Gentile {{passengerName}}, ti spettano {{compensationAmount}}. {{nomeCliente}}' } });

    const frame = await screen.findByTitle('Anteprima del messaggio', {}, { timeout: 3_000 });
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toBe('<p>Gentile Mario Rossi, ti spettano 600 €. {{nomeCliente}}</p>'));
    expect(screen.getByText('Pratica 482913')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Variabili sconosciute: {{nomeCliente}}');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(bodies.at(-1)!.subject).toBe('Pratica {{practiceNumber}}');
  });

  it('when a duplicate is saved, then a new template is created with the copy’s name and the same content', async () => {
    const { fetch } = previewServer();
    const onDone = vi.fn();
    const copy = { name: 'Promemoria documenti (copia)', subject: 'Documenti mancanti', content: 'Ciao {{passengerName}}', templateType: 'document_reminder' as const, isActive: true };
    renderWithClient(<TemplateEditor editing={{ draft: copy }} onDone={onDone} />);

    await userEvent.click(screen.getByRole('button', { name: 'Salva il modello' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const create = fetch.mock.calls.find(([url, init]) => String(url) === '/api/admin/email-templates' && init?.method === 'POST')!;
    expect(JSON.parse(String(create[1]!.body))).toEqual(copy);
    expect(await screen.findByText('Template email aggiornato con successo')).toBeDefined();
  });

  it('when required fields are empty, then nothing is sent and each says what is missing', async () => {
    const { fetch } = previewServer();
    renderWithClient(<TemplateEditor editing={{ draft: NEW_TEMPLATE }} onDone={() => {}} />);

    await userEvent.click(screen.getByRole('button', { name: 'Salva il modello' }));

    expect(screen.getByText('Il nome del template è obbligatorio')).toBeDefined();
    expect(screen.getByText("L'oggetto è obbligatorio")).toBeDefined();
    expect(screen.getByText('Il contenuto è obbligatorio')).toBeDefined();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/admin/email-templates')).toBe(false);
  });
});
