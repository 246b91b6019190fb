import type { Communication, TimelineEntry } from '../contracts/admin-claims.js';
import type { PersonalDataExport } from '../contracts/personal-data.js';
import { CLAIM_EVENT } from '../claims/contract.js';
import { COMMUNICATION_EVENT } from '../communications/contract.js';

/** What an operator's name, address or id reads as in an export that leaves them out. */
export const OPERATOR_OMITTED = '[operatore]';
/** The timeline's words for "someone", not anyone's name. */
const NOT_NAMES = new Set(['operatore', 'sistema', 'passeggero', 'rimborsovolo24']);
const NOTICES_TO_OPERATORS = new Set<string>([COMMUNICATION_EVENT.OperatorNotified, COMMUNICATION_EVENT.OperatorNotificationFailed]);

interface Sources {
  entries: (TimelineEntry & { data: unknown })[];
  communications: Communication[];
}

/**
 * The export with every operator's name, e-mail address and id replaced wherever it is written: as
 * an event's actor, in the assignment, as a message's author, as the recipient of the notices to
 * operators, and in the words of descriptions and data that quote them.
 */
export function withoutOperatorNames(exported: PersonalDataExport, sources: Sources): PersonalDataExport {
  const identities = operatorIdentities(exported, sources);
  if (identities.length === 0) return exported;
  // Longest first, so a full name goes before a shorter name it contains.
  const pattern = new RegExp(identities.sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'giu');
  return replaceStrings(exported, (text) => text.replace(pattern, OPERATOR_OMITTED)) as PersonalDataExport;
}

function operatorIdentities(exported: PersonalDataExport, { entries, communications }: Sources): string[] {
  const found: (string | null | undefined)[] = [exported.claim.assignedTo];
  for (const entry of entries) {
    if (entry.actor.kind === 'operator') found.push(entry.actor.name, entry.actor.id);
    const data = entry.data as { from?: unknown; to?: unknown; recipient?: unknown } | null;
    if (entry.type === CLAIM_EVENT.ClaimAssigned && data) found.push(String(data.from ?? ''), String(data.to ?? ''));
    if (NOTICES_TO_OPERATORS.has(entry.type) && data) found.push(String(data.recipient ?? ''));
  }
  for (const message of exported.messages) if (message.author === 'operator') found.push(message.authorName);
  for (const recorded of communications) if (recorded.actorKind === 'operator') found.push(recorded.actorName);
  const names = found.map((value) => value?.trim() ?? '').filter((value) => value.length >= 3 && !NOT_NAMES.has(value.toLowerCase()));
  return [...new Set(names)];
}

function replaceStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, replace));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceStrings(item, replace)]));
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
