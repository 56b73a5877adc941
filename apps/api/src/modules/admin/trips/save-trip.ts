import { departureInstant, type AdminTrip } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository, changes } from '../audit-repository';
import { uniqueOrConflict, unknownRef } from '../db-conflicts';
import { refsRepository } from '../refs-repository';
import { getTrip } from './read-trips';
import { adminTripRepository, type NewTrip } from './repository';

const UNIQUE = { trips_timetable_date_key: { field: 'departureDate', key: 'tripDateTaken' } } as const;
const FIELDS = [
  'fromCityId',
  'toCityId',
  'companyId',
  'busId',
  'departureDate',
  'departureTime',
  'arrivalTime',
  'durationMinutes',
  'price',
  'seatsOnSale',
  'stops',
  'amenities',
  'features',
  'popular',
] as const;

/**
 * The form's cities, company and bus (ids or names) as rows; the bus must be the company's. One lookup after the
 * other: inside a transaction they share one connection, which runs one query at a time anyway.
 */
async function resolve(db: DbOrTx, input: AdminTrip) {
  const from = await refsRepository.city(db, input.from);
  const to = await refsRepository.city(db, input.to);
  const company = await refsRepository.company(db, input.companyName);
  const bus = await refsRepository.bus(db, input.bus);
  if (!from) throw unknownRef('from', 'cityNotFound');
  if (!to) throw unknownRef('to', 'cityNotFound');
  if (from.id === to.id) throw unknownRef('to', 'sameCities');
  if (!company) throw unknownRef('companyName', 'companyNotFound');
  if (!bus) throw unknownRef('bus', 'busUnknown');
  if (bus.companyId !== company.id) throw unknownRef('bus', 'busNotOfCompany');
  return { from, to, company, bus };
}

function overCapacity(seats: number) {
  return new AppError('VALIDATION', 'seatsOverCapacity', {
    params: { seats },
    errors: [{ field: 'availableSeats', message: 'seatsOverCapacity' }],
  });
}

function columns(input: AdminTrip, refs: Awaited<ReturnType<typeof resolve>>, seatsOnSale: number) {
  return {
    fromCityId: refs.from.id,
    toCityId: refs.to.id,
    companyId: refs.company.id,
    busId: refs.bus.id,
    departureDate: input.departureDate,
    departureTime: input.departureTime,
    arrivalTime: input.arrivalTime,
    durationMinutes: input.durationMinutes,
    departsAt: departureInstant(input.departureDate, input.departureTime),
    price: input.price,
    seatsOnSale,
    stops: input.stops,
    amenities: input.amenities,
    features: input.features,
    popular: input.popular,
  } satisfies Omit<NewTrip, 'id'>;
}

/** POST /admin/routes: a departure entered by hand; `availableSeats` is what goes on sale. */
export async function createTrip(db: Db, actor: AuthUser, input: AdminTrip) {
  return db.transaction(async (tx) => {
    const refs = await resolve(tx, input);
    if (input.availableSeats > refs.bus.totalSeats) throw overCapacity(refs.bus.totalSeats);
    const trip = await adminTripRepository.insert(tx, {
      id: newId(),
      ...columns(input, refs, input.availableSeats),
    });
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'trip.create',
      entity: 'trip',
      entityId: trip.id,
      data: { from: refs.from.name, to: refs.to.name, departureDate: trip.departureDate, price: trip.price },
    });
    return getTrip(tx, trip.id);
  });
}

/**
 * PUT /admin/routes/{id}. `availableSeats` is read as on the wire, seats still for sale: the seats held or
 * sold are added back, so saving the form unchanged changes nothing. A bus smaller than a seat already sold
 * is refused. Moving a departure of a regular line to another day keeps the line from recreating it.
 */
export async function updateTrip(db: Db, actor: AuthUser, id: string, input: AdminTrip) {
  return db.transaction(async (tx) => {
    const before = await adminTripRepository.lock(tx, id);
    if (!before) throw notFound('tripNotFound');
    const refs = await resolve(tx, input);
    const taken = await adminTripRepository.seatsTaken(tx, id);
    if (taken.highest > refs.bus.totalSeats) {
      throw new AppError('CONFLICT', 'busTooSmall', {
        params: { seat: taken.highest },
        errors: [{ field: 'bus', message: 'busTooSmall' }],
      });
    }
    const seatsOnSale = input.availableSeats + taken.count;
    if (seatsOnSale > refs.bus.totalSeats) throw overCapacity(refs.bus.totalSeats);
    if (before.timetableId && before.departureDate !== input.departureDate) {
      await adminTripRepository.skipTimetableDates(tx, [
        { timetableId: before.timetableId, date: before.departureDate },
      ]);
    }
    const after = await uniqueOrConflict(
      adminTripRepository.update(tx, id, columns(input, refs, seatsOnSale)),
      UNIQUE,
    );
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'trip.update',
      entity: 'trip',
      entityId: id,
      data: changes(before, after, FIELDS),
    });
    return getTrip(tx, id);
  });
}
