import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The PDF ticket and its QR image need the bearer token, which a plain link or <img> cannot send: both are fetched
 * through the API client (which also refreshes an expired session) and handed to the browser as blobs.
 */
export function fetchTicketPdf(bookingId: string): Promise<Blob> {
  return api.get<Blob>(`/travel/bookings/${encodeURIComponent(bookingId)}/ticket`, { responseType: 'blob' });
}

export function fetchTicketQr(bookingId: string, signal?: AbortSignal): Promise<Blob> {
  return api.get<Blob>(`/travel/bookings/${encodeURIComponent(bookingId)}/qr`, {
    responseType: 'blob',
    signal,
    // An image is not worth three retries on a slow link: the placeholder shows instead.
    retry: false,
  });
}

/**
 * The QR image as a data URL rather than an object URL: nothing to revoke whatever the cache does with it, and it can
 * be stored as it is for offline use (features/offline-tickets). Shared by the ticket on screen and the offline copy: one download.
 */
export function ticketQrQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['ticket-qr', bookingId],
    queryFn: ({ signal }) => fetchTicketQr(bookingId, signal).then(readAsDataUrl),
    staleTime: Infinity,
  });
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });
}

export function ticketFileName(bookingId: string): string {
  return `ticket-${bookingId}.pdf`;
}

/** Saves a blob under a name, the way a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadTicket(bookingId: string): Promise<void> {
  saveBlob(await fetchTicketPdf(bookingId), ticketFileName(bookingId));
}
