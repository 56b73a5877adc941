import { arrivalTime as arrivalOf, durationText, type AdminTimetableView } from '@gbaka/shared';
import type { TimetableViewRow } from './repository';

export function presentTimetable(row: TimetableViewRow): AdminTimetableView {
  const t = row.timetable;
  return {
    _id: t.id,
    company: { _id: row.company.id, name: row.company.name },
    from: { _id: row.from.id, name: row.from.name },
    to: { _id: row.to.id, name: row.to.name },
    bus: {
      _id: row.bus.id,
      name: row.bus.name,
      busNumber: row.bus.busNumber,
      totalSeats: row.bus.totalSeats,
    },
    daysOfWeek: t.daysOfWeek,
    departureTime: t.departureTime,
    arrivalTime: arrivalOf(t.departureTime, t.durationMinutes),
    durationMinutes: t.durationMinutes,
    duration: durationText(t.durationMinutes),
    price: t.price,
    stops: t.stops,
    amenities: t.amenities,
    features: t.features,
    popular: t.popular,
    active: t.active,
    skippedDates: t.skippedDates,
    upcomingTrips: row.upcomingTrips,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
