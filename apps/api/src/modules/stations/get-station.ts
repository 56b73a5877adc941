import { STATION_NEXT_DEPARTURES, type Language, type StationDetail } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { presentLines, presentStation } from './present-station';
import { stationRepository } from './repository';
import { stationFacts } from './station-facts';

/** One station (its id is the company's) with its lines, soonest departure first. */
export async function getStation(
  db: DbOrTx,
  companyId: string,
  lang: Language,
  now = new Date(),
): Promise<StationDetail> {
  const [company] = await stationRepository.companies(db, companyId);
  if (!company) throw notFound('stationNotFound');
  const [facts, lines] = await Promise.all([
    stationFacts(db, now, companyId),
    stationRepository.lines(db, companyId, now, STATION_NEXT_DEPARTURES),
  ]);
  return { ...presentStation(company, facts(company), lang), routes: presentLines(company, lines) };
}
