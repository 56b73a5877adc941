import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSeats, bookings } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helper';
import { bookingRequest, createTrip, hoursFromNow, inDays, type TripRow } from '../../../test/factories';

const { app, database } = await createTestApp({ HOLD_MINUTES: '7' });
const db = database.db;
const traveller = await signUp(app);

const book = (payload: unknown, headers: Record<string, string> = traveller.auth) =>
  app.inject({ method: 'POST', url: '/api/travel/bookings', headers, payload: payload as object });
const seatsOf = async (trip: TripRow) =>
  (await db.select().from(bookingSeats).where(eq(bookingSeats.tripId, trip.id)))
    .map((s) => s.seatNumber)
    .sort();
const bookingsOn = (trip: TripRow) => db.$count(bookings, eq(bookings.outboundTripId, trip.id));

describe('POST /bookings', () => {
  it('books the seats pending payment, with the server-computed total and a hold of HOLD_MINUTES', async () => {
    const { trip } = await createTrip(db, { price: 12_500 });
    const before = Date.now();
    const res = await book(bookingRequest(trip, [4, 2]));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Réservation créée : vos sièges sont bloqués pendant 7 minutes');
    expect(body.data).toMatchObject({
      status: 'pending_payment',
      tripType: 'oneWay',
      userId: traveller.user._id,
      selectedSeats: [4, 2],
      returnSelectedSeats: [],
      subtotal: 25_000,
      fee: 1625,
      totalPrice: 26_625,
      returnRoute: null,
      passengerDetails: { fullName: 'Awa Koné', email: 'awa@example.ci', phoneNumber: '+2250712345678' },
      outboundRoute: {
        _id: trip.id,
        departureDate: trip.departureDate,
        departureTime: '08:00',
        price: 12_500,
      },
    });
    expect(body.data.reference).toBe(body.data._id.slice(-8).toUpperCase());
    const hold = new Date(body.data.holdExpiresAt).getTime();
    expect(hold).toBeGreaterThanOrEqual(before + 7 * 60_000 - 1000);
    expect(hold).toBeLessThanOrEqual(Date.now() + 7 * 60_000 + 1000);
    expect(await seatsOf(trip)).toEqual([2, 4]);

    const detail = await app.inject({ method: 'GET', url: `/api/travel/routes/${trip.id}` });
    expect(detail.json().data.availableSeats).toBe(38);
  });

  it('answers 409 with the current total when the traveller saw another one, and books nothing', async () => {
    const { trip } = await createTrip(db, { price: 10_000 });
    const res = await book(bookingRequest(trip, [1, 2], { totalPrice: 20_000 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, currentTotal: 21_300 });
    expect(res.json().message).toMatch(/^Le prix a changé : le nouveau total est de 21\s300\sF\sCFA$/);
    expect(await bookingsOn(trip)).toBe(0);
    expect(await seatsOf(trip)).toEqual([]);
  });

  it('answers 409 naming the seats already held, and leaves nothing behind', async () => {
    const { trip } = await createTrip(db);
    expect((await book(bookingRequest(trip, [5]))).statusCode).toBe(201);
    const other = await signUp(app);
    const res = await book(bookingRequest(trip, [4, 5]), other.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Ce siège est déjà réservé (5). Veuillez en choisir un autre.',
      takenSeats: [5],
    });
    const english = await book(bookingRequest(trip, [5]), { ...other.auth, 'accept-language': 'en' });
    expect(english.json().message).toBe('This seat is already booked (5). Please choose another one.');
    expect(await bookingsOn(trip)).toBe(1);
    expect(await seatsOf(trip)).toEqual([5]);
  });

  it('refuses more than five seats, twice the same seat and seats the bus does not have with 400', async () => {
    const { trip } = await createTrip(db, { totalSeats: 40, seatsOnSale: 30 });
    const cases: [number[], string][] = [
      [[1, 2, 3, 4, 5, 6], 'Vous ne pouvez sélectionner que 5 sièges maximum.'],
      [[3, 3], 'Un même siège est sélectionné deux fois'],
      [[0], 'Numéro de siège invalide'],
      [[-2], 'Numéro de siège invalide'],
      [[999], "Ce bus n'a pas de siège 999"],
      [[2, 31], "Ce bus n'a pas de siège 31"],
      [[], 'Veuillez sélectionner au moins un siège'],
    ];
    for (const [seats, message] of cases) {
      const res = await book(bookingRequest(trip, seats));
      expect(res.statusCode, JSON.stringify(seats)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await bookingsOn(trip)).toBe(0);
  });

  it('answers 404 for an unknown trip and 409 for one that has left', async () => {
    const { trip } = await createTrip(db);
    const unknown = await book({
      ...bookingRequest(trip, [1]),
      outboundRouteId: '01890a5d-ac96-774b-bcce-b302099a8057',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Trajet introuvable');
    const gone = await createTrip(db, hoursFromNow(-1));
    const late = await book(bookingRequest(gone.trip, [1]));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Ce trajet est déjà parti : il ne peut plus être réservé');
  });

  it('requires a signed-in user (401 before any validation) and the passenger details', async () => {
    const { trip } = await createTrip(db);
    expect((await book(bookingRequest(trip, [1]), {})).statusCode).toBe(401);
    expect((await book({}, {})).statusCode).toBe(401);
    expect((await book(bookingRequest(trip, [1]), { authorization: 'Bearer nope' })).statusCode).toBe(401);
    const { passengerDetails: _, ...withoutPassenger } = bookingRequest(trip, [1]);
    const res = await book(withoutPassenger);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('passengerDetails');
  });

  it('frees an expired hold on the way (lazy expiry) and gives its seat to the next traveller', async () => {
    const { trip } = await createTrip(db);
    const first = (await book(bookingRequest(trip, [9]))).json().data;
    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first._id));
    const other = await signUp(app);
    const res = await book(bookingRequest(trip, [9]), other.auth);
    expect(res.statusCode).toBe(201);
    const [expired] = await db.select().from(bookings).where(eq(bookings.id, first._id));
    expect(expired).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_timeout',
      holdExpiresAt: null,
    });
    expect(expired!.cancelledAt).toBeInstanceOf(Date);
  });
});

describe('round trips', () => {
  async function pair(outboundDay = inDays(2), backDay = inDays(4)) {
    const out = await createTrip(db, { departureDate: outboundDay, price: 10_000 });
    const back = await createTrip(db, {
      from: out.to,
      to: out.from,
      company: out.company,
      departureDate: backDay,
      price: 8000,
    });
    return { out: out.trip, back: back.trip, outCities: out };
  }

  it('books both legs, the return seats defaulting to the outbound ones, priced together', async () => {
    const { out, back } = await pair();
    const res = await book(bookingRequest(out, [1, 2], { back }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      tripType: 'roundTrip',
      selectedSeats: [1, 2],
      returnSelectedSeats: [1, 2],
      subtotal: 36_000,
      fee: 2340,
      totalPrice: 38_340,
      returnRoute: { _id: back.id, price: 8000 },
    });
    expect(await seatsOf(out)).toEqual([1, 2]);
    expect(await seatsOf(back)).toEqual([1, 2]);

    const explicit = await book(bookingRequest(out, [3], { back, returnSeats: [7] }));
    expect(explicit.statusCode).toBe(201);
    expect(explicit.json().data.returnSelectedSeats).toEqual([7]);
    expect(await seatsOf(back)).toEqual([1, 2, 7]);
  });

  it('refuses a return that is not the way back or leaves before the outbound arrives', async () => {
    const { out, back, outCities } = await pair(inDays(2), inDays(2));
    const sameDirection = await createTrip(db, {
      from: outCities.from,
      to: outCities.to,
      departureDate: inDays(4),
    });
    const wrong = await book(bookingRequest(out, [1], { back: sameDirection.trip }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `Le trajet retour doit aller de ${outCities.to.name} à ${outCities.from.name}`,
    );
    // out leaves at 08:00 for 4 hours; the return leaves at 08:00 the same day.
    const early = await book(bookingRequest(out, [1], { back }));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("Le trajet retour doit partir après l'arrivée du trajet aller");
    const missing = await book({ ...bookingRequest(out, [1]), tripType: 'roundTrip' });
    expect(missing.statusCode).toBe(400);
    expect(await bookingsOn(out)).toBe(0);
  });

  it('answers 409 when a return seat is taken, holding no outbound seat either', async () => {
    const { out, back } = await pair();
    const other = await signUp(app);
    expect((await book(bookingRequest(back, [4]), other.auth)).statusCode).toBe(201);
    const res = await book(bookingRequest(out, [4], { back }));
    expect(res.statusCode).toBe(409);
    expect(res.json().takenSeats).toEqual([4]);
    expect(await seatsOf(out)).toEqual([]);
  });
});
