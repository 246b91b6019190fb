export { TEMPLATE_TYPE_LABELS } from '@contracts/email-templates';

/** The spec's six variables, offered for insertion. */
export const INSERTABLE_VARIABLES = ['passengerName', 'practiceNumber', 'flightNumber', 'compensationAmount', 'companyName', 'currentDate'] as const;

export const PREVIEW_CUT = 150;

/** A card's content preview: the first 150 characters. */
export const cutContent = (content: string) => (content.length > PREVIEW_CUT ? `${content.slice(0, PREVIEW_CUT)}…` : content);

/** Puts `{{name}}` where the caret is (replacing a selection); returns the new text and where the caret goes. */
export function insertVariable(text: string, selectionStart: number, selectionEnd: number, name: string): { text: string; caret: number } {
  const token = `{{${name}}}`;
  return { text: text.slice(0, selectionStart) + token + text.slice(selectionEnd), caret: selectionStart + token.length };
}
