import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailMjml } from '../../../src/communications/rendering/layout.js';
import { substitute, TEMPLATE_VARIABLES, unknownVariables } from '../../../src/communications/rendering/variables.js';

/** The longest content a template or a preview may have (templates/api.ts). */
const MAX_CONTENT = 20_000;
const BOUND_MS = 10;

/** The pattern the placeholders were found with until it was found to backtrack cubically: the reference for their meaning. */
const OLD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;
const isVariable = (name: string) => (TEMPLATE_VARIABLES as readonly string[]).includes(name);
const oldSubstitute = (text: string) => text.replace(OLD_PATTERN, (_placeholder, name: string) => (isVariable(name) ? `<${name}>` : ''));
const oldUnknown = (text: string) => [...new Set([...text.matchAll(OLD_PATTERN)].filter((match) => !isVariable(match[1]!)).map((match) => `{{${match[1]}}}`))];

/** Everything the server does with an operator's text before MJML: what a preview, a send and the digest all run. */
const render = (text: string) => {
  unknownVariables(`${text}\n${text}`);
  substitute(text, (name) => `«${name}»`);
  emailMjml({ subject: text.slice(0, 300), content: text });
};

/**
 * The fastest of three renders of one input: a scheduler pause on a busy machine can stretch one run,
 * while a super-linear parser is slow every time.
 */
const renderMs = (text: string) => {
  let fastest = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    render(text);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
};

const warmUp = () => {
  for (let run = 0; run < 200; run += 1) render(`Ciao {{ passengerName }}, {{${' '.repeat(run)}x {{practiceNumber}} }} ${'{'.repeat(run % 7)}`);
};

const templateText = (unit: fc.Arbitrary<string>, length: number) => fc.string({ unit, minLength: length, maxLength: length });
const bracesSpacesLetters = fc.constantFrom('{', '}', ' ', 'a', 'Z', 'x', 'n');

describe('template placeholders', () => {
  it('when any short text is filled in or checked, then the placeholders found are exactly those the former pattern found', () => {
    const unit = fc.constantFrom('{', '}', ' ', '\n', '\t', '\u00a0', 'a', 'practiceNumber', 'passengerName');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        expect(substitute(text, (name) => `<${name}>`)).toBe(oldSubstitute(text));
        expect(unknownVariables(text)).toEqual(oldUnknown(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it(`when an operator sends 20,000 characters of braces, spaces and letters, then each render takes under ${BOUND_MS} ms`, () => {
    warmUp();
    fc.assert(
      fc.property(templateText(bracesSpacesLetters, MAX_CONTENT), (text) => {
        expect(renderMs(text)).toBeLessThan(BOUND_MS);
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['2,000 spaces after «{{» (5 s with the former pattern)', `{{${' '.repeat(2_000)}`],
    ['20,000 spaces after «{{» (hours with the former pattern)', `{{${' '.repeat(MAX_CONTENT - 2)}`],
    ['«{{» and a space repeated to 20,000 characters', '{{ '.repeat(MAX_CONTENT / 3)],
    ['20,000 characters of «{{ a» never closed', `${'{{ a'.repeat(MAX_CONTENT / 4 - 1)}}}`],
    ['braces nested 10,000 deep', `${'{'.repeat(MAX_CONTENT / 2)}${'}'.repeat(MAX_CONTENT / 2)}`],
  ])(`when a template holds %s, then it renders in under ${BOUND_MS} ms`, (_case, text) => {
    warmUp();
    expect(renderMs(text)).toBeLessThan(BOUND_MS);
  });

  it('when spaces surround a known name inside the braces, then it is filled in; an unknown one is dropped and named', () => {
    const text = 'Pratica {{  practiceNumber \n}} per {{nomeCliente}}, {{{passengerName}}}';
    expect(substitute(text, (name) => `<${name}>`)).toBe('Pratica <practiceNumber> per , {<passengerName>}');
    expect(unknownVariables(text)).toEqual(['{{nomeCliente}}']);
  });
});
