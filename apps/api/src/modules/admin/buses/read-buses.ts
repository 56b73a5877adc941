import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { presentBus } from './present-bus';
import { adminBusRepository } from './repository';

export async function getBus(db: Db, id: string) {
  const row = await adminBusRepository.findById(db, id);
  if (!row) throw notFound('busUnknown');
  return presentBus(row.bus, row.company);
}

/** Every bus, by company then name; `search` matches the bus name, its id or its company. */
export const listBuses = async (db: Db, search?: string) =>
  (await adminBusRepository.list(db, search)).map((row) => presentBus(row.bus, row.company));

export const countBuses = (db: Db) => adminBusRepository.count(db);
