import { arrivalTime, departureInstant, type ExtraDeparture } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { auditRepository } from '../../admin/audit-repository';
import { unknownRef } from '../../admin/db-conflicts';
import { refsRepository } from '../../admin/refs-repository';
import { getTrip } from '../../admin/trips/read-trips';
import { adminTripRepository } from '../../admin/trips/repository';
import { operatorFleetRepository } from '../fleet/repository';
import type { Staff } from '../staff-access';

/**
 * POST /operator/departures: an extra departure of the company (a busy day), on its own bus, in the future. The
 * seats on sale cannot exceed the bus's, as in the back office.
 */
export async function addDeparture(db: Db, staff: Staff, input: ExtraDeparture, now = new Date()) {
  return db.transaction(async (tx) => {
    const from = await refsRepository.city(tx, input.fromCityId);
    const to = await refsRepository.city(tx, input.toCityId);
    const bus = await operatorFleetRepository.bus(tx, staff.companyId, input.busId);
    if (!from) throw unknownRef('fromCityId', 'cityNotFound');
    if (!to) throw unknownRef('toCityId', 'cityNotFound');
    if (!bus) throw unknownRef('busId', 'busUnknown');
    const departsAt = departureInstant(input.departureDate, input.departureTime);
    if (departsAt <= now) throw unknownRef('departureDate', 'departureDatePast');
    const seatsOnSale = input.seatsOnSale ?? bus.totalSeats;
    if (seatsOnSale > bus.totalSeats) {
      throw new AppError('VALIDATION', 'seatsOverCapacity', {
        params: { seats: bus.totalSeats },
        errors: [{ field: 'seatsOnSale', message: 'seatsOverCapacity' }],
      });
    }
    const trip = await adminTripRepository.insert(tx, {
      id: newId(),
      fromCityId: from.id,
      toCityId: to.id,
      companyId: staff.companyId,
      busId: bus.id,
      departureDate: input.departureDate,
      departureTime: input.departureTime,
      arrivalTime: arrivalTime(input.departureTime, input.durationMinutes),
      durationMinutes: input.durationMinutes,
      departsAt,
      price: input.price,
      seatsOnSale,
      stops: input.stops,
      amenities: input.amenities.length > 0 ? input.amenities : bus.amenities,
    });
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'trip.create',
      entity: 'trip',
      entityId: trip.id,
      data: { companyId: staff.companyId, from: from.name, to: to.name, departureDate: trip.departureDate },
    });
    return getTrip(tx, trip.id);
  });
}

/**
 * PUT /operator/departures/{id}/fare: the price of what is still for sale. Sold and held seats keep the price
 * their bookings were made at (each booking stores its own totals), so no traveller pays more or is owed
 * anything. A departure that has left or was cancelled is not for sale any more.
 */
export async function changeFare(db: Db, staff: Staff, id: string, price: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const trip = await operatorFleetRepository.lockTrip(tx, staff.companyId, id);
    if (!trip) throw notFound('tripNotFound');
    if (trip.cancelledAt) throw new AppError('CONFLICT', 'departureIsCancelled');
    if (trip.departsAt <= now) throw new AppError('CONFLICT', 'departurePast');
    if (trip.price !== price) {
      await adminTripRepository.update(tx, id, { price });
      await auditRepository.record(tx, {
        actorId: staff.userId,
        action: 'trip.fare',
        entity: 'trip',
        entityId: id,
        data: { price: [trip.price, price] },
      });
    }
    return getTrip(tx, id);
  });
}
