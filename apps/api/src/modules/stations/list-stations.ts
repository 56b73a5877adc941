import type { Language, Station } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { presentStation } from './present-station';
import { stationRepository } from './repository';
import { stationFacts } from './station-facts';

/** Every company's station, by name (French collation), with what its upcoming trips tell about it. */
export async function listStations(db: DbOrTx, lang: Language, now = new Date()): Promise<Station[]> {
  const companies = await stationRepository.companies(db);
  const facts = await stationFacts(db, now);
  return companies
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
    .map((company) => presentStation(company, facts(company), lang));
}
