import type { EmailTemplateEvent, TemplateFields } from './template-events.js';

export interface EmailTemplate extends TemplateFields {
  createdAt: string;
  updatedAt: string;
}

/** A deleted template keeps its stream (its history) but takes no more commands. */
export type TemplateState = { exists: false } | ({ exists: true; deleted: boolean } & EmailTemplate);

export const initialTemplateState: TemplateState = { exists: false };

export function evolve(state: TemplateState, event: EmailTemplateEvent, at: string): TemplateState {
  if (event.type === 'EmailTemplateCreated') return { exists: true, deleted: false, ...event.data, createdAt: at, updatedAt: at };
  if (!state.exists) return state;
  const touched = { ...state, updatedAt: at };
  switch (event.type) {
    case 'EmailTemplateUpdated': {
      const changed = Object.fromEntries(Object.entries(event.data.changes).map(([field, change]) => [field, change.to]));
      return { ...touched, ...changed };
    }
    case 'EmailTemplateActivated':
      return { ...touched, isActive: true };
    case 'EmailTemplateDeactivated':
      return { ...touched, isActive: false };
    case 'EmailTemplateDeleted':
      return { ...touched, deleted: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
