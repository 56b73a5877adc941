import { describe, expect, it } from 'vitest';
import { translate } from './messages';
import {
  DEFAULT_STATION_AMENITIES,
  DEFAULT_STATION_SERVICES,
  priceRange,
  stationDetailSchema,
  withDefaults,
} from './station';
import { buildTrip } from './test-fixtures';

describe('stations', () => {
  it('computes the price range of its trips', () => {
    expect(priceRange([5000, 7500, 12000])).toEqual({ min: 5000, max: 12000, average: 8167 });
    expect(priceRange([])).toBeNull();
  });

  it('falls back to the default services and amenities of the spec', () => {
    expect(withDefaults([], DEFAULT_STATION_SERVICES).map((k) => translate('fr', k))).toEqual([
      'Transport de passagers',
      'Bagages inclus',
      'Service client',
      'Assistance voyageurs',
    ]);
    expect(withDefaults(null, DEFAULT_STATION_AMENITIES).map((k) => translate('fr', k))).toEqual([
      'Sièges confortables',
      'Climatisation',
      'Éclairage LED',
      'Espace bagages',
    ]);
    expect(withDefaults(['Wi-Fi'], DEFAULT_STATION_AMENITIES)).toEqual(['Wi-Fi']);
  });

  it('describes a station with its routes', () => {
    const station = {
      _id: 's',
      name: 'Gare Ivoire Transport',
      companyName: 'Ivoire Transport',
      description: null,
      address: 'Adjamé',
      phone: null,
      email: null,
      website: null,
      routeCount: 1,
      servedCities: ['Yamoussoukro'],
      services: [...DEFAULT_STATION_SERVICES],
      amenities: [],
      coordinates: { latitude: 5.36, longitude: -4.01 },
      priceRange: { min: 7500, max: 7500, average: 7500 },
      routes: [buildTrip()],
    };
    expect(stationDetailSchema.parse(station)).toEqual(station);
  });
});
