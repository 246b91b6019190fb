/**
 * What is personal in events is declared by the modules that own them (each module's contract.ts),
 * assembled in src/modules.ts and handed to the event stores' codec: the store knows no business event.
 */

/** What every personal field reads once its subject's key is erased (crypto-shredding). */
export const ERASED_PERSONAL_DATA = 'dati cancellati';

/**
 * The personal fields of one event type: top-level field names, or a function of the event's data
 * answering paths (dot-separated, `changes.email.from`) for fields that are personal only sometimes.
 * A field whose value is null or absent is left as it is: there is nothing personal in it.
 */
export type PersonalFields<Data> = readonly (keyof Data & string)[] | ((data: Data) => readonly string[]);

export interface PersonalDataDeclaration {
  /** The data subject a stream's events are about (its key's id), or undefined: the stream concerns no passenger. */
  subjectOf(stream: string): string | undefined;
  /** By event type; a type not named has no personal field. */
  fieldsOf(type: string, data: unknown): readonly string[];
}

type AnyEvent = { type: string; data: unknown };

/** One module's declaration: every one of its event types decided (an empty list says "nothing personal"). */
export interface ModulePersonalData<Event extends AnyEvent> {
  /** Only the module that names the streams answers this; modules whose events live on another's streams leave it out. */
  subjectOf?: (stream: string) => string | undefined;
  fields: { [Type in Event['type']]: PersonalFields<Extract<Event, { type: Type }>['data']> };
}

export function declarePersonalData<Event extends AnyEvent>(declaration: ModulePersonalData<Event>): ModulePersonalData<Event> {
  return declaration;
}

/** The modules' declarations as one: an event type declared twice is a wiring mistake. */
export function combinePersonalData(declarations: readonly { subjectOf?: (stream: string) => string | undefined; fields: object }[]): PersonalDataDeclaration {
  const byType = new Map<string, PersonalFields<never>>();
  for (const declaration of declarations) {
    for (const [type, fields] of Object.entries(declaration.fields as Record<string, PersonalFields<never>>)) {
      if (byType.has(type)) throw new Error(`personal data of ${type} declared twice`);
      byType.set(type, fields);
    }
  }
  const subjects = declarations.flatMap((declaration) => (declaration.subjectOf ? [declaration.subjectOf] : []));
  return {
    subjectOf(stream) {
      for (const subjectOf of subjects) {
        const subject = subjectOf(stream);
        if (subject !== undefined) return subject;
      }
      return undefined;
    },
    fieldsOf(type, data) {
      const fields = byType.get(type);
      if (!fields) return [];
      return typeof fields === 'function' ? (fields as (data: unknown) => readonly string[])(data) : fields;
    },
  };
}
