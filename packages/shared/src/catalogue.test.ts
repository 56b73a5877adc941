import { describe, expect, it } from 'vitest';
import { citySchema, companySchema, tripSchema } from './catalogue';
import { buildTrip } from './test-fixtures';

describe('catalogue schemas', () => {
  it('accept a trip as the API answers it', () => {
    expect(tripSchema.parse(buildTrip())).toEqual(buildTrip());
    expect(tripSchema.safeParse(buildTrip({ bus: null })).success).toBe(true);
  });

  it('refuse a trip with a bad time or a negative price', () => {
    expect(tripSchema.safeParse(buildTrip({ departureTime: '8:00' })).success).toBe(false);
    expect(tripSchema.safeParse(buildTrip({ price: -1 })).success).toBe(false);
  });

  it('describe an admin city and a company', () => {
    const city = {
      _id: 'c',
      name: 'Abidjan',
      country: "Côte d'Ivoire",
      region: 'Lagunes',
      description: null,
      latitude: 5.36,
      longitude: -4.0083,
      image: null,
      isFeatured: true,
      isInternational: false,
    };
    expect(citySchema.parse(city)).toEqual(city);
    expect(citySchema.safeParse({ ...city, latitude: 95 }).success).toBe(false);
    const company = {
      _id: 'e',
      name: 'Ivoire Transport',
      logo: null,
      description: null,
      address: 'Adjamé',
      phone: '+2252720000000',
      email: 'contact@it.ci',
      website: null,
    };
    expect(companySchema.parse(company)).toEqual(company);
  });
});
