/** The placeholders an operator may write in a template's subject and content, as {{name}}. */
export const TEMPLATE_VARIABLES = [
  'passengerName',
  'practiceNumber',
  'flightNumber',
  'compensationAmount',
  'companyName',
  'currentDate',
  'statusLabel',
  'passengerNote',
  'uploadLink',
] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** Values already formatted for reading (formatEuro, formatItalianDate); a missing one renders as nothing. */
export type TemplateValues = Partial<Record<TemplateVariable, string | null>>;

export const isTemplateVariable = (name: string): name is TemplateVariable => (TEMPLATE_VARIABLES as readonly string[]).includes(name);

interface Placeholder {
  start: number;
  end: number;
  /** What is between the braces, spaces around it left out. */
  name: string;
}

const BRACE = /[{}]/g;

/**
 * Every `{{name}}` of a text, spaces inside the braces tolerated and no brace inside: what the pattern
 * /\{\{\s*([^{}]*?)\s*\}\}/g found, in one pass. That pattern backtracked cubically on `{{` and many
 * spaces (20,000 spaces: hours); here each character is read at most twice, whatever the text.
 */
function* placeholders(text: string): Generator<Placeholder> {
  let from = text.indexOf('{{');
  while (from !== -1) {
    BRACE.lastIndex = from + 2;
    const brace = BRACE.exec(text)?.index ?? -1;
    if (brace === -1) return;
    if (text[brace] === '}' && text[brace + 1] === '}') {
      yield { start: from, end: brace + 2, name: text.slice(from + 2, brace).trim() };
      from = text.indexOf('{{', brace + 2);
    } else {
      // No brace lies between the `{{` and this one: the next `{{` can start no earlier than just before it ({{{a}}).
      from = text.indexOf('{{', brace - 1);
    }
  }
}

/** The unknown placeholders in a text, each once, as written: ['{{nomeCliente}}']. */
export function unknownVariables(text: string): string[] {
  const unknown = [...placeholders(text)].filter(({ name }) => !isTemplateVariable(name)).map(({ name }) => `{{${name}}}`);
  return [...new Set(unknown)];
}

export function unknownVariablesMessage(unknown: readonly string[]): string {
  return unknown.length === 1 ? `Variabile sconosciuta: ${unknown[0]}` : `Variabili sconosciute: ${unknown.join(', ')}`;
}

/**
 * Replaces every placeholder with `valueOf(name)`; unknown ones become nothing. `valueOf` says how a
 * value is written where it lands (escaped for HTML, as is for plain text).
 */
export function substitute(text: string, valueOf: (name: TemplateVariable) => string): string {
  let result = '';
  let copied = 0;
  for (const { start, end, name } of placeholders(text)) {
    result += text.slice(copied, start) + (isTemplateVariable(name) ? valueOf(name) : '');
    copied = end;
  }
  return copied === 0 ? text : result + text.slice(copied);
}
