import {
  maskEmail,
  maskPhone,
  nameInitials,
  placeOnRoute,
  translate,
  type Language,
  type TrackedRoute,
  type TrackingResult,
} from '@gbaka/shared';
import type { TrackedBooking, TrackedLeg } from './repository';
import { arrivalOf, coordinatesOf, currentLeg, trackLeg } from './track-state';

export interface Viewer {
  /** The owner, administrators and the trip's company see the passenger's name and contact in full. */
  fullContact: boolean;
  lang: Language;
}

function route(leg: TrackedLeg): TrackedRoute {
  return {
    from: { _id: leg.from.id, name: leg.from.name },
    to: { _id: leg.to.id, name: leg.to.name },
    departureDate: leg.departureDate,
    departureTime: leg.departureTime,
    arrivalTime: leg.arrivalTime,
    companyName: { name: leg.companyName },
  };
}

/** Abidjan is UTC+0 all year: the UTC clock time is the local one. */
const clockTime = (instant: Date) => instant.toISOString().slice(11, 16);

/** SPEC §3 Tracking result for `booking`, its legs given; the leg followed is the one in progress. */
export function presentTracking(
  booking: TrackedBooking,
  outbound: TrackedLeg,
  back: TrackedLeg | undefined,
  viewer: Viewer,
  now: Date,
): TrackingResult {
  // A delay shifts the leg's times: where the bus is, when it arrives, and when the return leg takes over.
  const shifted = (l: TrackedLeg): TrackedLeg => ({
    ...l,
    departsAt: new Date(l.departsAt.getTime() + l.delayMinutes * 60_000),
  });
  const which = currentLeg(shifted(outbound), back && shifted(back), now);
  const leg = shifted(which === 'return' && back ? back : outbound);
  const position = trackLeg(booking, leg, now);
  const cancelled = position.status === 'cancelled';
  const place = placeOnRoute(leg.from.name, leg.stops, leg.to.name, position.progress);
  const email = booking.passengerEmail;
  const phone = booking.passengerPhone;
  return {
    bookingId: booking.id,
    reference: booking.reference,
    tripType: booking.tripType,
    outboundRoute: route(outbound),
    returnRoute: back ? route(back) : null,
    passengerDetails: {
      fullName: viewer.fullContact ? booking.passengerFullName : nameInitials(booking.passengerFullName),
      email: viewer.fullContact ? email : maskEmail(email),
      phoneNumber: viewer.fullContact ? phone : maskPhone(phone),
    },
    currentTracking: {
      leg: which,
      status: position.status,
      currentLocation: {
        latitude: position.latitude,
        longitude: position.longitude,
        description: cancelled
          ? translate(viewer.lang, 'trackingNoPosition')
          : 'at' in place
            ? place.at
            : translate(viewer.lang, 'trackingBetween', { from: place.between[0], to: place.between[1] }),
      },
      progress: position.progress,
      // No live feed: the estimate is the timetable's arrival; a cancelled booking arrives nowhere.
      estimatedArrivalTime: cancelled ? null : clockTime(arrivalOf(leg)),
      departureInfo: { city: leg.from.name, time: leg.departureTime, coordinates: coordinatesOf(leg.from) },
      arrivalInfo: { city: leg.to.name, time: leg.arrivalTime, coordinates: coordinatesOf(leg.to) },
      busDetails: leg.bus
        ? { name: leg.bus.name, busId: leg.bus.busNumber, totalSeats: leg.bus.totalSeats }
        : null,
      delay: leg.delayMinutes > 0 ? { minutes: leg.delayMinutes, reason: leg.delayReason } : null,
    },
  };
}
