import { PaymentConfirmationPage } from '@/features/booking/pages/payment-confirmation-page';
import { KeptOfflineNote } from '@/features/offline-tickets/components/kept-offline-note';

/** /confirmation-paiement: the booking's confirmation, whose paid ticket is kept on the phone for offline use. */
export function PaymentConfirmationRoute() {
  return <PaymentConfirmationPage PaidTicketNote={KeptOfflineNote} />;
}
