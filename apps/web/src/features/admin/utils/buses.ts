import type { AdminBusView } from '@gbaka/shared';

/** A bus as the route and timetable forms' select shows it: name, operator's id and seats. */
export const busOption = (bus: AdminBusView) => ({
  _id: bus._id,
  name: `${bus.name} · ${bus.busId} (${bus.totalSeats})`,
});

/** Whether the chosen bus belongs to a company other than the one just chosen: the form then clears it. */
export function isOtherCompanyBus(
  buses: readonly AdminBusView[] | undefined,
  busId: string,
  companyId: string,
) {
  const bus = buses?.find((candidate) => candidate._id === busId);
  return bus !== undefined && bus.company._id !== companyId;
}
