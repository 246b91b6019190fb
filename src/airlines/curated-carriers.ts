/**
 * The carriers most used from Italian airports, checked by hand against the OpenFlights rows (which
 * still name AZ Alitalia, have Neos inactive and give XZ and W4 to other, long-gone carriers).
 * `claimsEmail` / `claimsWebFormUrl` hold only the carrier's own published claims route (EU 261),
 * where it was verified; null means "not verified yet": an admin fills it in from the carrier's site
 * (Compagnie aeree), which records who set it and when.
 */
export interface CuratedCarrier {
  iataCode: string;
  name: string;
  icaoCode: string | null;
  /** ISO 3166-1 alpha-2 of the country that licenses the carrier (Art. 2(c) "Community carrier"). */
  countryCode: string;
  claimsEmail: string | null;
  claimsWebFormUrl: string | null;
}

const carrier = (iataCode: string, name: string, icaoCode: string | null, countryCode: string, claims: Partial<Pick<CuratedCarrier, 'claimsEmail' | 'claimsWebFormUrl'>> = {}): CuratedCarrier => ({
  iataCode,
  name,
  icaoCode,
  countryCode,
  claimsEmail: claims.claimsEmail ?? null,
  claimsWebFormUrl: claims.claimsWebFormUrl ?? null,
});

export const CURATED_CARRIERS: readonly CuratedCarrier[] = [
  // Ryanair's EU 261 page, which links its compensation form.
  carrier('FR', 'Ryanair', 'RYR', 'IE', { claimsWebFormUrl: 'https://help.ryanair.com/hc/en-ie/articles/360017825538' }),
  carrier('U2', 'easyJet', 'EZY', 'GB'),
  carrier('EC', 'easyJet Europe', 'EJU', 'AT'),
  carrier('DS', 'easyJet Switzerland', 'EZS', 'CH'),
  carrier('AZ', 'ITA Airways', 'ITY', 'IT'),
  carrier('W6', 'Wizz Air', 'WZZ', 'HU'),
  carrier('W4', 'Wizz Air Malta', 'WMT', 'MT'),
  carrier('W9', 'Wizz Air UK', 'WUK', 'GB'),
  carrier('VY', 'Vueling', 'VLG', 'ES'),
  carrier('V7', 'Volotea', 'VOE', 'ES'),
  // Lufthansa's own EU 261 compensation form (Art. 7 claims for its flights).
  carrier('LH', 'Lufthansa', 'DLH', 'DE', { claimsWebFormUrl: 'https://lufthansa.com/at/de/fast-compensation' }),
  carrier('AF', 'Air France', 'AFR', 'FR'),
  carrier('KL', 'KLM', 'KLM', 'NL'),
  // British Airways' «complaints and claims» page, which starts a compensation claim.
  carrier('BA', 'British Airways', 'BAW', 'GB', { claimsWebFormUrl: 'https://www.britishairways.com/content/es/es/information/help-and-contacts/complaints-and-claims' }),
  carrier('IB', 'Iberia', 'IBE', 'ES'),
  carrier('A3', 'Aegean Airlines', 'AEE', 'GR'),
  carrier('LX', 'Swiss', 'SWR', 'CH'),
  carrier('OS', 'Austrian Airlines', 'AUA', 'AT'),
  carrier('SN', 'Brussels Airlines', 'BEL', 'BE'),
  carrier('TP', 'TAP Air Portugal', 'TAP', 'PT'),
  // SAS's disruption page, which links its EU compensation form.
  carrier('SK', 'SAS Scandinavian Airlines', 'SAS', 'SE', { claimsWebFormUrl: 'https://www.sas.fi/en/customer-service/flight-disruptions/delayed-flights/' }),
  carrier('EW', 'Eurowings', 'EWG', 'DE'),
  carrier('HV', 'Transavia', 'TRA', 'NL'),
  carrier('TO', 'Transavia France', 'TVF', 'FR'),
  carrier('EN', 'Air Dolomiti', 'DLA', 'IT'),
  carrier('NO', 'Neos', 'NOS', 'IT'),
  carrier('XZ', 'Aeroitalia', 'AEZ', 'IT'),
  carrier('TK', 'Turkish Airlines', 'THY', 'TR'),
  carrier('EK', 'Emirates', 'UAE', 'AE'),
  carrier('QR', 'Qatar Airways', 'QTR', 'QA'),
  carrier('UX', 'Air Europa', 'AEA', 'ES'),
  carrier('DY', 'Norwegian', 'NAX', 'NO'),
  carrier('LS', 'Jet2.com', 'EXS', 'GB'),
  carrier('3O', 'Air Arabia Maroc', 'MAC', 'MA'),
  carrier('AT', 'Royal Air Maroc', 'RAM', 'MA'),
];
