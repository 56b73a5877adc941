import { describe, expect, it } from 'vitest';
import { boundsOf, projection } from './projection';

describe('map projection', () => {
  it('bounds the points with a margin', () => {
    expect(
      boundsOf(
        [
          { latitude: 5, longitude: -4 },
          { latitude: 7, longitude: -6 },
        ],
        0.5,
      ),
    ).toEqual({ west: -6.5, east: -3.5, south: 4.5, north: 7.5 });
  });

  it('puts the north-west corner at the origin and the south-east one at the far corner', () => {
    const map = projection({ west: -9, east: -2, south: 4, north: 11 }, 700);
    expect(map.project({ latitude: 11, longitude: -9 })).toEqual({ x: 0, y: 0 });
    const corner = map.project({ latitude: 4, longitude: -2 });
    expect(corner.x).toBeCloseTo(700);
    expect(corner.y).toBeCloseTo(map.height);
    // A degree of longitude is shorter than a degree of latitude away from the equator.
    expect(map.height).toBeGreaterThan(700);
  });
});
