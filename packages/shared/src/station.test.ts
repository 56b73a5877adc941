import { describe, expect, it } from 'vitest';
import { translate } from './messages';
import {
  DEFAULT_STATION_AMENITIES,
  DEFAULT_STATION_SERVICES,
  priceRange,
  stationAmenities,
  stationDetailSchema,
  stationName,
  withDefaults,
} from './station';
import { IDS } from './test-fixtures';

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
      routes: [
        {
          _id: IDS.trip,
          from: { _id: IDS.abidjan, name: 'Abidjan' },
          to: { _id: IDS.yamoussoukro, name: 'Yamoussoukro' },
          departureDate: '2025-07-01',
          departureTime: '08:00',
          arrivalTime: '11:00',
          duration: '3h00min',
          durationMinutes: 180,
          price: 7500,
          priceFrom: 7000,
          companyName: { _id: IDS.company, name: 'Ivoire Transport', logo: null },
          stops: ['Toumodi'],
          amenities: ['wifi', 'ac'],
          departureCount: 12,
          nextDepartures: [
            { _id: IDS.trip, departureDate: '2025-07-01', departureTime: '08:00', price: 7500 },
          ],
        },
      ],
    };
    expect(stationDetailSchema.parse(station)).toEqual(station);
  });

  it('names a station after its company', () => {
    expect(stationName('Ivoire Transport')).toBe('Gare Ivoire Transport');
    expect(stationName(' Gare du Nord ')).toBe('Gare du Nord');
    expect(stationName('Garenne Bus')).toBe('Gare Garenne Bus');
  });

  it('derives amenities from the buses, folding the known ones into catalogue keys', () => {
    expect(stationAmenities(['ac', 'wifi', 'Climatisation', 'tv', ' ', 'power'])).toEqual([
      'amenityAc',
      'amenityWifi',
      'tv',
      'amenityPower',
    ]);
    expect(stationAmenities([])).toEqual([...DEFAULT_STATION_AMENITIES]);
  });
});
