import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../src/eligibility/index.js';
import { BRU, CDG, FCO, HAM, JFK, MXP } from './airports.js';

describe('great-circle distance (haversine, radius 6371 km)', () => {
  it('when measuring Roma Fiumicino to New York JFK, then it is about 6,860 km', () => {
    expect(distanceKm(FCO, JFK)).toBeCloseTo(6865.7, 0);
  });

  it('when measuring Milano Malpensa to Parigi CDG, then it is about 600 km', () => {
    expect(distanceKm(MXP, CDG)).toBeCloseTo(598.2, 0);
  });

  it('when measuring Roma Fiumicino to Amburgo, then it is about 1,326 km', () => {
    expect(distanceKm(FCO, HAM)).toBeCloseTo(1326.0, 0);
  });

  it('when measuring Rome to Hamburg via Brussels leg by leg, then the legs add up to more than the direct 1,326 km', () => {
    expect(distanceKm(FCO, BRU) + distanceKm(BRU, HAM)).toBeCloseTo(1654.3, 0);
  });

  it('when the two points are swapped, then the distance is the same', () => {
    expect(distanceKm(JFK, FCO)).toBe(distanceKm(FCO, JFK));
  });

  it('when both points are the same, then the distance is 0', () => {
    expect(distanceKm(FCO, FCO)).toBe(0);
  });

  it('when a quarter of the equator is measured, then it is a quarter of the circumference', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo((2 * Math.PI * 6371) / 4, 6);
  });
});
