import { describe, expect, it } from 'vitest';
import { cardAmenities, groupByDay } from './trip-display';

describe('groupByDay', () => {
  it('groups by date in order, trips sorted by time', () => {
    const trips = [
      { id: 'c', departureDate: '2030-01-11', departureTime: '07:00' },
      { id: 'b', departureDate: '2030-01-10', departureTime: '14:00' },
      { id: 'a', departureDate: '2030-01-10', departureTime: '06:30' },
    ];
    expect(groupByDay(trips).map((g) => [g.date, g.trips.map((t) => t.id)])).toEqual([
      ['2030-01-10', ['a', 'b']],
      ['2030-01-11', ['c']],
    ]);
  });

  it('gives no group for no trips', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe('cardAmenities', () => {
  it('reads the usual spellings', () => {
    expect(cardAmenities({ amenities: ['Wi-Fi', 'climatisation'] })).toEqual({ wifi: true, power: false });
    expect(cardAmenities({ amenities: ['usb'] })).toEqual({ wifi: false, power: true });
  });
});
