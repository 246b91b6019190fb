import { describe, expect, it } from 'vitest';
import { brokenRules, LEGAL_RULES, wrongClaims } from './legal-figures.js';

describe('the legal-figures check', () => {
  it.each(LEGAL_RULES.map((rule) => [rule.id, rule] as const))('when a sentence breaks %s, then the check catches it, and lets the correct sentence pass', (id, rule) => {
    for (const sentence of rule.catches) expect(brokenRules(sentence, [rule]).map((broken) => broken.id), sentence).toEqual([id]);
    for (const sentence of rule.passes) expect(brokenRules(sentence), sentence).toEqual([]);
  });

  it.each(LEGAL_RULES.filter((rule) => rule.unlessBefore || rule.whenBefore).map((rule) => [rule.id, rule] as const))(
    'when %s reads the sentences before, then the context in the same paragraph decides, and only there',
    (id, rule) => {
      expect(rule.catchesInText?.length).toBeGreaterThan(0);
      expect(rule.passesInText?.length).toBeGreaterThan(0);
      for (const text of rule.catchesInText ?? []) expect(wrongClaims(text, [rule]).map((claim) => claim.split(' ')[0]), text).toEqual([id]);
      for (const text of rule.passesInText ?? []) expect(wrongClaims(text), text).toEqual([]);
    },
  );

  it('when a text is checked, then each wrong sentence is reported once per rule with its reason', () => {
    const text = 'Hai diritto fino a 600 €. In Italia generalmente entro 2 anni.\nPer il bagaglio fino a 1.400 €.';
    expect(wrongClaims(text)).toEqual([
      expect.stringMatching(/^termine-italia-in-anni .*«In Italia generalmente entro 2 anni\.»$/),
      expect.stringMatching(/^due-anni-per-eu261 /),
      expect.stringMatching(/^limite-bagaglio .*«Per il bagaglio fino a 1\.400 €\.»$/),
    ]);
  });
});
