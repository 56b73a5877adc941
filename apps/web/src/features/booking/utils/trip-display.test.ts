import { describe, expect, it } from 'vitest';
import { cardAmenities, groupByDay } from './trip-display';

describe('groupByDay', () => {
  it('groups by date in order, trips sorted by time', () => {
    const trips = [
      { id: 'c', departureDate: '2030-01-11', departureTime: '07:00', price: 1, durationMinutes: 1 },
      { id: 'b', departureDate: '2030-01-10', departureTime: '14:00', price: 1, durationMinutes: 1 },
      { id: 'a', departureDate: '2030-01-10', departureTime: '06:30', price: 1, durationMinutes: 1 },
    ];
    expect(groupByDay(trips).map((g) => [g.date, g.trips.map((t) => t.id)])).toEqual([
      ['2030-01-10', ['a', 'b']],
      ['2030-01-11', ['c']],
    ]);
  });

  it('orders a day by price or duration, ties by time', () => {
    const trip = (id: string, departureTime: string, price: number, durationMinutes: number) => ({
      id,
      departureDate: '2030-01-10',
      departureTime,
      price,
      durationMinutes,
    });
    const trips = [
      trip('a', '06:00', 9000, 300),
      trip('b', '09:00', 7000, 240),
      trip('c', '05:00', 7000, 360),
    ];
    const order = (sort: 'departure' | 'price' | 'duration') =>
      groupByDay(trips, sort)[0]!.trips.map((t) => t.id);
    expect(order('departure')).toEqual(['c', 'a', 'b']);
    expect(order('price')).toEqual(['c', 'b', 'a']);
    expect(order('duration')).toEqual(['b', 'a', 'c']);
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
