import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance.ts';

describe('haversineKm', () => {
  it('is zero for the same point', () => {
    expect(haversineKm({ latitude: -23.56, longitude: -46.65 }, { latitude: -23.56, longitude: -46.65 })).toBe(0);
  });

  it('matches known city distances within 1%', () => {
    // São Paulo (Sé) -> Rio de Janeiro (Centro): ~361 km
    const km = haversineKm({ latitude: -23.5505, longitude: -46.6333 }, { latitude: -22.9068, longitude: -43.1729 });
    expect(km).toBeGreaterThan(357);
    expect(km).toBeLessThan(365);
  });

  it('handles the antimeridian', () => {
    const km = haversineKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 });
    expect(km).toBeCloseTo(111.2, 0);
  });
});
