import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../src/communications/rendering/index.js';

describe("an operator's one-off message", () => {
  it('when it carries markup and variables, then both the subject and the body are filled in and escaped inside the branded layout', async () => {
    const message = { subject: 'Pratica {{practiceNumber}}: documenti', content: 'Gentile {{passengerName}},\nci manca <b>la carta</b>.\n\nGrazie' };

    const rendered = await renderMessage(message, { passengerName: '<script>alert(1)</script>', practiceNumber: '482913' });

    expect(rendered.subject).toBe('Pratica 482913: documenti');
    expect(rendered.html).toContain('Gentile &lt;script&gt;alert(1)&lt;/script&gt;,<br />ci manca &lt;b&gt;la carta&lt;/b&gt;.<br /><br />Grazie');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).not.toMatch(/rvoperatormessage/);
    expect(rendered.html).toContain('<title>Pratica 482913: documenti</title>');
    expect(rendered.html).toContain('RimborsoVolo');
    expect(rendered.text).toContain('Gentile <script>alert(1)</script>,\nci manca <b>la carta</b>.\n\nGrazie');
  });
});
