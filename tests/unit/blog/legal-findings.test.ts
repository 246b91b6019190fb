import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../src/eligibility/index.js';

const article = (slug: string) => readFileSync(`web/src/content/blog/${slug}.md`, 'utf8').replace(/\s+/g, ' ');
const BLQ = { latitude: 44.5354, longitude: 11.2887 };
const SVQ = { latitude: 37.418, longitude: -5.89311 };

describe('the guides, after the legal review', () => {
  it('when the giudice di pace guide names the competent court, then it is the place of departure or arrival or the carrier’s seat, not the passenger’s home', () => {
    const text = article('giudice-di-pace-causa-contro-compagnia-aerea');
    expect(text).toContain('davanti al giudice del luogo di partenza o di arrivo del volo');
    expect(text).toContain('Il foro del consumatore, cioè il giudice del luogo in cui risiedi, non vale per i contratti di trasporto');
    expect(text).not.toContain('rivolgersi al giudice del luogo in cui risiede');
  });

  it('when a baggage guide speaks of ENAC, then it says ENAC cannot sanction baggage liability', () => {
    expect(article('bagaglio-smarrito-cosa-fare-e-risarcimento')).toContain("L'ENAC non ha poteri di sanzione sulla responsabilità per il bagaglio");
    expect(article('bagaglio-danneggiato-reclamo-entro-7-giorni')).toContain('non ha poteri di sanzione sulla responsabilità del vettore per i bagagli');
  });

  it('when the giudice di pace guide gives the halved amount, then a delayed flight is halved too, not only a re-routing', () => {
    expect(article('giudice-di-pace-causa-contro-compagnia-aerea')).toContain('la metà se il volo alternativo, o il volo stesso in ritardo, è arrivato entro 2, 3 o 4 ore');
  });

  it('when the limitation guide measures Bologna–Siviglia, then it gives the great-circle 1.641 km', () => {
    expect(Math.round(distanceKm(BLQ, SVQ))).toBe(1641);
    expect(article('termini-per-chiedere-il-rimborso-volo-paese-per-paese')).toContain('circa 1.641 km');
  });

  it('when the missed-connection guide says whom to claim from, then the first flight’s EU carrier is also named (C-502/18) and the operating carrier, not the seller', () => {
    const text = article('coincidenza-persa-risarcimento');
    expect(text).toContain('anche alla compagnia europea che ha operato il primo volo');
    expect(text).toContain('C-502/18');
    expect(text).toContain('in codeshare la richiesta va alla compagnia che ha effettivamente volato');
  });
});
