import type { BookingConflict, CheckoutDetails, Trip } from '@gbaka/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '@/lib/api-error';
import { toast, toastForNextPage } from '@/lib/toast';
import { bookingQueryOptions, cancelPendingBooking, createBooking } from '../../api/bookings';
import { seatLayoutQueryOptions } from '@/lib/booking/seat-layout';
import { remainingMs } from '@/lib/booking/countdown';
import { initiatePayment, leaveFor, MissingPaymentUrl } from '@/lib/booking/payment';
import type { CheckoutState, SeatPageState } from '../../utils/flow-state';
import {
  clearPendingBooking,
  readPendingBooking,
  samePassenger,
  savePendingBooking,
  selectionKey,
  type PendingBooking,
} from '../../utils/pending-booking';

export type PayPhase = 'idle' | 'booking' | 'initiating' | 'redirecting';

/**
 * The pay button (SPEC §2 /checkout, §8 Checkout): create the booking (which holds the seats), start the payment,
 * and leave for the provider's page. A booking already created for this selection is reused while its hold lasts.
 * Conflicts: a seat taken meanwhile goes back to the seat map; a changed price is shown and asked again.
 */
export function useCheckoutPayment(state: CheckoutState, trips: { outbound?: Trip; back?: Trip }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selection = selectionKey(state);
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [newTotal, setNewTotal] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingBooking | null>(() => {
    const stored = readPendingBooking(selection);
    return stored && remainingMs(stored.holdExpiresAt) > 0 ? stored : null;
  });

  // Back from the provider's page, the browser may restore this page as it was left ("redirecting"): make the
  // pay button usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase('idle');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  function forget() {
    clearPendingBooking();
    setPending(null);
  }

  /** The stored booking if it can still be paid for these passenger details; null to create a new one. */
  async function reusable(passenger: CheckoutDetails): Promise<PendingBooking | null | 'paid'> {
    if (!pending) return null;
    const fresh = await queryClient.fetchQuery(bookingQueryOptions(pending.bookingId)).catch(() => null);
    if (fresh && (fresh.status === 'confirmed' || fresh.status === 'completed')) return 'paid';
    if (fresh?.status === 'pending_payment' && remainingMs(fresh.holdExpiresAt) > 0) {
      if (samePassenger(pending.passenger, passenger)) return pending;
      // Other passenger details: abandon the old booking (it frees its seats at once) and book again.
      await cancelPendingBooking(pending.bookingId).catch(() => undefined);
    }
    forget();
    return null;
  }

  async function backToSeats(taken: number[]) {
    await queryClient.invalidateQueries({ queryKey: ['seat-layout'] });
    const { search, outbound, return: back } = state;
    let returnLeg = false;
    if (back && trips.back?.bus && !taken.some((s) => outbound.seats.includes(s))) returnLeg = true;
    else if (back && trips.back?.bus && trips.outbound?.bus) {
      // The same seat number may be on both legs: ask the outbound map whether it is the one that changed.
      const map = await queryClient
        .fetchQuery(seatLayoutQueryOptions({ ...trips.outbound, busId: trips.outbound.bus._id }))
        .catch(() => null);
      const reserved = new Set(map?.seats.filter((s) => s.status === 'reserved').map((s) => s.number));
      returnLeg = map !== null && !outbound.seats.some((s) => reserved.has(s));
    }
    const seatState: SeatPageState =
      returnLeg && back
        ? {
            search,
            selectedRouteId: back.routeId,
            isReturnRoute: true,
            outbound,
            preselected: back.seats.filter((s) => !taken.includes(s)),
          }
        : {
            search,
            selectedRouteId: outbound.routeId,
            isReturnRoute: false,
            preselected: outbound.seats.filter((s) => !taken.includes(s)),
          };
    void navigate('/select-seat', { state: seatState });
  }

  async function pay(details: CheckoutDetails, totalPrice: number) {
    setError(null);
    setNewTotal(null);
    let step: PayPhase = 'booking';
    try {
      setPhase('booking');
      let booking = await reusable(details);
      if (booking === 'paid') {
        const paid = pending!;
        forget();
        void navigate(`/confirmation-paiement?bookingId=${encodeURIComponent(paid.bookingId)}`);
        return;
      }
      if (!booking) {
        try {
          const created = await createBooking({
            outboundRouteId: state.outbound.routeId,
            returnRouteId: state.return?.routeId,
            tripType: state.search.tripType,
            selectedSeats: state.outbound.seats,
            returnSelectedSeats: state.return?.seats,
            passengerDetails: {
              fullName: details.fullName,
              email: details.email,
              phoneNumber: details.phoneNumber,
            },
            passengers: details.passengers,
            totalPrice,
          });
          booking = {
            bookingId: created._id,
            holdExpiresAt: created.holdExpiresAt,
            selection,
            passenger: details,
          };
        } catch (failure) {
          if (isApiError(failure) && failure.status === 409) {
            const body = (failure.body ?? {}) as BookingConflict;
            if (typeof body.currentTotal === 'number') {
              // The summary shows the new prices behind the dialog.
              void queryClient.invalidateQueries({ queryKey: ['trips', 'detail'] });
              setNewTotal(body.currentTotal);
              setPhase('idle');
              return;
            }
            if (Array.isArray(body.takenSeats)) {
              toastForNextPage.error(t('checkout.seatTakenTitle'), failure.message);
              await backToSeats(body.takenSeats);
              return;
            }
          }
          throw failure;
        }
        savePendingBooking(booking);
        setPending(booking);
      }
      step = 'initiating';
      setPhase('initiating');
      const response = await initiatePayment(booking.bookingId);
      if (!response.paymentUrl) throw new MissingPaymentUrl(t('checkout.missingUrl'));
      setPhase('redirecting');
      leaveFor(response.paymentUrl);
    } catch (failure) {
      const fallback = step === 'booking' ? t('checkout.bookingError') : t('checkout.paymentError');
      const message =
        failure instanceof MissingPaymentUrl ? failure.message : errorMessage(failure, fallback);
      setError(message);
      toast.error(
        step === 'booking' ? t('checkout.bookingErrorTitle') : t('checkout.paymentErrorTitle'),
        message,
      );
      setPhase('idle');
    }
  }

  return { phase, error, newTotal, pending, pay, expire: forget, dismissNewTotal: () => setNewTotal(null) };
}
