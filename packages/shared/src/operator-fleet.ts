import { z } from 'zod';
import { adminBusSchema } from './admin-fleet';
import { MAX_TRIP_MINUTES } from './admin-timetable';
import { idSchema, isoDateSchema, timeSchema } from './common';
import { err } from './error-key';
import { numberField } from './form-fields';
import { listFieldSchema } from './text-list';

// Apart from operator.ts, which the public invitation page uses: these build on the back office's schemas, whose
// chunks a traveller's browser must never download (nor the service worker precache).

/** POST/PUT /operator/buses: the back office's bus form, without the company (the caller's). */
export const operatorBusSchema = adminBusSchema.omit({ company: true });
export type OperatorBusInput = z.input<typeof operatorBusSchema>;

/**
 * POST /operator/departures: an extra departure of the company on a busy day, outside its regular lines. The
 * seats on sale default to the bus's.
 */
export const extraDepartureSchema = z
  .object({
    fromCityId: idSchema,
    toCityId: idSchema,
    busId: idSchema,
    departureDate: isoDateSchema,
    departureTime: timeSchema,
    durationMinutes: numberField('durationInvalid', { min: 1, max: MAX_TRIP_MINUTES }),
    price: numberField('priceInvalid', { min: 0, max: 10_000_000 }),
    seatsOnSale: numberField('availableSeatsInvalid', { min: 0, max: 1000 }).optional(),
    stops: listFieldSchema,
    amenities: listFieldSchema,
  })
  .refine((t) => t.fromCityId !== t.toCityId, { ...err('sameCities'), path: ['toCityId'] });
export type ExtraDepartureInput = z.input<typeof extraDepartureSchema>;
export type ExtraDeparture = z.output<typeof extraDepartureSchema>;
