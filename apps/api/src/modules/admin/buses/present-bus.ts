import type { AdminBusView } from '@gbaka/shared';
import type { BusRow } from './repository';

/** SPEC §3 Bus (admin): the operator's id travels as `busId` (the form's name) and `busNumber` (the trips'). */
export function presentBus(bus: BusRow, company: { id: string; name: string }): AdminBusView {
  return {
    _id: bus.id,
    name: bus.name,
    company: { _id: company.id, name: company.name },
    busId: bus.busNumber,
    busNumber: bus.busNumber,
    model: bus.model,
    type: bus.type,
    totalSeats: bus.totalSeats,
    layout: bus.layout,
    amenities: bus.amenities,
    createdAt: bus.createdAt.toISOString(),
  };
}
