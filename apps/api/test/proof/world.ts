import { partnerRequests } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { signUpAdmin } from '../admin-factories';
import { signUpStaff } from '../operator-factories';
import { createBus, createCity, createCompany, createTrip, inDays, insertBooking } from '../factories';
import { signUp, type TestContext } from '../helper';
import { createPendingBooking } from '../payment-factories';

export type Role = 'anonymous' | 'traveller' | 'stranger' | 'admin';

/**
 * The people and rows the proof tests act on: a traveller who owns bookings, a stranger (another traveller),
 * an administrator, and one of each catalogue row, all made through the same factories as the other tests.
 */
export async function buildWorld(ctx: TestContext) {
  const { app } = ctx;
  const db = ctx.database.db;
  const traveller = await signUp(app);
  const stranger = await signUp(app);
  const admin = await signUpAdmin(app);
  const company = await createCompany(db);
  const [from, to] = [await createCity(db), await createCity(db)];
  const bus = await createBus(db, company.id);
  // Three days ahead: the traveller may still cancel, and it is too early to board.
  const { trip } = await createTrip(db, { from, to, company, bus, departureDate: inDays(3) });
  const booking = await insertBooking(db, { trip, userId: traveller.user._id, seats: [1] });
  const pending = await createPendingBooking(db, { userId: traveller.user._id, trip, seats: [2] });
  const partnerId = newId();
  await db.insert(partnerRequests).values({
    id: partnerId,
    companyName: 'Partenaire du monde',
    email: 'partenaire@example.ci',
    phone: '+2250700000001',
  });
  // A company of its own for the fuzzer's manager: what it cancels or deletes is none of the rows above.
  const operatorCompany = await createCompany(db);
  const operatorBus = await createBus(db, operatorCompany.id);
  const { trip: operatorTrip } = await createTrip(db, {
    from,
    to,
    company: operatorCompany,
    bus: operatorBus,
    departureDate: inDays(4),
  });
  await insertBooking(db, { trip: operatorTrip, userId: traveller.user._id, seats: [1] });
  const manager = await signUpStaff(app, operatorCompany.id, 'manager');
  const headers: Record<Role, Record<string, string>> = {
    anonymous: {},
    traveller: traveller.auth,
    stranger: stranger.auth,
    admin: admin.auth,
  };
  return {
    traveller,
    stranger,
    admin,
    headers,
    company,
    from,
    to,
    bus,
    trip,
    booking,
    pending,
    partnerId,
    operator: { company: operatorCompany, bus: operatorBus, trip: operatorTrip, manager },
    /** Real ids, so that generated requests reach past "unknown id" into the handlers. */
    ids: [
      company.id,
      from.id,
      to.id,
      bus.id,
      trip.id,
      booking.id,
      pending.id,
      partnerId,
      stranger.user._id,
      operatorBus.id,
      operatorTrip.id,
    ],
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
