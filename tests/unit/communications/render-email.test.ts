import mjml2html from 'mjml';
import { describe, expect, it } from 'vitest';
import {
  emailMjml,
  formatEuro,
  formatItalianDate,
  renderEmail,
  renderEmailUncached,
  SAMPLE_VALUES,
  TEMPLATE_VARIABLES,
  unknownVariables,
} from '../../../src/communications/rendering/index.js';
import { SEED_TEMPLATES } from '../../../src/communications/templates/seed-texts.js';

const confirmation = {
  id: 'a4b1c2d3-0000-4000-8000-000000000001',
  version: 3,
  subject: 'Pratica {{practiceNumber}} ricevuta, {{passengerName}}',
  content: 'Ciao {{passengerName}},\nla tua pratica è la {{practiceNumber}}.\n\nCarica i documenti qui:\n{{uploadLink}}\n\nA presto,\nil team di {{companyName}}',
};
const values = { ...SAMPLE_VALUES };

describe('values in the e-mail', () => {
  it('when the passenger name is markup, then the HTML shows it escaped and the text part as written', async () => {
    const email = await renderEmail(confirmation, { ...values, passengerName: '<script>alert(1)</script>' });

    expect(email.html).not.toContain('<script>alert(1)</script>');
    expect(email.html).toContain('Ciao &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(email.text).toContain('Ciao <script>alert(1)</script>,');
    expect(email.subject).toBe('Pratica 482913 ricevuta, <script>alert(1)</script>');
  });

  it("when the operator's text holds markup, then it is shown as text, not obeyed", async () => {
    const email = await renderEmailUncached({ subject: 'Avviso', content: 'Premi <b>qui</b> & "subito"' }, values);

    expect(email.html).toContain('Premi &lt;b&gt;qui&lt;/b&gt; &amp; &quot;subito&quot;');
    expect(email.text).toContain('Premi <b>qui</b> & "subito"');
  });

  it('when the content has paragraphs and single line breaks, then both are kept', async () => {
    const email = await renderEmailUncached({ subject: 'x', content: 'Riga uno\nRiga due\n\nSecondo paragrafo' }, values);

    expect(email.html).toContain('Riga uno<br />Riga due');
    expect(email.text).toContain('Riga uno\nRiga due\n\nSecondo paragrafo');
  });

  it('when a value is missing, then it renders as nothing and a paragraph that is only that value disappears', async () => {
    const email = await renderEmailUncached({ subject: 'Stato: {{statusLabel}}', content: 'Stato: {{statusLabel}}\n\n{{passengerNote}}\n\nSaluti' }, { ...values, passengerNote: null });

    expect(email.text).toContain('Stato: In Revisione\n\nSaluti');
    expect(email.html).not.toContain('rv:if');
  });
});

describe('variables', () => {
  it('when a preview has an unknown variable, then it is left out of the e-mail but named as unknown', async () => {
    const content = 'Gentile {{nomeCliente}}, la pratica {{practiceNumber}} è in lavorazione.';
    const email = await renderEmailUncached({ subject: 'Per {{nomeCliente}}', content }, values);

    expect(email.html).not.toContain('nomeCliente');
    expect(email.text).toContain('Gentile , la pratica 482913');
    expect(email.subject).toBe('Per');
    expect(unknownVariables(content)).toEqual(['{{nomeCliente}}']);
  });

  it('when the variables are listed, then the six of the spec, the three of the system e-mails and the passenger’s own fee and net are there', () => {
    expect(TEMPLATE_VARIABLES).toEqual(['passengerName', 'practiceNumber', 'flightNumber', 'compensationAmount', 'feeAmount', 'netAmount', 'companyName', 'currentDate', 'statusLabel', 'passengerNote', 'uploadLink']);
  });
});

describe('the upload link', () => {
  it('when {{uploadLink}} stands on a line of its own, then it becomes the “Carica i documenti” button', async () => {
    const email = await renderEmail(confirmation, values);

    expect(email.html).toMatch(/<a[^>]+href="https:\/\/rimborsovolo24\.it\/carica-documenti\/482913\?t=esempio"[^>]*>\s*Carica i documenti\s*<\/a>/);
    expect(email.text).toContain('Carica i documenti: https://rimborsovolo24.it/carica-documenti/482913?t=esempio');
  });

  it('when the link is missing or not a web address, then there is no button and no link', async () => {
    for (const uploadLink of [null, 'javascript:alert(1)']) {
      const email = await renderEmail(confirmation, { ...values, uploadLink });

      expect(email.html).not.toContain('Carica i documenti</a>');
      expect(email.html).not.toContain('javascript:');
      expect(email.text).not.toContain('Carica i documenti:');
    }
  });
});

describe('compiling once per template version', () => {
  it('when rendered from the cache, then the output equals the uncached one', async () => {
    const template = { ...confirmation, id: 'b4b1c2d3-0000-4000-8000-000000000002' };
    await renderEmail(template, values);

    expect(await renderEmail(template, values)).toEqual(await renderEmailUncached(template, values));
  });

  it('when the same template version is rendered again, then it comes from the cache, not from a second compile', async () => {
    const template = { ...confirmation, id: 'b4b1c2d3-0000-4000-8000-000000000003', version: 3 };
    await renderEmail(template, values);
    // A version never changes its text, so different text under the same version can only show if it was compiled again.
    const again = await renderEmail({ ...template, content: 'Testo diverso' }, values);

    expect(again.text).not.toContain('Testo diverso');
  });

  it('when the template gets a new version, then the new text is compiled', async () => {
    const first = await renderEmail({ ...confirmation, version: 7 }, values);
    const second = await renderEmail({ ...confirmation, version: 8, content: 'Testo nuovo' }, values);

    expect(first.text).not.toContain('Testo nuovo');
    expect(second.text).toContain('Testo nuovo');
  });
});

describe('the branded layout', () => {
  it.each(Object.entries(SEED_TEMPLATES))('when template %s is compiled strictly, then MJML reports nothing', async (_id, template) => {
    const { errors } = await mjml2html(emailMjml(template), { validationLevel: 'strict' });

    expect(errors).toEqual([]);
  });

  it('when rendered, then it shows the wordmark with its orange 24 and the legal footer in both parts', async () => {
    const email = await renderEmail(confirmation, values);

    expect(email.html).toMatch(/RimborsoVolo<span[^>]*background-color:#f97316;color:#ffffff;[^>]*>24<\/span>/);
    for (const line of ['RimborsoVolo24 · rimborsovolo24.it', 'Compenso: 25 % + IVA (30,5 % IVA inclusa) solo in caso di successo', 'pratica di rimborso aperta con noi', 'GDPR']) {
      expect(email.html).toContain(line);
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain('<html lang="it"');
  });
});

describe('formats', () => {
  it('when amounts are formatted, then they read as Italian euros, always with cents and a non-breaking space before €', () => {
    expect([formatEuro(600), formatEuro(1250), formatEuro(250.5), formatEuro(91.5)]).toEqual(['600,00\u00a0€', '1.250,00\u00a0€', '250,50\u00a0€', '91,50\u00a0€']);
  });

  it('when a date is formatted, then it is the Italian long form of the day in Italy', () => {
    expect(formatItalianDate(new Date('2026-11-22T10:00:00Z'))).toBe('22 novembre 2026');
    expect(formatItalianDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 gennaio 2027');
  });

  it('when the preview values are read, then compensation is 600, the date is today and the company is named', () => {
    expect(SAMPLE_VALUES).toMatchObject({ compensationAmount: '600,00\u00a0€', companyName: 'RimborsoVolo24', currentDate: formatItalianDate(new Date()) });
  });
});
