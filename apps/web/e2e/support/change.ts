import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, authHeaders } from '../admin-helpers';
import { daysAhead } from './booking';
import { newCompanyManager } from './operator';
import type { TestUser } from './users';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export interface Line {
  managerToken: string;
  companyName: string;
  /**
   * Departures of one new company on Abidjan → Yamoussoukro, by name, with their fares: `booked` for the changes,
   * `doomed` for the company to cancel, a `dearer` and a `cheaper` one the next day.
   */
  trips: Record<
    'booked' | 'doomed' | 'dearer' | 'cheaper' | 'backBooked' | 'backLater',
    { id: string; price: number; date: string; time: string }
  >;
}

/** Abidjan's and Yamoussoukro's ids, read from a search of the demo data (the city lists give names only). */
async function lineCityIds(request: APIRequestContext): Promise<[string, string]> {
  const response = await request.get(
    `/api/travel/routes/search?from=Abidjan&to=Yamoussoukro&departureDate=${daysAhead(3)}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const [trip] = (
    (await response.json()) as { data: { outbound: { from: { _id: string }; to: { _id: string } }[] } }
  ).data.outbound;
  return [trip!.from._id, trip!.to._id];
}

/**
 * A company of its own with a bus and four departures of Abidjan → Yamoussoukro, arranged through the partner
 * request, the invitation and the operator API.
 */
export async function lineWithFares(request: APIRequestContext): Promise<Line> {
  const manager = await newCompanyManager(request);
  const managerToken = await apiToken(request, manager.email, manager.password);
  const bus = await request.post('/api/operator/buses', {
    headers: authHeaders(managerToken),
    data: { name: 'Car du change', busId: `CH-${Date.now().toString(36)}`, totalSeats: 30, layout: '2x2' },
  });
  expect(bus.status(), await bus.text()).toBe(201);
  const busId = ((await bus.json()) as { data: { _id: string } }).data._id;
  const [fromCityId, toCityId] = await lineCityIds(request);
  const add = async (date: string, time: string, price: number, way: 'out' | 'back' = 'out') => {
    const response = await request.post('/api/operator/departures', {
      headers: authHeaders(managerToken),
      data: {
        fromCityId: way === 'out' ? fromCityId : toCityId,
        toCityId: way === 'out' ? toCityId : fromCityId,
        busId,
        departureDate: date,
        departureTime: time,
        durationMinutes: 240,
        price,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return { id: ((await response.json()) as { data: { _id: string } }).data._id, price, date, time };
  };
  return {
    managerToken,
    companyName: manager.companyName,
    trips: {
      booked: await add(daysAhead(3), '06:15', 8000),
      doomed: await add(daysAhead(3), '09:40', 8000),
      dearer: await add(daysAhead(4), '07:45', 12000),
      cheaper: await add(daysAhead(4), '15:30', 5000),
      // Yamoussoukro → Abidjan, for round trips: the return booked, and a cheaper one a day later.
      backBooked: await add(daysAhead(6), '10:05', 8000, 'back'),
      backLater: await add(daysAhead(7), '16:20', 6000, 'back'),
    },
  };
}

export const totalFor = (price: number, seats: number) =>
  price * seats + Math.round((price * seats * 65) / 1000);

/** A booking paid through the API (sandbox), as if made earlier on another day. */
export async function paidBooking(
  request: APIRequestContext,
  user: TestUser,
  trip: { id: string; price: number },
  seats: number[],
  back?: { id: string; price: number },
): Promise<string> {
  const token = await apiToken(request, user.email, user.password);
  const auth = { ...XHR, Authorization: `Bearer ${token}` };
  const made = await request.post('/api/travel/bookings', {
    headers: auth,
    data: {
      outboundRouteId: trip.id,
      tripType: back ? 'roundTrip' : 'oneWay',
      ...(back && { returnRouteId: back.id }),
      selectedSeats: seats,
      passengerDetails: {
        fullName: `${user.firstName} ${user.lastName}`,
        email: user.email,
        phoneNumber: user.phone,
      },
      totalPrice: totalFor(trip.price + (back?.price ?? 0), seats.length),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const bookingId = ((await made.json()) as { data: { _id: string } }).data._id;
  const started = await request.post('/api/payment/initiate', { headers: auth, data: { bookingId } });
  expect(started.status(), await started.text()).toBe(200);
  const token2 = new URL(((await started.json()) as { paymentUrl: string }).paymentUrl).pathname
    .split('/')
    .at(-1);
  const paid = await request.post(`/api/payment/sandbox/${token2}/complete`, {
    headers: XHR,
    data: { outcome: 'success', method: 'orange_money', phone: user.phone },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return bookingId;
}
