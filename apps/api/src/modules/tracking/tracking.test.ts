import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trips } from '../../db/schema';
import { insertBooking, type BookingRow } from '../../../test/factories';
import { createCityAt, setRole, tripInHours } from '../../../test/discovery-factories';
import { createTestApp, signUp } from '../../../test/helper';

const { app, database } = await createTestApp();
// A second app, for the one test that spends its budget.
const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRACKING_RATE_LIMIT_PER_MINUTE: '3' });
const db = database.db;

const abidjan = await createCityAt(db, 'Abidjan', 5.36, -4.01);
const yamoussoukro = await createCityAt(db, 'Yamoussoukro', 6.82, -5.28);
const owner = await signUp(app);
const stranger = await signUp(app);
const admin = await signUp(app);
await setRole(db, admin.user._id, 'admin');

const track = (key: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/travel/bookings/${key}/track`, headers });

/** A booking of the owner on Abidjan → Yamoussoukro (4 h, via Toumodi) leaving `hours` from now. */
async function booked(hours: number, options: { status?: BookingRow['status']; holdExpiresAt?: Date } = {}) {
  const { trip, bus, company } = await tripInHours(db, abidjan, yamoussoukro, hours, {
    durationMinutes: 240,
  });
  const booking = await insertBooking(db, { trip, userId: owner.user._id, seats: [1], ...options });
  return { trip, bus, company, booking };
}

describe('GET /travel/bookings/:idOrReference/track', () => {
  it('answers the tracking result to anyone, contact details masked, never cached', async () => {
    const { trip, bus, company, booking } = await booked(24);
    const res = await track(booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const arrival = new Date(trip.departsAt.getTime() + 240 * 60_000).toISOString().slice(11, 16);
    expect(res.json()).toEqual({
      success: true,
      message: 'Programmé',
      data: {
        bookingId: booking.id,
        reference: booking.reference,
        tripType: 'oneWay',
        outboundRoute: {
          from: { _id: abidjan.id, name: 'Abidjan' },
          to: { _id: yamoussoukro.id, name: 'Yamoussoukro' },
          departureDate: trip.departureDate,
          departureTime: trip.departureTime,
          arrivalTime: trip.arrivalTime,
          companyName: { name: company.name },
        },
        returnRoute: null,
        passengerDetails: {
          fullName: 'A. K.',
          email: 'a***@example.ci',
          phoneNumber: '+225 07 ** ** ** 78',
        },
        currentTracking: {
          leg: 'outbound',
          status: 'scheduled',
          currentLocation: { latitude: 5.36, longitude: -4.01, description: 'Abidjan' },
          progress: 0,
          estimatedArrivalTime: arrival,
          departureInfo: {
            city: 'Abidjan',
            time: trip.departureTime,
            coordinates: { latitude: 5.36, longitude: -4.01 },
          },
          arrivalInfo: {
            city: 'Yamoussoukro',
            time: trip.arrivalTime,
            coordinates: { latitude: 6.82, longitude: -5.28 },
          },
          busDetails: { name: bus.name, busId: bus.busNumber, totalSeats: 40 },
          delay: null,
        },
      },
    });
    expect(res.body).not.toContain(owner.user._id);
  });

  it("shifts the position and the arrival by the company's announced delay, and says why", async () => {
    const { trip, booking } = await booked(-1);
    const onTime = (await track(booking.id)).json().data.currentTracking;
    expect(onTime.status).toBe('in_transit');
    await db.update(trips).set({ delayMinutes: 90, delayReason: 'Panne' }).where(eq(trips.id, trip.id));
    const late = (await track(booking.id)).json().data.currentTracking;
    expect(late).toMatchObject({ status: 'scheduled', progress: 0, delay: { minutes: 90, reason: 'Panne' } });
    const arrival = new Date(trip.departsAt.getTime() + (240 + 90) * 60_000).toISOString().slice(11, 16);
    expect(late.estimatedArrivalTime).toBe(arrival);
  });

  it('finds a booking by id or by reference, in any case, with or without BOOK-', async () => {
    const { booking } = await booked(24);
    const ref = booking.reference;
    for (const key of [
      booking.id.toUpperCase(),
      ref,
      ref.toLowerCase(),
      `BOOK-${ref}`,
      `book-${ref.toLowerCase()}`,
    ]) {
      const res = await track(encodeURIComponent(key));
      expect(res.statusCode, key).toBe(200);
      expect(res.json().data.bookingId).toBe(booking.id);
    }
  });

  it.each([
    'BOOK-XYZ123',
    '%20',
    'a'.repeat(70),
    "'%3B%20drop%20table%20bookings%3B--",
    '1A2B3C4D5',
    '%E2%82%AC',
  ])('answers 400 to the malformed %j', async (key) => {
    const res = await track(key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Numéro de réservation incorrect' });
  });

  it.each(['0190a0b0-0000-7000-8000-000000000000', 'FFFFFFFF', 'BOOK-ZZZZZZZZ'])(
    'answers 404 to the unknown %j',
    async (key) => {
      const res = await track(key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Réservation introuvable' });
      expect((await track(key, { 'accept-language': 'en' })).json().message).toBe('Booking not found');
    },
  );

  it('shows the contact details in full to the owner and to an administrator only', async () => {
    const { booking } = await booked(24);
    const contact = (headers: Record<string, string>) =>
      track(booking.reference, headers).then((r) => r.json().data.passengerDetails);
    const masked = { fullName: 'A. K.', email: 'a***@example.ci', phoneNumber: '+225 07 ** ** ** 78' };
    const full = { fullName: 'Awa Koné', email: 'awa@example.ci', phoneNumber: '+2250712345678' };
    expect(await contact({})).toEqual(masked);
    expect(await contact(stranger.auth)).toEqual(masked);
    expect(await contact(owner.auth)).toEqual(full);
    expect(await contact(admin.auth)).toEqual(full);
    expect((await track(booking.reference, { authorization: 'Bearer forged' })).statusCode).toBe(401);
  });
});

describe('status and position over time', () => {
  const status = async (key: string, headers: Record<string, string> = {}) =>
    (await track(key, headers)).json();

  it('is in transit between the cities, on the stretch the time says', async () => {
    const { booking } = await booked(-1);
    const { data, message } = await status(booking.reference);
    expect(message).toBe('En route');
    const tracking = data.currentTracking;
    expect(tracking.status).toBe('in_transit');
    expect(tracking.progress).toBeGreaterThan(0.2);
    expect(tracking.progress).toBeLessThan(0.3);
    const { latitude, longitude, description } = tracking.currentLocation;
    expect(latitude).toBeGreaterThan(5.36);
    expect(latitude).toBeLessThan(6.82);
    expect(longitude).toBeLessThan(-4.01);
    expect(longitude).toBeGreaterThan(-5.28);
    expect(description).toBe('Entre Abidjan et Toumodi');

    const later = await booked(-3);
    expect((await status(later.booking.reference)).data.currentTracking.currentLocation.description).toBe(
      'Entre Toumodi et Yamoussoukro',
    );
    const english = await status(later.booking.reference, { 'accept-language': 'en' });
    expect(english.data.currentTracking.currentLocation.description).toBe('Between Toumodi and Yamoussoukro');
    expect(english.message).toBe('In transit');
  });

  it('is completed at the destination after the arrival', async () => {
    const { booking } = await booked(-6);
    const { currentTracking } = (await status(booking.reference)).data;
    expect(currentTracking).toMatchObject({
      status: 'completed',
      progress: 1,
      currentLocation: { latitude: 6.82, longitude: -5.28, description: 'Yamoussoukro' },
    });
  });

  it('is cancelled when the booking is, whatever the clock', async () => {
    const { booking } = await booked(-1, { status: 'cancelled' });
    const res = await status(booking.reference);
    expect(res.message).toBe('Annulé');
    // Nothing to follow: no position (not even the origin) and no estimated arrival (DESIGN §7, issue 16).
    expect(res.data.currentTracking).toMatchObject({
      status: 'cancelled',
      progress: 0,
      currentLocation: {
        latitude: null,
        longitude: null,
        description: 'Réservation annulée : aucun trajet à suivre',
      },
      estimatedArrivalTime: null,
    });
  });

  it('keeps an unpaid booking scheduled, and cancelled once its hold has run out', async () => {
    const live = await booked(-1, {
      status: 'pending_payment',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    expect((await status(live.booking.reference)).data.currentTracking).toMatchObject({
      status: 'scheduled',
      progress: 0,
    });
    const expired = await booked(2, {
      status: 'pending_payment',
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    expect((await status(expired.booking.reference)).data.currentTracking.status).toBe('cancelled');
  });

  it('follows a round trip on its outbound leg, then on its return leg once the outbound has arrived', async () => {
    const going = await tripInHours(db, abidjan, yamoussoukro, -6, { durationMinutes: 240 });
    const back = await tripInHours(db, yamoussoukro, abidjan, 2, { durationMinutes: 240 });
    const booking = await insertBooking(db, {
      trip: going.trip,
      back: back.trip,
      userId: owner.user._id,
      seats: [3],
    });
    const { data } = await status(booking.reference);
    expect(data.tripType).toBe('roundTrip');
    expect(data.outboundRoute.from.name).toBe('Abidjan');
    expect(data.returnRoute).toMatchObject({ from: { name: 'Yamoussoukro' }, to: { name: 'Abidjan' } });
    expect(data.currentTracking).toMatchObject({
      leg: 'return',
      status: 'scheduled',
      departureInfo: { city: 'Yamoussoukro', time: back.trip.departureTime },
      arrivalInfo: { city: 'Abidjan' },
    });

    const soon = await tripInHours(db, abidjan, yamoussoukro, 1);
    const later = await tripInHours(db, yamoussoukro, abidjan, 30);
    const ahead = await insertBooking(db, {
      trip: soon.trip,
      back: later.trip,
      userId: owner.user._id,
      seats: [3],
    });
    expect((await status(ahead.reference)).data.currentTracking).toMatchObject({
      leg: 'outbound',
      status: 'scheduled',
    });
  });
});

describe('rate limit', () => {
  it('answers 429 once the per-minute budget is spent', async () => {
    const url = '/api/travel/bookings/BOOK-1A2B3C4D/track';
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ method: 'GET', url })).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    const res = await limited.app.inject({ method: 'GET', url });
    expect(res.json()).toEqual({ success: false, message: 'Trop de requêtes, réessayez dans un instant' });
  });
});
