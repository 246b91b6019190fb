import { BLOG_SLUGS } from '../src/content/blog-slugs';

/** Client-side routes the server answers with the web app (anything else: the app's 404 page, status 404). */
export const CLIENT_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/blog\/?$/,
  // Only the articles that exist: an unknown slug is answered 404 (with the app's "Articolo non trovato").
  new RegExp(`^/blog/(${BLOG_SLUGS.join('|')})/?$`),
  /^\/(verifica-rimborso|verifica-stato|voli-ritardo|voli-cancellati|overbooking|bagagli-smarriti|privacy|cookie|termini)\/?$/,
  /^\/carica-documenti\/\d{1,6}\/?$/,
  /^\/area-riservata(\/accesso)?\/?$/,
  /^\/coordinate-bancarie\/\d{1,6}\/?$/,
  /^\/disiscrizione\/?$/,
  /^\/firma-mandato\/?$/,
  /^\/admin(\/login|\/account|\/practice\/[^/]+)?\/?$/,
];
