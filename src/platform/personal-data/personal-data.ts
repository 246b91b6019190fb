import type { Queryable } from '../db/pool.js';
import type { PersonalDataDeclaration } from './declaration.js';
import { PersonalDataCodec } from './event-codec.js';
import type { MasterKey } from './master-key.js';
import { SubjectKeys } from './subject-keys.js';

/** What the composition root hands the platform: the modules' declarations as one, and the master key. */
export interface PersonalDataWiring {
  declaration: PersonalDataDeclaration;
  masterKey: MasterKey;
}

/** The subjects' keys and the codec both event stores encode with, on the database that holds `subject_keys`. */
export function createPersonalData(db: Queryable, { declaration, masterKey }: PersonalDataWiring): { subjectKeys: SubjectKeys; codec: PersonalDataCodec } {
  const subjectKeys = new SubjectKeys(db, masterKey);
  return { subjectKeys, codec: new PersonalDataCodec(declaration, subjectKeys) };
}
