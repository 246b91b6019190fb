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
  // KLM's «Applying for compensation» page: delays of 3 h or more, «Request compensation» (seen at this address).
  carrier('KL', 'KLM', 'KLM', 'NL', { claimsWebFormUrl: 'https://www.klm.com/travel/fr_en/customer_support/customer_support/refunds_and_compensation/applying_for_a_refund.htm' }),
  // British Airways' «complaints and claims» page, which starts a compensation claim.
  carrier('BA', 'British Airways', 'BAW', 'GB', { claimsWebFormUrl: 'https://www.britishairways.com/content/es/es/information/help-and-contacts/complaints-and-claims' }),
  // Iberia's «Reclamaciones» page: the «Cancelaciones, retrasos y cambios de vuelo» claim form (seen at this address).
  carrier('IB', 'Iberia', 'IBE', 'ES', { claimsWebFormUrl: 'https://iberia.com/ie/reclamaciones-justificantes' }),
  carrier('A3', 'Aegean Airlines', 'AEE', 'GR'),
  // SWISS's form for Art. 7 compensation on delays, cancellations and missed connections (seen in its Greek version, at this address).
  carrier('LX', 'Swiss', 'SWR', 'CH', { claimsWebFormUrl: 'https://swiss.com/xx/el/customer-support/contact-us/application-for-compensation-in-the-event-of-flight-irregularities' }),
  carrier('OS', 'Austrian Airlines', 'AUA', 'AT'),
  carrier('SN', 'Brussels Airlines', 'BEL', 'BE'),
  // TAP's «Flight delays and cancellations» page, whose «Compensation» section covers EU 261 (seen at this address; the form link itself was not in the copy seen).
  carrier('TP', 'TAP Air Portugal', 'TAP', 'PT', { claimsWebFormUrl: 'https://www.flytap.com/en-tg/delays-and-cancellations' }),
  // SAS's disruption page, which links its EU compensation form.
  carrier('SK', 'SAS Scandinavian Airlines', 'SAS', 'SE', { claimsWebFormUrl: 'https://www.sas.fi/en/customer-service/flight-disruptions/delayed-flights/' }),
  // Eurowings' help page on delays, cancellations and passenger rights, Q&A «Schadenersatz und Ausgleichsleistungen» (seen at this address; the form link itself was not in the copy seen).
  carrier('EW', 'Eurowings', 'EWG', 'DE', { claimsWebFormUrl: 'https://eurowings.com/at/informieren/aktuelles-hilfe/verspaetungen-annullierungen-fluggastrechte.html' }),
  carrier('HV', 'Transavia', 'TRA', 'NL'),
  carrier('TO', 'Transavia France', 'TVF', 'FR'),
  carrier('EN', 'Air Dolomiti', 'DLA', 'IT'),
  carrier('NO', 'Neos', 'NOS', 'IT'),
  carrier('XZ', 'Aeroitalia', 'AEZ', 'IT'),
  carrier('TK', 'Turkish Airlines', 'THY', 'TR'),
  carrier('EK', 'Emirates', 'UAE', 'AE'),
  carrier('QR', 'Qatar Airways', 'QTR', 'QA'),
  carrier('UX', 'Air Europa', 'AEA', 'ES'),
  // Norwegian's cancelled-flights page with its claim forms, compensation included (seen in Swedish at this address; an older copy of the site).
  carrier('DY', 'Norwegian', 'NAX', 'NO', { claimsWebFormUrl: 'https://www.norwegian.com/se/kundeservice/Reseinformation/avvikelser/installda-flyg-/' }),
  // Jet2's «Flight delay and cancellation claims» page with its online EU 261 claim form (seen at this address).
  carrier('LS', 'Jet2.com', 'EXS', 'GB', { claimsWebFormUrl: 'https://www.jet2.com/en/delays-and-cancellations' }),
  carrier('3O', 'Air Arabia Maroc', 'MAC', 'MA'),
  carrier('AT', 'Royal Air Maroc', 'RAM', 'MA'),
  // Codes OpenFlights gives to other or long-gone carriers (TB TrasBrasil, VF Valuair, BQ Buquebus), or lacks.
  carrier('KM', 'KM Malta Airlines', 'KMM', 'MT'),
  carrier('TB', 'TUI fly Belgium', 'JAF', 'BE'),
  carrier('BQ', 'SkyAlps', 'SWU', 'IT'),
  carrier('ZB', 'Air Albania', 'ABN', 'AL'),
  carrier('VF', 'AJet', 'TKJ', 'TR'),
  carrier('XC', 'Corendon Airlines', 'CAI', 'TR'),
  carrier('5F', 'FlyOne', 'FIA', 'MD'),
];
