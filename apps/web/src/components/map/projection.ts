export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface Bounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

export interface Projection {
  width: number;
  height: number;
  project: (point: LatLng) => { x: number; y: number };
}

/** The smallest box holding every point, widened by `margin` degrees on each side. */
export function boundsOf(points: readonly LatLng[], margin = 0.4): Bounds {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return {
    west: Math.min(...lngs) - margin,
    east: Math.max(...lngs) + margin,
    south: Math.min(...lats) - margin,
    north: Math.max(...lats) + margin,
  };
}

/**
 * Equirectangular projection scaled by the cosine of the middle latitude: near the equator (4° to 13° N here)
 * it distorts distances by under 2 %, and it is three lines of arithmetic. `width` is fixed, the height follows.
 */
export function projection(bounds: Bounds, width: number): Projection {
  const midLatitude = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  const xSpan = (bounds.east - bounds.west) * Math.cos(midLatitude);
  const scale = width / xSpan;
  const height = (bounds.north - bounds.south) * scale;
  return {
    width,
    height,
    project: ({ latitude, longitude }) => ({
      x: (longitude - bounds.west) * Math.cos(midLatitude) * scale,
      y: (bounds.north - latitude) * scale,
    }),
  };
}
