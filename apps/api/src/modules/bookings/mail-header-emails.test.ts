import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, partnerRequests, users } from '../../db/schema';
import { createTestApp, newTraveller, signUp } from '../../../test/helper';
import { bookingRequest, createTrip } from '../../../test/factories';

/**
 * Issue 15 hole 9: the passenger e-mail `p<img/src=x>@red.test` was accepted and became
 * `To: "p@red.test" <img/src=x>` in the ticket mail. Every schema taking an e-mail applies zod's strict rule, so
 * such an address is a 400 on its field and nothing is stored.
 */
const { app, database } = await createTestApp();
const db = database.db;
const traveller = await signUp(app);
const { trip } = await createTrip(db);

const HEADER_REWRITERS = [
  'p<img/src=x>@red.test',
  '"p"@red.test',
  'p@red.test, victim@example.ci',
  'p@red.test>',
  'p@red.test\r\nBcc: victim@example.ci',
];

const fieldError = (res: { json(): { errors?: { field: string; message: string }[] } }, field: string) =>
  res.json().errors?.find((e) => e.field === field)?.message;

describe('e-mail addresses that would rewrite mail headers', () => {
  it.each(HEADER_REWRITERS)('are refused as a passenger e-mail: %j', async (email) => {
    const payload = bookingRequest(trip, [1]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: { ...payload, passengerDetails: { ...payload.passengerDetails, email } },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res, 'passengerDetails.email')).toBe("Format d'email invalide");
    expect(await db.$count(bookings, eq(bookings.outboundTripId, trip.id))).toBe(0);
  });

  it.each(HEADER_REWRITERS)('are refused at registration: %j', async (email) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newTraveller({ email }),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res, 'email')).toBe("Format d'email invalide");
    expect(await db.$count(users, eq(users.email, email.toLowerCase()))).toBe(0);
  });

  it.each(HEADER_REWRITERS)('are refused on a partner request: %j', async (email) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/partners/request',
      payload: { companyName: 'Sotra Express', email, phone: '27 20 00 00 00' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res, 'email')).toBe("Format d'email invalide");
    expect(await db.$count(partnerRequests)).toBe(0);
  });
});
