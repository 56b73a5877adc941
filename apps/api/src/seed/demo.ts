import type { Db } from '../db/client';
import { newId, randomToken } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { tripGenerationRepository } from '../modules/timetables/repository';
import citiesFile from './cities.json' with { type: 'json' };
import { AVERAGE_SPEED_KMH, BUS_TYPES, DEMO_COMPANIES, DEMO_LINES, FARE_PER_KM } from './demo-data';
import { demoRepository, type DemoCatalogue } from './repository';

const FEATURED = new Set(['Abidjan', 'Yamoussoukro', 'Bouaké', 'San-Pédro', 'Korhogo', 'Man']);
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

export interface DemoSeed {
  seeded: boolean;
  trips: number;
  /** The demo companies' managers and their one password, generated here, for main.ts to print once. */
  managers?: { emails: string[]; password: string };
}

/** Demo data on an empty database only (no cities yet), so restarts and a second run never duplicate it. */
export async function seedDemo(db: Db, today: string): Promise<DemoSeed> {
  if (!(await demoRepository.isEmpty(db))) return { seeded: false, trips: 0 };
  // Generated, never a password written in the code: demo data also seeds a server's first start.
  const password = `${randomToken(9)}-Gb1!`;
  const catalogue = demoCatalogue(await hashPassword(password));
  await db.transaction((tx) => demoRepository.insertCatalogue(tx, catalogue));
  return {
    seeded: true,
    trips: await tripGenerationRepository.generate(db, today),
    managers: { emails: catalogue.managers.map((m) => m.email!), password },
  };
}

/** The demo's cities, companies with their buses and managers, and the lines they run (timetables). */
function demoCatalogue(managerPasswordHash: string): DemoCatalogue {
  const cityRows = citiesFile.cities.map((c) => ({
    id: newId(),
    name: c.name,
    country: c.country,
    region: c.region,
    latitude: c.latitude,
    longitude: c.longitude,
    isFeatured: FEATURED.has(c.name),
    isInternational:
      Boolean((c as { isInternational?: boolean }).isInternational) || c.country !== "Côte d'Ivoire",
    description: `Gare routière de ${c.name}, ${c.country}.`,
  }));
  const cityByName = new Map(cityRows.map((c) => [c.name, c]));
  const kmByName = new Map(citiesFile.cities.map((c) => [c.name, c.roadKmFromAbidjan]));

  const companyRows = DEMO_COMPANIES.map((c, i) => {
    const home = cityByName.get(
      i === 3 ? 'Bouaké' : i === 5 ? 'San-Pédro' : i === 7 ? 'Yamoussoukro' : 'Abidjan',
    )!;
    return {
      id: newId(),
      name: c.name,
      address: c.address,
      phone: c.phone,
      website: c.website,
      email: `contact@${c.website.replace('https://', '')}`,
      // The station's description in the three languages of the product (issue 16).
      description: c.description.fr,
      descriptionEn: c.description.en,
      descriptionEs: c.description.es,
      latitude: home.latitude + 0.01 * (i % 3),
      longitude: home.longitude - 0.01 * (i % 2),
    };
  });

  const busRows = companyRows.flatMap((company, ci) =>
    BUS_TYPES.map((t, ti) => ({
      id: newId(),
      companyId: company.id,
      name: `${company.name.split(' ')[0]} ${t.type}`,
      busNumber: `CI-${String(ci + 1).padStart(2, '0')}${String(ti + 1).padStart(2, '0')}-${t.type.slice(0, 3).toUpperCase()}`,
      model: t.model,
      type: t.type,
      layout: t.layout,
      totalSeats: t.seats,
      amenities: [...t.amenities],
    })),
  );

  // Each line is run by two or three companies, each departure by one of them with one of its bus types.
  const timetableRows = DEMO_LINES.flatMap((line, li) => {
    const km = line.km ?? kmByName.get(line.to) ?? 100;
    const minutes = Math.round(((km / AVERAGE_SPEED_KMH) * 60 + 15 * line.stops.length) / 15) * 15;
    const directions = [
      { from: line.from, to: line.to, stops: line.stops },
      { from: line.to, to: line.from, stops: [...line.stops].reverse() },
    ];
    return directions.flatMap((dir, di) =>
      line.departures.map((time, k) => {
        const companyIndex = (li * 3 + k + di) % companyRows.length;
        const typeIndex = (li + k * 2 + di) % BUS_TYPES.length;
        const busType = BUS_TYPES[typeIndex]!;
        const bus = busRows[companyIndex * BUS_TYPES.length + typeIndex]!;
        const price = Math.max(1000, Math.round((km * FARE_PER_KM * busType.priceFactor) / 500) * 500);
        return {
          id: newId(),
          companyId: companyRows[companyIndex]!.id,
          fromCityId: cityByName.get(dir.from)!.id,
          toCityId: cityByName.get(dir.to)!.id,
          busId: bus.id,
          daysOfWeek: km > 500 && k > 0 ? [1, 3, 5, 7] : ALL_DAYS,
          departureTime: time,
          durationMinutes: minutes,
          price,
          stops: dir.stops,
          amenities: [...busType.amenities],
          features: featuresFor(busType.type, time),
          popular: li < 4,
        };
      }),
    );
  });
  const managers = companyRows.map((company) => ({
    id: newId(),
    firstName: 'Gérant',
    lastName: company.name,
    email: `gerant@${company.website.replace('https://', '')}`,
    passwordHash: managerPasswordHash,
  }));
  const memberships = managers.map((manager, i) => ({
    userId: manager.id,
    companyId: companyRows[i]!.id,
    role: 'manager' as const,
  }));
  return {
    cities: cityRows,
    companies: companyRows,
    buses: busRows,
    timetables: timetableRows,
    managers,
    memberships,
  };
}

function featuresFor(type: string, time: string): string[] {
  const features: string[] = [];
  if (type === 'VIP') features.push('VIP');
  if (type === 'Confort') features.push('Confort+');
  if (Number(time.slice(0, 2)) >= 19 || Number(time.slice(0, 2)) < 5) features.push('Voyage de nuit');
  if (Number(time.slice(0, 2)) < 7) features.push('Départ matinal');
  return features;
}
