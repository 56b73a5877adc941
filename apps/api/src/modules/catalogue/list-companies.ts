import type { Company, Language } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { presentCompany } from './present-trip';
import { catalogueRepository } from './repository';

/** Every company, by name: the search form's select and the home's partner grid. */
export async function listCompanies(db: DbOrTx, lang: Language): Promise<Company[]> {
  return (await catalogueRepository.companies(db)).map((row) => presentCompany(row, lang));
}
