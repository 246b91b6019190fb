/** The placeholders an operator may write in a template's subject and content, as {{name}}. */
export const TEMPLATE_VARIABLES = [
  'passengerName',
  'practiceNumber',
  'flightNumber',
  'compensationAmount',
  'feeAmount',
  'netAmount',
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

const [OPEN, CLOSE] = [0x7b, 0x7d];

/**
 * Every `{{name}}` of a text: what the pattern /\{\{\s*([^{}]*?)\s*\}\}/g found, in one pass. That
 * pattern backtracked cubically on `{{` and many spaces (20,000 spaces: hours). A placeholder is a run
 * of characters without braces with `{{` right before it and `}}` right after, so each run between two
 * braces is looked at once (two placeholders can never share a brace).
 */
function* placeholders(text: string): Generator<Placeholder> {
  let runStart = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code !== OPEN && code !== CLOSE) continue;
    const opened = text.charCodeAt(runStart - 1) === OPEN && text.charCodeAt(runStart - 2) === OPEN;
    if (opened && code === CLOSE && text.charCodeAt(index + 1) === CLOSE) {
      yield { start: runStart - 2, end: index + 2, name: text.slice(runStart, index).trim() };
    }
    runStart = index + 1;
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
