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

/** `{{name}}`, spaces inside the braces tolerated. */
export const VARIABLE_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const isTemplateVariable = (name: string): name is TemplateVariable => (TEMPLATE_VARIABLES as readonly string[]).includes(name);

/** The unknown placeholders in a text, each once, as written: ['{{nomeCliente}}']. */
export function unknownVariables(text: string): string[] {
  const unknown = [...text.matchAll(VARIABLE_PATTERN)].filter((match) => !isTemplateVariable(match[1]!)).map((match) => `{{${match[1]}}}`);
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
  return text.replace(VARIABLE_PATTERN, (_placeholder, name: string) => (isTemplateVariable(name) ? valueOf(name) : ''));
}
