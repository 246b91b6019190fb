import type { Random } from './random.js';

/** Carriers flying from Italy, with the flight numbers they use on such routes. */
const CARRIERS = {
  AZ: { name: 'ITA Airways', numbers: [100, 2099] },
  FR: { name: 'Ryanair', numbers: [1000, 9899] },
  U2: { name: 'easyJet', numbers: [1200, 8999] },
  W6: { name: 'Wizz Air', numbers: [1000, 4999] },
  V7: { name: 'Volotea', numbers: [1100, 1999] },
  VY: { name: 'Vueling', numbers: [6100, 6699] },
  LH: { name: 'Lufthansa', numbers: [230, 349] },
  AF: { name: 'Air France', numbers: [1004, 1779] },
  KL: { name: 'KLM', numbers: [1595, 1627] },
  BA: { name: 'British Airways', numbers: [549, 609] },
  IB: { name: 'Iberia', numbers: [3230, 3259] },
  TP: { name: 'TAP Air Portugal', numbers: [830, 845] },
  A3: { name: 'Aegean', numbers: [650, 669] },
  LX: { name: 'Swiss', numbers: [1720, 1739] },
  OS: { name: 'Austrian', numbers: [500, 539] },
  SN: { name: 'Brussels Airlines', numbers: [3160, 3189] },
  SK: { name: 'SAS', numbers: [1682, 1691] },
  EI: { name: 'Aer Lingus', numbers: [420, 439] },
  TK: { name: 'Turkish Airlines', numbers: [1321, 1880] },
  EK: { name: 'Emirates', numbers: [92, 206] },
  QR: { name: 'Qatar Airways', numbers: [114, 132] },
  DL: { name: 'Delta', numbers: [181, 249] },
  UA: { name: 'United', numbers: [19, 169] },
} as const;
export type CarrierCode = keyof typeof CARRIERS;

export interface DemoRoute {
  from: string;
  to: string;
  carriers: readonly CarrierCode[];
  /** How often passengers fly it, relative to the others. */
  weight: number;
}

const route = (from: string, to: string, carriers: CarrierCode[], weight = 1): DemoRoute => ({ from, to, carriers, weight });

/** Routes from Italian airports, the busy ones weighing more. */
export const DEMO_ROUTES: readonly DemoRoute[] = [
  // Domestic
  route('FCO', 'CTA', ['AZ', 'FR'], 5), route('FCO', 'PMO', ['AZ', 'FR'], 5), route('LIN', 'FCO', ['AZ'], 6),
  route('LIN', 'NAP', ['AZ'], 3), route('MXP', 'NAP', ['U2'], 3), route('BGY', 'BRI', ['FR'], 4), route('BGY', 'CTA', ['FR'], 4),
  route('FCO', 'CAG', ['AZ', 'FR'], 3), route('MXP', 'OLB', ['U2', 'V7'], 2), route('VCE', 'NAP', ['U2', 'V7'], 2),
  route('TRN', 'PMO', ['FR', 'V7'], 2), route('BLQ', 'CTA', ['FR'], 2), route('PSA', 'BRI', ['FR'], 1), route('FCO', 'BDS', ['AZ'], 2),
  route('LIN', 'BRI', ['AZ'], 2), route('VRN', 'CTA', ['V7'], 1), route('MXP', 'LMP', ['V7'], 1), route('GOA', 'NAP', ['V7'], 1),
  // Europe
  route('FCO', 'CDG', ['AZ', 'AF', 'VY'], 4), route('MXP', 'LHR', ['BA', 'AZ'], 3), route('BGY', 'STN', ['FR'], 4),
  route('FCO', 'MAD', ['AZ', 'IB', 'FR'], 3), route('FCO', 'BCN', ['VY', 'FR', 'AZ'], 4), route('MXP', 'AMS', ['KL', 'U2'], 3),
  route('FCO', 'FRA', ['LH', 'AZ'], 3), route('MXP', 'MUC', ['LH'], 2), route('NAP', 'LGW', ['U2', 'BA'], 2),
  route('VCE', 'ORY', ['VY', 'U2'], 2), route('FCO', 'ATH', ['A3', 'AZ', 'FR'], 2), route('BLQ', 'LIS', ['TP', 'FR'], 1),
  route('FCO', 'LIS', ['TP', 'AZ'], 2), route('MXP', 'ZRH', ['LX'], 1), route('FCO', 'VIE', ['OS', 'AZ'], 1),
  route('FCO', 'BRU', ['SN', 'AZ', 'FR'], 2), route('BGY', 'BUD', ['W6', 'FR'], 2), route('FCO', 'OTP', ['W6', 'AZ'], 1),
  route('CTA', 'MUC', ['LH'], 1), route('PMO', 'DUB', ['EI', 'FR'], 1), route('MXP', 'CPH', ['SK', 'U2'], 1),
  route('NAP', 'BCN', ['VY'], 1), route('PSA', 'STN', ['FR'], 1), route('FCO', 'IST', ['TK', 'AZ'], 2), route('BRI', 'TIA', ['W6', 'AZ'], 1),
  // Long haul
  route('FCO', 'JFK', ['AZ', 'DL'], 3), route('MXP', 'JFK', ['AZ', 'DL'], 2), route('FCO', 'EWR', ['UA'], 1), route('FCO', 'BOS', ['AZ'], 1),
  route('MXP', 'DXB', ['EK'], 2), route('FCO', 'DXB', ['EK'], 1), route('FCO', 'DOH', ['QR'], 1), route('FCO', 'GRU', ['AZ'], 1),
  route('FCO', 'EZE', ['AZ'], 1), route('MXP', 'IST', ['TK'], 1), route('FCO', 'TLV', ['AZ'], 1),
];

/** A flight number the carrier could fly: "AZ1753", "FR4821". */
export function flightNumber(random: Random, carrier: CarrierCode): string {
  const [min, max] = CARRIERS[carrier].numbers;
  return `${carrier}${random.int(min, max)}`;
}

export const carrierName = (carrier: CarrierCode) => CARRIERS[carrier].name;

export const DEMO_CARRIERS = Object.keys(CARRIERS) as CarrierCode[];

/**
 * The demo's claims desk of a carrier, on a documentation domain: letters go only to a carrier's
 * addresses, so the demo's admin adds this one to each carrier before the claims (as an admin would).
 */
export const demoClaimsAddress = (carrier: CarrierCode) => `reclami@${carrier.toLowerCase()}.example.com`;

/** EU261 reaches non-EU carriers only on departures from the EU: the wizard's question, answered as the passenger would. */
export const EUROPEAN_CARRIERS: ReadonlySet<CarrierCode> = new Set(['AZ', 'FR', 'U2', 'W6', 'V7', 'VY', 'LH', 'AF', 'KL', 'IB', 'TP', 'A3', 'LX', 'OS', 'SN', 'SK', 'EI']);

export function pickRoute(random: Random, routes: readonly DemoRoute[]): DemoRoute {
  const total = routes.reduce((sum, candidate) => sum + candidate.weight, 0);
  let roll = random.next() * total;
  for (const candidate of routes) {
    roll -= candidate.weight;
    if (roll < 0) return candidate;
  }
  return routes.at(-1)!;
}
