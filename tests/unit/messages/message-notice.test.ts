import { describe, expect, it } from 'vitest';
import { evolve, initialClaimState, type Claim } from '../../../src/claims/claim.js';
import { composeMessageNotice, type MessageNoticeContext } from '../../../src/communications/compose-message-notice.js';
import { renderNotice } from '../../../src/communications/rendering/index.js';
import { claimSubmitted } from '../claims/claim-fixtures.js';

const claim = (assignedTo: string | null = null): Claim => {
  const state = evolve(initialClaimState, claimSubmitted, '2026-11-20T10:00:00.000Z');
  if (!state.exists) throw new Error('claim expected');
  return { ...state, assignedTo };
};

const context = (operators: Record<string, string> = {}): MessageNoticeContext => ({
  publicUrl: 'https://rimborsovolo24.it',
  operatorEmailOf: async (assignee) => operators[assignee],
  supportEmail: 'assistenza@rimborsovolo24.it',
});

describe('the e-mail a new message sends', () => {
  it('when an operator writes, then the passenger gets the words, escaped, and a link to their area', async () => {
    const composed = await composeMessageNotice({ messageId: 'm1', author: 'operator', text: 'Gentile Maria,\nci serve la <b>carta</b>.\n\nGrazie' }, claim(), context());
    const rendered = await renderNotice(composed!.notice);

    expect(composed).toMatchObject({ to: 'maria.rossi@example.it', audience: 'passenger' });
    expect(rendered.subject).toBe('Nuovo messaggio sulla tua pratica 482913');
    expect(rendered.html).toContain('Gentile Maria,<br />ci serve la &lt;b&gt;carta&lt;/b&gt;.<br /><br />Grazie');
    expect(rendered.html).not.toContain('<b>carta</b>');
    expect(rendered.html).toContain('href="https://rimborsovolo24.it/area-riservata"');
    expect(rendered.html).not.toMatch(/rvoperatormessage/);
    expect(rendered.text).toContain('> ci serve la <b>carta</b>.');
    expect(rendered.text).toContain('https://rimborsovolo24.it/area-riservata');
  });

  it('when the passenger writes on a claim assigned to a known operator, then that operator is told with the practice number and the claim’s page, never the words or the name', async () => {
    const composed = await composeMessageNotice({ messageId: 'm2', author: 'passenger', text: 'La mia valigia rossa' }, claim('Giulia Verdi'), context({ 'Giulia Verdi': 'giulia@rimborsovolo24.it' }));
    const rendered = await renderNotice(composed!.notice);

    expect(composed).toMatchObject({ to: 'giulia@rimborsovolo24.it', audience: 'operators' });
    expect(rendered.subject).toBe('Nuovo messaggio del passeggero sulla pratica 482913');
    expect(rendered.text).toContain('https://rimborsovolo24.it/admin/practice/42');
    for (const part of [rendered.subject, rendered.html, rendered.text]) {
      expect(part).not.toContain('valigia');
      expect(part).not.toContain('Maria Rossi');
      expect(part).not.toContain('maria.rossi@example.it');
    }
  });

  it('when the claim is assigned to nobody, or to a name no operator bears, then the support address is told', async () => {
    const unassigned = await composeMessageNotice({ messageId: 'm3', author: 'passenger', text: 'Ciao' }, claim(), context());
    const unknown = await composeMessageNotice({ messageId: 'm4', author: 'passenger', text: 'Ciao' }, claim('Qualcuno'), context());

    expect([unassigned!.to, unknown!.to]).toEqual(['assistenza@rimborsovolo24.it', 'assistenza@rimborsovolo24.it']);
  });

  it('when an operator keeps the message off e-mail, then none is composed; a passenger’s message is always announced', async () => {
    expect(await composeMessageNotice({ messageId: 'm5', author: 'operator', text: 'Solo nell’area', alsoByEmail: false }, claim(), context())).toBeUndefined();
    expect(await composeMessageNotice({ messageId: 'm6', author: 'operator', text: 'Anche per email', alsoByEmail: true }, claim(), context())).toMatchObject({ audience: 'passenger' });
  });

  it('when the link is not a web address, then the e-mail carries no link', async () => {
    const rendered = await renderNotice({ audience: 'operators', subject: 'Prova', paragraphs: ['Testo'], action: { label: 'Apri', href: 'javascript:alert(1)' } });

    expect(rendered.html).not.toContain('javascript:');
    expect(rendered.text).not.toContain('javascript:');
  });
});
