import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { cities, companies, users } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import {
  createCompany,
  createTrip,
  hoursFromNow,
  type CityRow,
  type CompanyRow,
  type TripOptions,
} from './factories';

/**
 * Builders for the stations, tracking and partner tests, on top of `factories.ts`: cities at real places,
 * companies with their station's details, trips placed relative to now.
 */

export async function createCityAt(
  db: DbOrTx,
  name: string,
  latitude: number | null,
  longitude: number | null,
) {
  const [row] = await db
    .insert(cities)
    .values({ id: newId(), name, country: "Côte d'Ivoire", latitude, longitude })
    .returning();
  return row!;
}

export async function createStationCompany(
  db: DbOrTx,
  details: Partial<Omit<CompanyRow, 'id' | 'createdAt' | 'updatedAt'>> = {},
): Promise<CompanyRow> {
  const company = await createCompany(db, details.name);
  if (Object.keys(details).length === 0) return company;
  const [row] = await db.update(companies).set(details).where(eq(companies.id, company.id)).returning();
  return row!;
}

/** A trip from `from` to `to` leaving `hours` from now (negative: already left), lasting `durationMinutes`. */
export async function tripInHours(
  db: DbOrTx,
  from: CityRow,
  to: CityRow,
  hours: number,
  options: Omit<TripOptions, 'from' | 'to' | 'departureDate' | 'departureTime'> = {},
) {
  return createTrip(db, { from, to, ...hoursFromNow(hours), ...options });
}

export async function setRole(db: DbOrTx, userId: string, role: 'user' | 'admin', isBanned = false) {
  await db.update(users).set({ role, isBanned }).where(eq(users.id, userId));
}
