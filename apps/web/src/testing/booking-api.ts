import { DEFAULT_PASSENGERS, type SeatStatus, type Trip } from '@gbaka/shared';
import { http, HttpResponse } from 'msw';
import type { SearchState } from '@/lib/booking/search-state';

/** The booking flow's reads, mocked: the trips it may ask for and their seat maps. */

export function searchState(tripType: SearchState['tripType'] = 'oneWay'): SearchState {
  return {
    from: 'Abidjan',
    to: 'Yamoussoukro',
    departureDate: '2025-07-01',
    returnDate: tripType === 'roundTrip' ? '2025-07-03' : undefined,
    passengers: DEFAULT_PASSENGERS,
    tripType,
    departureTime: 'all',
    companyName: 'all',
  };
}

/** GET /travel/routes/{id}: each of `trips` by its id, 404 for any other. */
export const tripsApi = (...trips: Trip[]) =>
  http.get('/api/travel/routes/:id', ({ params }) => {
    const trip = trips.find((t) => t._id === params.id);
    return trip
      ? HttpResponse.json({ success: true, data: trip })
      : HttpResponse.json({ success: false, message: 'Trajet introuvable' }, { status: 404 });
  });

/** GET /travel/buses/{bus}/layout for `trip`: 20 seats, `reserved` ones taken (a function: read at each request). */
export const seatMapApi = (trip: Trip, reserved: number[] | (() => number[])) =>
  http.get(`/api/travel/buses/${trip.bus!._id}/layout`, () => {
    const taken = typeof reserved === 'function' ? reserved() : reserved;
    return HttpResponse.json({
      success: true,
      data: {
        routeId: trip._id,
        availableSeats: 20 - taken.length,
        totalSeats: 20,
        layout: '2x2',
        busName: trip.bus!.name,
        seats: Array.from({ length: 20 }, (_, i) => ({
          number: i + 1,
          status: (taken.includes(i + 1) ? 'reserved' : 'available') satisfies SeatStatus,
        })),
      },
    });
  });
