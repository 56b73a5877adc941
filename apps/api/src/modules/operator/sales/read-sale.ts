import type { Booking } from '@gbaka/shared';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { legIds, presentBooking } from '../../bookings/present-booking';
import { bookingRepository } from '../../bookings/repository';
import type { Staff } from '../staff-access';
import { saleRepository } from './sale-repository';

/** GET /operator/sales/{id}: a booking of the company's departures, as the counter follows a mobile-money sale. */
export async function readSale(db: DbOrTx, staff: Staff, bookingId: string): Promise<Booking> {
  const row = await saleRepository.companyBooking(db, staff.companyId, bookingId);
  if (!row) throw notFound('saleNotFound');
  return presentBooking(row, await bookingRepository.legs(db, legIds([row])));
}
