import type { Company } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { presentCompany } from './present-trip';
import { catalogueRepository } from './repository';

/** Every company, by name: the search form's select and the home's partner grid. */
export async function listCompanies(db: DbOrTx): Promise<Company[]> {
  return (await catalogueRepository.companies(db)).map(presentCompany);
}
