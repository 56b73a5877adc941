import { newTraveller } from '../helper';
import type { World } from './world';

/**
 * A body each operation accepts, for the world's rows: the authorisation matrix sends them as they are, the
 * fuzzer breaks one field at a time so that the rest gets past validation and the hostile value reaches the
 * handler and the database. Names are random so that a second call is no duplicate.
 */
export function validBodies(world: World): Record<string, () => unknown> {
  const suffix = () => Math.random().toString(36).slice(2, 8);
  const traveller = () => newTraveller();
  const city = () => ({ name: `Ville ${suffix()}`, country: "Côte d'Ivoire" });
  const company = () => ({
    name: `Compagnie ${suffix()}`,
    email: 'contact@example.ci',
    phone: '27 20 00 00 00',
    address: 'Adjamé, Abidjan',
  });
  const bus = () => ({
    name: 'Car neuf',
    company: world.company.id,
    busId: `CI-${suffix()}`,
    totalSeats: 40,
    layout: '2x2',
  });
  const trip = () => ({
    from: world.from.name,
    to: world.to.name,
    departureDate: '2031-01-15',
    departureTime: '08:00',
    arrivalTime: '12:30',
    duration: '4h30',
    price: 9000,
    availableSeats: 30,
    companyName: world.company.name,
    bus: world.bus.busNumber,
  });
  const timetable = () => ({
    companyId: world.company.id,
    fromCityId: world.from.id,
    toCityId: world.to.id,
    busId: world.bus.id,
    daysOfWeek: [1, 3],
    departureTime: '06:00',
    durationMinutes: 300,
    price: 8000,
  });
  const operatorLine = () => ({
    fromCityId: world.from.id,
    toCityId: world.to.id,
    busId: world.operator.bus.id,
    daysOfWeek: [1, 3],
    departureTime: '06:00',
    durationMinutes: 300,
    price: 8000,
  });
  const partner = () => ({ companyName: 'UTB', email: 'utb@example.ci', phone: '07 08 09 10 11' });
  const adminUser = () => ({ ...newTraveller(), role: 'user' });
  const password = { password: 'Nouveau#2024', confirmPassword: 'Nouveau#2024' };
  const { price } = world.trip;
  return {
    'POST /api/users/register': traveller,
    'POST /api/users/login': () => ({
      emailOrPhone: world.stranger.body.email,
      password: world.stranger.body.password,
    }),
    'PUT /api/users/profile': () => ({ firstName: 'Awa', lastName: 'Koné' }),
    'POST /api/users/forgot-password': () => ({ emailOrPhone: world.stranger.body.email }),
    'PUT /api/users/reset-password/{token}': () => password,
    'POST /api/users/phone-code': () => ({ phone: '07 12 34 56 78' }),
    'POST /api/users/claim-bookings': () => ({ code: '123456' }),
    'POST /api/travel/bookings': () => ({
      outboundRouteId: world.trip.id,
      selectedSeats: [3],
      passengerDetails: { fullName: 'Awa Koné', email: 'awa@example.ci', phoneNumber: '07 12 34 56 78' },
      totalPrice: price + Math.round((price * 65) / 1000),
    }),
    'PUT /api/travel/bookings/{id}/status': () => ({ status: 'cancelled' }),
    'POST /api/travel/bookings/{id}/change': () => ({
      tripId: world.trip.id,
      seats: [4],
      totalPrice: price + Math.round((price * 65) / 1000),
    }),
    'POST /api/payment/initiate': () => ({ bookingId: world.pending.id }),
    'POST /api/payment/sandbox/{token}/complete': () => ({ outcome: 'cancelled', method: 'card' }),
    'POST /api/admin/users': adminUser,
    'PUT /api/admin/users/{id}': () => ({ ...adminUser(), password: '' }),
    'POST /api/admin/companies': company,
    'PUT /api/admin/companies/{id}': company,
    'POST /api/admin/cities': city,
    'PUT /api/admin/cities/{id}': city,
    'POST /api/admin/buses': bus,
    'PUT /api/admin/buses/{id}': bus,
    'POST /api/admin/routes': trip,
    'PUT /api/admin/routes/{id}': trip,
    'POST /api/admin/routes/bulk-delete': () => ({ ids: [world.trip.id] }),
    'PUT /api/admin/bookings/{id}': () => ({ status: 'completed' }),
    'POST /api/admin/partners': partner,
    'PUT /api/admin/partners/{id}': partner,
    'POST /api/admin/timetables': timetable,
    'PUT /api/admin/timetables/{id}': timetable,
    'POST /api/admin/boarding/verify': () => ({ reference: world.booking.reference }),
    'POST /api/admin/boarding/{bookingId}/board': () => ({}),
    'POST /api/partners/request': partner,
    'PUT /api/admin/companies/{id}/commission': () => ({ commissionRate: 800 }),
    // Companies' workspaces: the fuzzer's manager and its company's rows.
    'POST /api/operator/buses': () => ({
      name: 'Car',
      busId: `OP-${suffix()}`,
      totalSeats: 30,
      layout: '2x2',
    }),
    'PUT /api/operator/buses/{id}': () => ({
      name: 'Car',
      busId: world.operator.bus.busNumber,
      totalSeats: 40,
      layout: '2x2',
    }),
    'POST /api/operator/timetables': operatorLine,
    'PUT /api/operator/timetables/{id}': operatorLine,
    'POST /api/operator/departures': () => ({
      fromCityId: world.from.id,
      toCityId: world.to.id,
      busId: world.operator.bus.id,
      departureDate: '2031-02-01',
      departureTime: '10:00',
      durationMinutes: 200,
      price: 5000,
    }),
    'PUT /api/operator/departures/{id}/fare': () => ({ price: 6000 }),
    'POST /api/operator/departures/{id}/delay': () => ({ minutes: 15, reason: 'Trafic' }),
    'POST /api/operator/departures/{id}/cancel': () => ({ reason: 'Route coupée' }),
    'POST /api/operator/staff': () => ({ role: 'agent', email: `agent.${suffix()}@example.ci` }),
    'POST /api/operator/boardings': () => [
      {
        tripId: world.operator.trip.id,
        seat: 2,
        bookingId: world.booking.id,
        scannedAt: '2031-02-01T10:00:00.000Z',
        deviceId: 'fuzz-phone',
      },
    ],
    'POST /api/operator/sales': () => ({
      tripId: world.operator.trip.id,
      seats: [2],
      passengers: [{ seat: 2, fullName: 'Awa Koné' }],
      payment: { method: 'cash' },
    }),
    'POST /api/operator/sales/{id}/void': () => ({ reason: 'Erreur de saisie' }),
    'POST /api/operator/drawer/close': () => ({ date: '2031-01-15', countedCash: 12_000 }),
  };
}
