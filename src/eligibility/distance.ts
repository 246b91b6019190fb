export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The spec's and EU261.md's figure: bands must come out the same everywhere the distance is shown. */
export const EARTH_RADIUS_KM = 6371;

/** Great-circle (haversine) distance in kilometres, not rounded. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
