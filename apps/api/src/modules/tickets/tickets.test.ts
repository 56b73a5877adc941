import { sql } from 'drizzle-orm';
import { formatBoardingCode, isBoardingCode } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import {
  createCity,
  createCompany,
  createTrip,
  type CityRow,
  type CompanyRow,
} from '../../../test/factories';
import { buses, trips } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { ticketMail, ticketSms } from './ticket-messages';
import { createTestApp, signUp } from '../../../test/helper';
import { pdfText } from '../../../test/pdf-text';
import { createPendingBooking } from '../../../test/payment-factories';
import { hmacTicketQrText } from './ticket-qr';
import { verifyTicket } from './ticket-signature';
import { loadTicketView } from './ticket-view';
import { verifyTicketJws } from './ticket-jws';
import { rowsOf } from '../admin/query-helpers';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;

async function confirmedBooking(options: { roundTrip?: boolean; returnCompany?: CompanyRow } = {}) {
  const traveller = await signUp(app);
  const abidjan = await ensureCity('Abidjan');
  const yakro = await ensureCity('Yamoussoukro');
  const { trip, company } = await createTrip(db, {
    from: abidjan,
    to: yakro,
    price: 10_000,
    departureTime: '07:30',
  });
  const back = options.roundTrip
    ? (
        await createTrip(db, {
          from: yakro,
          to: abidjan,
          company: options.returnCompany ?? company,
          price: 10_000,
          departureTime: '16:00',
        })
      ).trip
    : undefined;
  const booking = await createPendingBooking(db, {
    userId: traveller.user._id,
    trip,
    returnTrip: back,
    seats: [12, 13],
    passenger: { fullName: 'Aïcha Kouamé-Brou', email: 'aicha@example.ci', phone: '+2250701020304' },
  });
  await db.execute(
    sql`update bookings set status = 'confirmed', hold_expires_at = null where id = ${booking.id}`,
  );
  return { traveller, booking, trip, company };
}

// City names are unique: each test file's database gets Abidjan and Yamoussoukro once.
const cities = new Map<string, CityRow>();
async function ensureCity(name: string) {
  if (!cities.has(name)) cities.set(name, await createCity(db, name));
  return cities.get(name)!;
}

const ticket = (id: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/travel/bookings/${id}/ticket`, headers });

describe('GET /api/travel/bookings/:id/ticket', () => {
  it('gives the owner a PDF with the spec fields', async () => {
    const { traveller, booking, company } = await confirmedBooking();
    const res = await ticket(booking.id, traveller.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ticket-${booking.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      booking.reference,
      company.name,
      'Aïcha Kouamé-Brou',
      '+225 07 01 02 03 04',
      'aicha@example.ci',
      'Abidjan – Yamoussoukro',
      'départ 07:30 – arrivée 11:30',
      '12, 13',
      '21 300 F CFA',
      'CONFIRMÉ',
      '30 minutes avant le départ',
      "CODE D'EMBARQUEMENT",
      formatBoardingCode(booking.boardingCode),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \S+ \d{4}/);
    expect(text).not.toContain('RETOUR');
  });

  it('prints the return journey of a round trip', async () => {
    const { traveller, booking } = await confirmedBooking({ roundTrip: true });
    const text = pdfText((await ticket(booking.id, traveller.auth)).rawPayload);
    expect(text).toContain('ALLER');
    expect(text).toContain('RETOUR');
    expect(text).toContain('Yamoussoukro – Abidjan');
    expect(text).toContain('42 600 F CFA');
  });

  it('gives each leg of a two-company round trip its own company and bus, in the PDF and the mail', async () => {
    const other = await createCompany(db);
    const { traveller, booking, company } = await confirmedBooking({ roundTrip: true, returnCompany: other });
    const [outBus] = await db
      .select({ name: buses.name, number: buses.busNumber })
      .from(trips)
      .innerJoin(buses, eq(buses.id, trips.busId))
      .where(eq(trips.id, booking.outboundTripId));
    const [backBus] = await db
      .select({ name: buses.name, number: buses.busNumber })
      .from(trips)
      .innerJoin(buses, eq(buses.id, trips.busId))
      .where(eq(trips.id, booking.returnTripId!));
    const text = pdfText((await ticket(booking.id, traveller.auth)).rawPayload);
    const [aller, retour] = text.split('RETOUR');
    expect(aller).toContain(company.name);
    expect(aller).toContain(outBus!.name);
    expect(aller).toContain(outBus!.number);
    expect(aller).not.toContain(other.name);
    expect(retour).toContain(other.name);
    expect(retour).toContain(backBus!.name);
    expect(retour).toContain(backBus!.number);
    expect(retour).toContain('départ 16:00');

    const mail = ticketMail((await loadTicketView(db, booking.id))!, 'http://localhost:3000');
    expect(mail.text).toContain(`Compagnie (aller) : ${company.name}, bus ${outBus!.name}`);
    expect(mail.text).toContain(`Compagnie (retour) : ${other.name}, bus ${backBus!.name}`);
    expect(mail.html).toContain(other.name);

    const answer = await app.inject({
      method: 'GET',
      url: `/api/travel/bookings/${booking.id}`,
      headers: traveller.auth,
    });
    expect(answer.json().data).toMatchObject({
      outboundRoute: { companyName: { name: company.name }, bus: { name: outBus!.name } },
      returnRoute: { companyName: { name: other.name }, bus: { busNumber: backBus!.number } },
    });
  });

  it.each([
    [
      'en',
      ['BOOKING REFERENCE', 'Total paid', 'departs 07:30 – arrives 11:30', '30 minutes before departure'],
    ],
    ['es', ['REFERENCIA DE LA RESERVA', 'Total pagado', 'salida 07:30 – llegada 11:30', '30 minutos antes']],
  ] as const)(
    'prints the ticket, its mail and its SMS in the language the booking was made in (%s)',
    async (lang, words) => {
      const { traveller, booking } = await confirmedBooking({ roundTrip: true });
      await db.execute(sql`update bookings set language = ${lang} where id = ${booking.id}`);
      const text = pdfText((await ticket(booking.id, traveller.auth)).rawPayload);
      for (const expected of words) expect(text).toContain(expected);
      expect(text).not.toContain('Total payé');
      expect(text).not.toContain('départ');
      expect(text).toMatch(
        lang === 'en'
          ? /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/
          : /(lunes|martes|miércoles|jueves|viernes|sábado|domingo)/,
      );

      const view = (await loadTicketView(db, booking.id))!;
      const mail = ticketMail(view, 'http://localhost:3000');
      expect(mail.subject).toBe(
        lang === 'en'
          ? `Your Gbaka ticket – ${booking.reference}`
          : `Su billete Gbaka – ${booking.reference}`,
      );
      expect(mail.text).not.toMatch(/Bonjour|Sièges|Total payé/);
      expect(ticketSms(view)).toMatch(lang === 'en' ? /^Gbaka: ticket / : /^Gbaka: billete /);
    },
  );

  it('is 401 anonymous, 404 for another traveller, 200 for an admin, 409 before payment', async () => {
    const { booking } = await confirmedBooking();
    expect((await ticket(booking.id)).statusCode).toBe(401);
    const stranger = await signUp(app);
    const hidden = await ticket(booking.id, stranger.auth);
    expect(hidden.statusCode).toBe(404);
    expect((await ticket('0190a0b0-0000-7000-8000-000000000000', stranger.auth)).json()).toEqual(
      hidden.json(),
    );
    const admin = await signUp(app);
    await db.execute(sql`update users set role = 'admin' where id = ${admin.user._id}`);
    expect((await ticket(booking.id, admin.auth)).statusCode).toBe(200);

    await db.execute(sql`update bookings set status = 'pending_payment' where id = ${booking.id}`);
    const pending = await ticket(booking.id, admin.auth);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe("Le billet n'est disponible qu'une fois la réservation confirmée");
    expect(
      (await app.inject({ method: 'GET', url: `/api/travel/bookings/${booking.id}/qr`, headers: admin.auth }))
        .statusCode,
    ).toBe(409);
  });
});

describe('GET /api/travel/bookings/:id/qr', () => {
  it('is a PNG for the owner, carrying the signed spec payload', async () => {
    const { traveller, booking, company } = await confirmedBooking();
    const res = await app.inject({
      method: 'GET',
      url: `/api/travel/bookings/${booking.id}/qr`,
      headers: traveller.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(
      (await app.inject({ method: 'GET', url: `/api/travel/bookings/${booking.id}/qr` })).statusCode,
    ).toBe(401);

    const view = (await loadTicketView(db, booking.id))!;
    const text = hmacTicketQrText(view, ctx.config.TICKET_SECRET);
    expect(verifyTicket(text, ctx.config.TICKET_SECRET)).toEqual({
      bookingId: booking.id,
      passenger: 'Aïcha Kouamé-Brou',
      from: 'Abidjan',
      to: 'Yamoussoukro',
      date: view.outbound.departureDate,
      time: '07:30',
      seats: [12, 13],
      company: company.name,
      phone: '+2250701020304',
      totalPrice: 21_300,
    });
    expect(
      verifyTicket(text.replace('"seats":[12,13]', '"seats":[12,14]'), ctx.config.TICKET_SECRET),
    ).toBeNull();
  });
});

describe('a booking read by its owner carries its ticket (DESIGN §10)', () => {
  const read = (id: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/travel/bookings/${id}`, headers });

  it('paid: the signed QR text and the short boarding code', async () => {
    const { traveller, booking, trip } = await confirmedBooking();
    const data = (await read(booking.id, traveller.auth)).json().data;
    expect(data.ticket.code).toBe(booking.boardingCode);
    expect(isBoardingCode(data.ticket.code)).toBe(true);
    const claims = await verifyTicketJws(db, data.ticket.qr);
    expect(claims).toMatchObject({ jti: booking.id, trip: trip.id, seats: [12, 13] });
  });

  it('unpaid: no ticket', async () => {
    const traveller = await signUp(app);
    const { trip } = await createTrip(db);
    const booking = await createPendingBooking(db, { userId: traveller.user._id, trip, seats: [2] });
    expect((await read(booking.id, traveller.auth)).json().data.ticket).toBeUndefined();
  });

  it('every booking gets its own code from the database, of the alphabet, whatever inserts it', async () => {
    const rows = await db.execute(sql`select boarding_code() as code from generate_series(1, 300)`);
    const codes = rowsOf<{ code: string }>(rows).map((r) => r.code);
    expect(codes.every(isBoardingCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    const { booking } = await confirmedBooking();
    const twin = db.execute(sql`update bookings set boarding_code = (select boarding_code from bookings
      where id <> ${booking.id} limit 1) where id = ${booking.id}`);
    await expect(twin).rejects.toThrow();
  });
});
