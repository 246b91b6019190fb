/**
 * The event catalog: each module declares each of its events once, in one typed entry (what is
 * personal in it, how operators and passengers read it, what it tells and sends the passenger), and
 * the composition root combines the modules' declarations. Whoever words, shows, mails or encrypts
 * events reads the catalog, so no module needs to know another's events.
 */
import type { TemplateType } from '../../contracts/email-templates.js';
import type { z } from 'zod';
import { combinePersonalData, type PersonalDataDeclaration, type PersonalFields } from '../personal-data/declaration.js';

type AnyEvent = { type: string; data: unknown };
type DataOf<Event extends AnyEvent, Type> = Extract<Event, { type: Type }>['data'];

/** A line of the passenger's story of their claim, in plain Italian. */
export interface PassengerLine {
  by: 'passenger' | 'operator' | 'system';
  title: string;
  detail?: string | null;
}

/** What a passenger's line may look at besides its event's data: the claim's address and the claim's earlier events. */
export interface PassengerLineContext {
  claimEmail: string;
  /** The latest event before this one that passes `test`. */
  findEarlier(test: (event: AnyEvent) => boolean): AnyEvent | undefined;
}

export interface EventEntry<Data> {
  /** The shape of its data, as the product writes it and older code wrote it (keys it no longer names are let through). */
  schema: z.ZodType<Data>;
  /** Its personal fields, which the event stores encrypt: an empty list says there is nothing personal. */
  personal: PersonalFields<Data>;
  /** The operators' line, in a claim's timeline and the event browser; null: the browser names the event's type. */
  describe: ((data: Data) => string) | null;
  /**
   * Present when passengers see this kind of event: its line in their story, or null for one they are not
   * shown (a notice to our team, the mandate's PDF that has its own line).
   */
  passenger?: (data: Data, context: PassengerLineContext) => PassengerLine | null;
  /** Its sentence in the weekly digest of what the passenger saw happen; absent: the digest leaves it out. */
  digest?: (data: Data) => string;
  /** Whether it is news for the no-silence promise; by default what the passenger sees is news. */
  news?: boolean;
  /** Whether it says the airline agreed to pay (its acceptance, its payment): only then may the passenger read «Approvata». */
  airlineAgreed?: (data: Data) => boolean;
  /**
   * The e-mail it triggers; an essential one goes whatever the passenger's preference says. `template`:
   * the type of the active template it sends (an operator edits its words in «Modelli email»); without
   * one, communications composes it (the confirmation, the notices about money and links).
   */
  email?: { essential: boolean | ((data: Data) => boolean); template?: TemplateType };
}

/** One module's events: every one of its event types has an entry, or the module does not compile. */
export interface ModuleEvents<Event extends AnyEvent> {
  /** Only the module that names the streams answers this; modules whose events live on another's streams leave it out. */
  subjectOf?: (stream: string) => string | undefined;
  entries: { [Type in Event['type']]: EventEntry<DataOf<Event, Type>> };
}

export function defineEvents<Event extends AnyEvent>(events: ModuleEvents<Event>): ModuleEvents<Event> {
  return events;
}

/** A module's event types by name, each its own literal type: other modules write `CLAIM_EVENT.ClaimSubmitted` and it still narrows a union. */
export type EventNames<Event extends AnyEvent> = { readonly [Type in Event['type']]: Type };

/** The names of a module's events, from its catalog, for its contract.ts to give to other modules. */
export function eventNames<Event extends AnyEvent>(events: ModuleEvents<Event>): EventNames<Event> {
  return Object.freeze(Object.fromEntries(Object.keys(events.entries).map((type) => [type, type]))) as EventNames<Event>;
}

export interface EventCatalog {
  readonly personalData: PersonalDataDeclaration;
  /** The operators' line for an event, or undefined when its entry has none or no module declares it. */
  describe(event: AnyEvent): string | undefined;
  /** The types passengers see, in declaration order. */
  readonly passengerVisibleTypes: readonly string[];
  isPassengerVisible(type: string): boolean;
  /** The passenger's line for an event they see, or null. */
  passengerLine(event: AnyEvent, context: PassengerLineContext): PassengerLine | null;
  /** The weekly digest's sentence for an event the passenger sees, if it has one. */
  digestLine(event: AnyEvent): string | undefined;
  /** The types that restart the no-silence clock. */
  readonly newsTypes: readonly string[];
  isNews(type: string): boolean;
  /** The types that may say the airline agreed to pay, and whether this one does. */
  readonly airlineAgreementTypes: readonly string[];
  airlineAgreed(event: AnyEvent): boolean;
  /** The types that trigger an e-mail. */
  readonly emailTriggerTypes: readonly string[];
  /** Whether an e-mail goes whatever the passenger chose; a trigger the catalog does not know counts as essential. */
  isEssentialEmail(event: AnyEvent): boolean;
  /** The template type an event's e-mail sends, when its entry names one. */
  emailTemplateOf(type: string): TemplateType | undefined;
  /**
   * The event's data as its entry's schema reads it. An event no module declares, or whose data does not fit,
   * throws an error naming the type and the paths that do not fit, never a value: values may be personal.
   */
  parse(event: AnyEvent): unknown;
}

type LooseEntry = EventEntry<unknown>;

/** The modules' declarations as one catalog: an event type declared twice is a wiring mistake. */
export function combineEvents(modules: readonly ModuleEvents<never>[]): EventCatalog {
  const entries = new Map<string, LooseEntry>();
  for (const module of modules) {
    for (const [type, entry] of Object.entries(module.entries as Record<string, LooseEntry>)) {
      if (entries.has(type)) throw new Error(`event ${type} declared twice`);
      entries.set(type, entry);
    }
  }
  const personalData = combinePersonalData(
    modules.map((module) => ({
      subjectOf: module.subjectOf,
      fields: Object.fromEntries(Object.entries(module.entries as Record<string, LooseEntry>).map(([type, entry]) => [type, entry.personal])),
    })),
  );
  const typesWhere = (test: (entry: LooseEntry) => boolean) => [...entries].filter(([, entry]) => test(entry)).map(([type]) => type);
  const passengerVisibleTypes = typesWhere((entry) => entry.passenger !== undefined);
  const newsTypes = typesWhere((entry) => entry.news ?? entry.passenger !== undefined);
  const emailTriggerTypes = typesWhere((entry) => entry.email !== undefined);
  const visible = new Set(passengerVisibleTypes);
  const news = new Set(newsTypes);
  return {
    personalData,
    describe: (event) => entries.get(event.type)?.describe?.(event.data),
    passengerVisibleTypes,
    isPassengerVisible: (type) => visible.has(type),
    passengerLine: (event, context) => entries.get(event.type)?.passenger?.(event.data, context) ?? null,
    digestLine: (event) => (visible.has(event.type) ? entries.get(event.type)?.digest?.(event.data) : undefined),
    newsTypes,
    isNews: (type) => news.has(type),
    airlineAgreementTypes: typesWhere((entry) => entry.airlineAgreed !== undefined),
    airlineAgreed: (event) => entries.get(event.type)?.airlineAgreed?.(event.data) ?? false,
    emailTriggerTypes,
    isEssentialEmail(event) {
      const essential = entries.get(event.type)?.email?.essential;
      if (essential === undefined) return true;
      return typeof essential === 'function' ? essential(event.data) : essential;
    },
    emailTemplateOf: (type) => entries.get(type)?.email?.template,
    parse(event) {
      const entry = entries.get(event.type);
      if (!entry) throw new Error(`event ${event.type}: no module declares it`);
      const result = entry.schema.safeParse(event.data);
      if (result.success) return result.data;
      const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'} ${issue.code}${'expected' in issue ? ` (expected ${String(issue.expected)})` : ''}`);
      throw new Error(`event ${event.type}: its data does not match its schema at ${problems.join('; ')}`);
    },
  };
}
