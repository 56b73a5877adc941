import type { DbOrTx } from '../db/client';
import { buses, cities, companies, companyMembers, timetables, users } from '../db/schema';

export interface DemoCatalogue {
  cities: (typeof cities.$inferInsert)[];
  companies: (typeof companies.$inferInsert)[];
  buses: (typeof buses.$inferInsert)[];
  timetables: (typeof timetables.$inferInsert)[];
  /** One manager per demo company, so that a newcomer can open a company's workspace at once. */
  managers: (typeof users.$inferInsert)[];
  memberships: (typeof companyMembers.$inferInsert)[];
}

export const demoRepository = {
  /** No city yet: a database the demo may fill. */
  async isEmpty(db: DbOrTx) {
    return (await db.$count(cities)) === 0;
  },
  /** Inserts the whole catalogue, each table in one statement, in the order their references need. */
  async insertCatalogue(db: DbOrTx, catalogue: DemoCatalogue) {
    await db.insert(cities).values(catalogue.cities);
    await db.insert(companies).values(catalogue.companies);
    await db.insert(buses).values(catalogue.buses);
    await db.insert(timetables).values(catalogue.timetables);
    await db.insert(users).values(catalogue.managers);
    await db.insert(companyMembers).values(catalogue.memberships);
  },
};
