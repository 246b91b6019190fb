/**
 * Italian names of cities whose airports the dataset files under another (mostly English) name.
 * `municipalities` are the dataset's names, matched against each part of an airport's municipality
 * ('Köln (Cologne)', 'Toulouse/Blagnac'); a matching airport shows `city` and is found by it and by `also`.
 */
export interface ItalianCityName {
  city: string;
  also?: string[];
  countryCode: string;
  municipalities: string[];
}

export const ITALIAN_CITY_NAMES: readonly ItalianCityName[] = [
  // Italy: the dataset mixes English and Italian names.
  { city: 'Roma', countryCode: 'IT', municipalities: ['Rome', 'Roma'] },
  { city: 'Milano', countryCode: 'IT', municipalities: ['Milan', 'Milano'] },
  { city: 'Venezia', countryCode: 'IT', municipalities: ['Venice', 'Venezia'] },
  { city: 'Napoli', countryCode: 'IT', municipalities: ['Naples', 'Napoli'] },
  { city: 'Firenze', countryCode: 'IT', municipalities: ['Florence', 'Firenze'] },
  { city: 'Torino', countryCode: 'IT', municipalities: ['Turin', 'Torino'] },
  { city: 'Genova', countryCode: 'IT', municipalities: ['Genoa', 'Genova'] },
  { city: 'Bologna', countryCode: 'IT', municipalities: ['Bologna'] },
  // Europe
  { city: 'Londra', countryCode: 'GB', municipalities: ['London'] },
  { city: 'Edimburgo', countryCode: 'GB', municipalities: ['Edinburgh'] },
  { city: 'Dublino', countryCode: 'IE', municipalities: ['Dublin'] },
  { city: 'Parigi', countryCode: 'FR', municipalities: ['Paris'] },
  { city: 'Marsiglia', countryCode: 'FR', municipalities: ['Marseille'] },
  { city: 'Nizza', countryCode: 'FR', municipalities: ['Nice'] },
  { city: 'Lione', countryCode: 'FR', municipalities: ['Lyon'] },
  { city: 'Strasburgo', countryCode: 'FR', municipalities: ['Strasbourg'] },
  { city: 'Basilea', countryCode: 'FR', municipalities: ['Bâle'] },
  { city: 'Bruxelles', countryCode: 'BE', municipalities: ['Brussels', 'Zaventem'] },
  { city: 'Anversa', countryCode: 'BE', municipalities: ['Antwerp'] },
  { city: 'Monaco di Baviera', also: ['Monaco'], countryCode: 'DE', municipalities: ['Munich', 'München'] },
  { city: 'Francoforte', countryCode: 'DE', municipalities: ['Frankfurt am Main', 'Frankfurt'] },
  { city: 'Berlino', countryCode: 'DE', municipalities: ['Berlin'] },
  { city: 'Colonia', countryCode: 'DE', municipalities: ['Köln', 'Cologne'] },
  { city: 'Amburgo', countryCode: 'DE', municipalities: ['Hamburg'] },
  { city: 'Norimberga', countryCode: 'DE', municipalities: ['Nuremberg', 'Nürnberg'] },
  { city: 'Stoccarda', countryCode: 'DE', municipalities: ['Stuttgart'] },
  { city: 'Lipsia', countryCode: 'DE', municipalities: ['Leipzig'] },
  { city: 'Dresda', countryCode: 'DE', municipalities: ['Dresden'] },
  { city: 'Brema', countryCode: 'DE', municipalities: ['Bremen'] },
  { city: 'Ginevra', countryCode: 'CH', municipalities: ['Geneva'] },
  { city: 'Zurigo', countryCode: 'CH', municipalities: ['Zurich'] },
  { city: 'Vienna', countryCode: 'AT', municipalities: ['Vienna'] },
  { city: 'Salisburgo', countryCode: 'AT', municipalities: ['Salzburg'] },
  { city: 'Praga', countryCode: 'CZ', municipalities: ['Prague'] },
  { city: 'Varsavia', countryCode: 'PL', municipalities: ['Warsaw'] },
  { city: 'Cracovia', countryCode: 'PL', municipalities: ['Kraków'] },
  { city: 'Danzica', countryCode: 'PL', municipalities: ['Gdańsk'] },
  { city: 'Breslavia', countryCode: 'PL', municipalities: ['Wrocław'] },
  { city: 'Copenaghen', countryCode: 'DK', municipalities: ['Copenhagen'] },
  { city: 'Stoccolma', countryCode: 'SE', municipalities: ['Stockholm'] },
  { city: 'Lisbona', countryCode: 'PT', municipalities: ['Lisbon'] },
  { city: 'Oporto', countryCode: 'PT', municipalities: ['Porto'] },
  { city: 'Barcellona', countryCode: 'ES', municipalities: ['Barcelona'] },
  { city: 'Siviglia', countryCode: 'ES', municipalities: ['Sevilla', 'Seville'] },
  { city: 'Saragozza', countryCode: 'ES', municipalities: ['Zaragoza'] },
  { city: 'Palma di Maiorca', also: ['Maiorca'], countryCode: 'ES', municipalities: ['Palma de Mallorca'] },
  { city: 'Atene', countryCode: 'GR', municipalities: ['Athens'] },
  { city: 'Salonicco', countryCode: 'GR', municipalities: ['Thessaloniki'] },
  { city: 'Rodi', countryCode: 'GR', municipalities: ['Rodes Island', 'Rhodes'] },
  { city: 'Corfù', countryCode: 'GR', municipalities: ['Kerkyra Island', 'Corfu'] },
  { city: 'La Valletta', also: ['Valletta'], countryCode: 'MT', municipalities: ['Valletta'] },
  { city: 'Bucarest', countryCode: 'RO', municipalities: ['Bucharest'] },
  { city: 'Belgrado', countryCode: 'RS', municipalities: ['Belgrade'] },
  { city: 'Zagabria', countryCode: 'HR', municipalities: ['Zagreb'] },
  { city: 'Spalato', countryCode: 'HR', municipalities: ['Split'] },
  { city: 'Lubiana', countryCode: 'SI', municipalities: ['Ljubljana'] },
  { city: 'Lussemburgo', countryCode: 'LU', municipalities: ['Luxembourg'] },
  { city: 'Istanbul', countryCode: 'TR', municipalities: ['Istanbul'] },
  { city: 'Mosca', countryCode: 'RU', municipalities: ['Moscow'] },
  { city: 'San Pietroburgo', countryCode: 'RU', municipalities: ['St. Petersburg', 'Saint Petersburg'] },
  { city: 'Kiev', countryCode: 'UA', municipalities: ['Kyiv', 'Kiev', 'Boryspil'] },
  // Elsewhere
  { city: 'Il Cairo', also: ['Cairo'], countryCode: 'EG', municipalities: ['Cairo'] },
  { city: 'Tunisi', countryCode: 'TN', municipalities: ['Tunis'] },
  { city: 'Algeri', countryCode: 'DZ', municipalities: ['Algiers'] },
  { city: 'Città del Capo', countryCode: 'ZA', municipalities: ['Cape Town'] },
  { city: 'New York', also: ['Nuova York'], countryCode: 'US', municipalities: ['New York', 'Newark'] },
  { city: 'Filadelfia', countryCode: 'US', municipalities: ['Philadelphia'] },
  { city: 'Città del Messico', countryCode: 'MX', municipalities: ['Mexico City'] },
  { city: 'San Paolo', countryCode: 'BR', municipalities: ['São Paulo'] },
  { city: 'Pechino', countryCode: 'CN', municipalities: ['Beijing'] },
  { city: 'Tokyo', also: ['Tokio'], countryCode: 'JP', municipalities: ['Tokyo', 'Narita'] },
  { city: 'Seul', countryCode: 'KR', municipalities: ['Seoul'] },
  { city: 'Nuova Delhi', also: ['Delhi'], countryCode: 'IN', municipalities: ['New Delhi'] },
];

/** Names Italians use for a country besides the standard one (Intl.DisplayNames gives 'Regno Unito', 'Stati Uniti', …). */
export const ITALIAN_COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  GB: ['Inghilterra', 'Gran Bretagna', 'Scozia', 'UK'],
  US: ['USA', 'America'],
  NL: ['Olanda'],
  CZ: ['Repubblica Ceca'],
  AE: ['Emirati'],
};
