import type { AdminTripView } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { filterTrips } from './trip-filter';

function trip(id: string, from: string, to: string, company: string, bus: string | null): AdminTripView {
  return {
    _id: id,
    from: { _id: `${id}-f`, name: from },
    to: { _id: `${id}-t`, name: to },
    departureDate: '2026-03-12',
    departureTime: '07:30',
    arrivalTime: '11:30',
    duration: '4h00min',
    durationMinutes: 240,
    price: 8000,
    availableSeats: 40,
    companyName: { _id: `${id}-c`, name: company, logo: null },
    bus: bus
      ? {
          _id: `${id}-b`,
          name: bus,
          busNumber: `CI-${id}`,
          model: null,
          type: null,
          capacity: 44,
          layout: '2x2',
          amenities: [],
        }
      : null,
    stops: [],
    amenities: [],
    features: [],
    popular: false,
    seatsOnSale: 44,
    bookedSeats: 4,
    timetableId: null,
    departsAt: '2026-03-12T07:30:00.000Z',
    isPast: false,
  };
}

const trips = [
  trip('1', 'Abidjan', 'Bouaké', 'UTB', 'UTB Confort'),
  trip('2', 'Bouaké', 'Korhogo', 'Sotra', null),
  trip('3', 'Man', 'Daloa', 'Lagune Express', 'Lagune VIP'),
];

describe('filterTrips', () => {
  it('keeps everything for an empty search', () => {
    expect(filterTrips(trips, '  ')).toHaveLength(3);
  });

  it('matches cities, company, bus name and number, whatever the case', () => {
    expect(filterTrips(trips, 'bouaké').map((t) => t._id)).toEqual(['1', '2']);
    expect(filterTrips(trips, 'LAGUNE').map((t) => t._id)).toEqual(['3']);
    expect(filterTrips(trips, 'ci-1').map((t) => t._id)).toEqual(['1']);
    expect(filterTrips(trips, 'Yamoussoukro')).toEqual([]);
  });
});
