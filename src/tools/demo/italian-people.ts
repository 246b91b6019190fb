import codiceFiscaleJs from 'codice-fiscale-js';
import type { Random } from './random.js';

// Its types do not describe the CommonJS export as Node loads it (the same cast as billing's codice-fiscale.ts).
const { CodiceFiscale } = codiceFiscaleJs as unknown as { CodiceFiscale: new (input: { name: string; surname: string; gender: 'M' | 'F'; day: number; month: number; year: number; birthplace: string; birthplaceProvincia: string }) => { code: string } };

const FIRST_NAMES = [
  'Alessandro', 'Andrea', 'Antonio', 'Davide', 'Federico', 'Francesco', 'Gabriele', 'Giovanni', 'Giuseppe', 'Leonardo',
  'Lorenzo', 'Luca', 'Marco', 'Matteo', 'Mattia', 'Nicola', 'Paolo', 'Pietro', 'Riccardo', 'Roberto',
  'Salvatore', 'Simone', 'Stefano', 'Tommaso', 'Vincenzo', 'Alessia', 'Alice', 'Anna', 'Beatrice', 'Camilla',
  'Chiara', 'Elena', 'Elisa', 'Federica', 'Francesca', 'Giorgia', 'Giulia', 'Ilaria', 'Laura', 'Lucia',
  'Marta', 'Martina', 'Paola', 'Roberta', 'Sara', 'Silvia', 'Sofia', 'Valentina', 'Veronica', 'Aurora',
] as const;

const SURNAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
  'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti',
  'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri', 'Fabbri', 'Bianco', 'Marini', 'Grasso', 'Valentini',
] as const;

/** Reserved for documentation (RFC 2606 and its Italian counterpart): nothing sent there reaches anybody. */
export const DEMO_EMAIL_DOMAINS = ['example.it', 'example.com'] as const;

export interface DemoPerson {
  firstName: string;
  surname: string;
  fullName: string;
}

export function randomPerson(random: Random, surname: string = random.pick(SURNAMES)): DemoPerson {
  const firstName = random.pick(FIRST_NAMES);
  return { firstName, surname, fullName: `${firstName} ${surname}` };
}

/** An address no mail server answers for, unique by `serial`: "giulia.de.santis.1204@example.it". */
export function demoEmail(random: Random, person: DemoPerson, serial: number): string {
  const local = `${person.firstName}.${person.surname}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]+/g, '.')
    .replace(/\.+/g, '.');
  return `${local}.${serial}@${random.pick(DEMO_EMAIL_DOMAINS)}`;
}

/** A mobile number in the +39 3xx range, as passengers type it. */
export function demoPhone(random: Random): string {
  return `+39 3${random.int(20, 49)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

/** A date of birth 'YYYY-MM-DD' for someone `minAge` to `maxAge` years old on `on`. */
export function birthDate(random: Random, on: Date, minAge: number, maxAge: number): string {
  const years = random.int(minAge, maxAge);
  const date = new Date(Date.UTC(on.getUTCFullYear() - years, random.int(0, 11), random.int(1, 28)));
  return date.toISOString().slice(0, 10);
}

/** Names in the list that end in -a yet are men's. */
const MEN_ENDING_IN_A = new Set(['Andrea', 'Luca', 'Mattia', 'Nicola']);

/**
 * What a demo account holder gives with their bank details for the invoice (art. 21 DPR 633/1972): a codice
 * fiscale computed from their name and date of birth (born in Rome: the comune matters to nobody here) and
 * a residence address in Rome, so the demo's invoices are issued as real ones are.
 */
export function demoInvoiceData(fullName: string, dateOfBirth: string) {
  const [name = fullName, ...rest] = fullName.split(' ');
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const gender = name.endsWith('a') && !MEN_ENDING_IN_A.has(name) ? 'F' : 'M';
  const { code } = new CodiceFiscale({ name, surname: rest.join(' ') || name, gender, day, month, year, birthplace: 'Roma', birthplaceProvincia: 'RM' });
  return { codiceFiscale: code, address: { street: 'Via Nazionale 10', postalCode: '00184', city: 'Roma', province: 'RM', country: 'IT' } };
}
