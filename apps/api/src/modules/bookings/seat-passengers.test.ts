import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { caller, signUpAdmin } from '../../../test/admin-factories';
import { bookingRequest, createTrip, hoursFromNow } from '../../../test/factories';
import { createTestApp, signUp } from '../../../test/helper';
import { pdfText } from '../../../test/pdf-text';
import { loadTicketView } from '../tickets/ticket-view';
import { ticketMail } from '../tickets/ticket-messages';

// A name for each seat (issue 16, WAVE 2): the booking API takes `passengers` beside the contact, checks them,
// and every place that shows the booking to a traveller or to staff says who sits where.

const { app, database } = await createTestApp();
const db = database.db;
const traveller = await signUp(app);
const admin = caller(app, (await signUpAdmin(app)).auth);

const book = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/travel/bookings',
    headers: traveller.auth,
    payload: payload as object,
  });
const named = (seats: number[], names: string[]) => seats.map((seat, i) => ({ seat, fullName: names[i]! }));
const confirm = (id: string) =>
  db.update(bookings).set({ status: 'confirmed', holdExpiresAt: null }).where(eq(bookings.id, id));

describe('POST /bookings with a passenger per seat', () => {
  it('stores a name per seat in seat order and answers with them, beside the unchanged contact', async () => {
    const { trip } = await createTrip(db);
    const passengers = [
      { seat: 7, fullName: '  Koffi Brou ' },
      { seat: 5, fullName: 'Awa Koné' },
      { seat: 6, fullName: 'Mariam Traoré' },
    ];
    const res = await book({ ...bookingRequest(trip, [5, 6, 7]), passengers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      passengerDetails: { fullName: 'Awa Koné', email: 'awa@example.ci' },
      passengers: named([5, 6, 7], ['Awa Koné', 'Mariam Traoré', 'Koffi Brou']),
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, res.json().data._id));
    expect(row!.passengers).toEqual(named([5, 6, 7], ['Awa Koné', 'Mariam Traoré', 'Koffi Brou']));
  });

  it('without names, as the spec books, has its contact on every seat', async () => {
    const { trip } = await createTrip(db);
    const res = await book(bookingRequest(trip, [1, 2]));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.passengers).toEqual(named([1, 2], ['Awa Koné', 'Awa Koné']));
  });

  it.each([
    ['a seat without a name', named([1], ['Awa Koné']), 'passengersMismatch'],
    ['a name for a seat not booked', named([1, 3], ['Awa Koné', 'Yao']), 'passengersMismatch'],
    ['one seat named twice', named([1, 1], ['Awa Koné', 'Yao']), 'passengersMismatch'],
    ['three names for two seats', named([1, 2, 3], ['A', 'B', 'C']), 'passengersMismatch'],
    ['an empty name', named([1, 2], ['Awa Koné', '   ']), 'passengerNameRequired'],
  ])('refuses %s with 400 and books nothing', async (_case, passengers, key) => {
    const { trip } = await createTrip(db);
    const res = await book({ ...bookingRequest(trip, [1, 2]), passengers });
    expect(res.statusCode).toBe(400);
    const messages = {
      passengersMismatch: 'Indiquez un nom pour chaque siège réservé, et seulement pour ceux-là',
      passengerNameRequired: 'Le nom du passager est requis',
    };
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(
      messages[key as keyof typeof messages],
    );
    expect(await db.$count(bookings, eq(bookings.outboundTripId, trip.id))).toBe(0);
  });

  it('gives a return seat the name of the outbound seat at the same index', async () => {
    const { trip, from, to, company } = await createTrip(db, { departureTime: '07:00' });
    const { trip: back } = await createTrip(db, { from: to, to: from, company, departureTime: '18:00' });
    const res = await book({
      ...bookingRequest(trip, [3, 4], { back, returnSeats: [10, 9] }),
      passengers: named([3, 4], ['Awa Koné', 'Koffi Brou']),
    });
    expect(res.statusCode, res.body).toBe(201);
    await confirm(res.json().data._id);
    const view = (await loadTicketView(db, res.json().data._id))!;
    expect(view.outbound.passengers).toEqual(named([3, 4], ['Awa Koné', 'Koffi Brou']));
    expect(view.inbound!.passengers).toEqual(named([10, 9], ['Awa Koné', 'Koffi Brou']));
    const mail = ticketMail(view, 'http://localhost:3000');
    expect(mail.text).toContain('Passagers (aller) : 3 · Awa Koné, 4 · Koffi Brou');
    expect(mail.text).toContain('Passagers (retour) : 10 · Awa Koné, 9 · Koffi Brou');
  });
});

describe('seat → passenger on the ticket and at the door', () => {
  it('prints each seat with its passenger in the PDF', async () => {
    const { trip } = await createTrip(db);
    const res = await book({
      ...bookingRequest(trip, [8, 9]),
      passengers: named([8, 9], ['Awa Koné', 'Yao Kouamé']),
    });
    await confirm(res.json().data._id);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/travel/bookings/${res.json().data._id}/ticket`,
      headers: traveller.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('8 · Awa Koné\n9 · Yao Kouamé');
    expect(text).toContain('PASSAGERS');
  });

  it("shows the boarding check each seat's name", async () => {
    const { trip } = await createTrip(db, hoursFromNow(2));
    const res = await book({
      ...bookingRequest(trip, [11, 12]),
      passengers: named([11, 12], ['Awa Koné', 'Yao Kouamé']),
    });
    await confirm(res.json().data._id);
    const check = await admin('POST', '/api/admin/boarding/verify', { reference: res.json().data.reference });
    expect(check.json().data).toMatchObject({
      valid: true,
      booking: { seats: [11, 12], passengers: named([11, 12], ['Awa Koné', 'Yao Kouamé']) },
    });
  });
});
