import { useId, type ReactNode } from 'react';
import { COTE_DIVOIRE_OUTLINE, LANDMARK_CITIES } from './cote-divoire-outline';
import { boundsOf, projection, type LatLng } from './projection';

export interface MapMarker extends LatLng {
  id: string;
  label: string;
  tone: 'station' | 'bus' | 'origin' | 'destination';
}

interface RegionMapProps {
  /** The map's accessible name. */
  title: string;
  markers: readonly MapMarker[];
  /** A straight dashed line, from origin to destination. */
  line?: readonly [LatLng, LatLng];
  /** Text under the map (what it shows, in words). */
  caption?: ReactNode;
}

const WIDTH = 600;
const tones = {
  station: { fill: '#08683a', radius: 11 },
  bus: { fill: '#d96c00', radius: 12 },
  origin: { fill: '#064e2b', radius: 8 },
  destination: { fill: '#064e2b', radius: 8 },
} as const;

const outline = COTE_DIVOIRE_OUTLINE.map(([longitude, latitude]) => ({ latitude, longitude }));

/**
 * Côte d'Ivoire drawn as an SVG outline, with points placed from their latitude and longitude. No tiles, no
 * map library, nothing fetched: a few kilobytes, and it works offline. The box grows to show points abroad
 * (Accra, Ouagadougou, …).
 */
export default function RegionMap({ title, markers, line, caption }: RegionMapProps) {
  const titleId = useId();
  const { width, height, project } = projection(boundsOf([...outline, ...markers, ...(line ?? [])]), WIDTH);
  const polygon = outline
    .map((point) => project(point))
    .map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');
  // A landmark under or beside a marker would only blur the marker's own label.
  const landmarks = LANDMARK_CITIES.filter(
    (city) =>
      !markers.some(
        (marker) =>
          marker.label.toLowerCase().includes(city.name.toLowerCase()) ||
          Math.hypot(marker.latitude - city.latitude, marker.longitude - city.longitude) < 0.3,
      ),
  );
  return (
    <figure className="mx-auto w-full max-w-xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${height.toFixed(0)}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full rounded-2xl border border-stone-200 bg-sky-50"
        style={{ maxHeight: '70vh' }}
      >
        <title id={titleId}>{title}</title>
        <polygon points={polygon} fill="#ecf8f1" stroke="#08683a" strokeWidth="2.5" strokeLinejoin="round" />
        {landmarks.map((city) => {
          const { x, y } = project(city);
          return (
            <g key={city.name} aria-hidden="true">
              <circle cx={x} cy={y} r="4" fill="#57534e" />
              <text x={x + 8} y={y + 6} fontSize="20" fill="#44403c">
                {city.name}
              </text>
            </g>
          );
        })}
        {line && (
          <line
            {...Object.fromEntries(
              line.flatMap((point, i) => {
                const { x, y } = project(point);
                return [
                  [`x${i + 1}`, x],
                  [`y${i + 1}`, y],
                ];
              }),
            )}
            stroke="#b93f00"
            strokeWidth="4"
            strokeDasharray="10 8"
            strokeLinecap="round"
          />
        )}
        {markers.map((marker) => {
          const { x, y } = project(marker);
          const { fill, radius } = tones[marker.tone];
          const anchorEnd = x > width * 0.6;
          return (
            <g key={marker.id}>
              {marker.tone === 'bus' && <circle cx={x} cy={y} r={radius + 9} fill={fill} opacity="0.25" />}
              <circle cx={x} cy={y} r={radius} fill={fill} stroke="#fff" strokeWidth="3" />
              <text
                x={anchorEnd ? x - radius - 6 : x + radius + 6}
                // The bus's label goes under its dot, the cities' above theirs: at departure both share a place.
                y={marker.tone === 'bus' ? y + radius + 24 : y - radius - 2}
                textAnchor={anchorEnd ? 'end' : 'start'}
                fontSize="24"
                fontWeight="700"
                fill="#1c1917"
                stroke="#fff"
                strokeWidth="5"
                paintOrder="stroke"
              >
                {marker.label}
              </text>
            </g>
          );
        })}
      </svg>
      {caption && <figcaption className="mt-3 text-sm text-stone-700">{caption}</figcaption>}
    </figure>
  );
}
