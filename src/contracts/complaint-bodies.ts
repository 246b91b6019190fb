/**
 * Which national enforcement body takes a passenger's complaint, in the product's words (Art. 16;
 * EU261.md, "Complaints and out-of-court routes in Italy"): ENAC is not competent for every flight.
 */
export const COMPETENT_BODY_TEXT =
  'l’organismo nazionale competente per il volo: l’ENAC per i voli in partenza dall’Italia e per quelli che arrivano in Italia da un Paese in cui il Regolamento non si applica (per esempio gli Stati Uniti); per gli altri voli, l’organismo dello Stato di partenza (o di arrivo, per chi parte da quei Paesi)';
