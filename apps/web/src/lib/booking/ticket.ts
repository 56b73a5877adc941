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
