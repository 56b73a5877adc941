import { describe, expect, it } from 'vitest';
import { adminBusSchema, adminCitySchema, adminCompanySchema } from './admin-fleet';
import { issues } from './test-helpers';

describe('adminBusSchema', () => {
  const bus = {
    name: 'Ivoire Confort 1',
    company: 'Ivoire Transport',
    busId: 'IT-001',
    totalSeats: '50',
    layout: '2 X 2',
  };

  it('parses the form', () => {
    expect(adminBusSchema.parse({ ...bus, amenities: 'wifi, ac' })).toEqual({
      ...bus,
      totalSeats: 50,
      layout: '2x2',
      model: undefined,
      type: undefined,
      amenities: ['wifi', 'ac'],
    });
  });

  it('asks for a company with the spec message', () => {
    expect(issues(adminBusSchema, { ...bus, company: '' })).toEqual({ company: 'busCompanyRequired' });
  });

  it('needs at least one seat and a readable layout', () => {
    expect(issues(adminBusSchema, { ...bus, totalSeats: 0, layout: 'big' })).toEqual({
      totalSeats: 'totalSeatsInvalid',
      layout: 'layoutInvalid',
    });
    expect(issues(adminBusSchema, { ...bus, busId: ' ', layout: '' })).toEqual({
      busId: 'busIdRequired',
      layout: 'layoutRequired',
    });
  });
});

describe('adminCompanySchema', () => {
  const company = {
    name: 'Ivoire Transport',
    email: 'contact@it.ci',
    phone: '27 20 21 22 23',
    address: 'Adjamé',
  };

  it('requires name, e-mail, phone and address', () => {
    expect(issues(adminCompanySchema, {})).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      address: 'addressRequired',
    });
  });

  it('stores phones in E.164, foreign ones included', () => {
    expect(adminCompanySchema.parse(company).phone).toBe('+2252720212223');
    expect(adminCompanySchema.parse({ ...company, phone: '+233 30 123 4567' }).phone).toBe('+233301234567');
    expect(issues(adminCompanySchema, { ...company, phone: '12' })).toEqual({ phone: 'phoneInvalidAny' });
  });

  it('takes the description in French with optional English and Spanish, never a translation alone', () => {
    expect(
      adminCompanySchema.parse({
        ...company,
        description: 'Gare',
        descriptionEn: 'Station',
        descriptionEs: ' ',
      }),
    ).toMatchObject({ description: 'Gare', descriptionEn: 'Station', descriptionEs: undefined });
    expect(issues(adminCompanySchema, { ...company, descriptionEs: 'Estación' })).toEqual({
      description: 'descriptionFrenchRequired',
    });
  });

  it('checks optional links', () => {
    expect(adminCompanySchema.parse({ ...company, website: '' }).website).toBeUndefined();
    expect(issues(adminCompanySchema, { ...company, logo: 'ftp://x.ci/a.png' })).toEqual({
      logo: 'urlInvalid',
    });
  });
});

describe('adminCitySchema', () => {
  const city = { name: 'Abidjan', country: "Côte d'Ivoire" };

  it('needs only a name and a country; blank coordinates are omitted', () => {
    expect(adminCitySchema.parse({ ...city, latitude: '', longitude: '', region: '', image: '' })).toEqual({
      ...city,
      region: undefined,
      description: undefined,
      latitude: undefined,
      longitude: undefined,
      image: undefined,
      isFeatured: false,
      isInternational: false,
    });
    expect(issues(adminCitySchema, {})).toEqual({ name: 'nameRequired', country: 'countryRequired' });
  });

  it('checks coordinate ranges', () => {
    expect(adminCitySchema.parse({ ...city, latitude: '5.3599', longitude: -4.0083 })).toMatchObject({
      latitude: 5.3599,
      longitude: -4.0083,
    });
    expect(issues(adminCitySchema, { ...city, latitude: '-91', longitude: '181' })).toEqual({
      latitude: 'latitudeInvalid',
      longitude: 'longitudeInvalid',
    });
  });
});
