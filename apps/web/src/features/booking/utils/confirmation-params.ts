/**
 * Where the confirmation page finds its data (SPEC §2 route table): the payment token is the path segment, or the
 * `token` / `invoice_token` query parameter (providers name it differently); the booking id comes as `bookingId`
 * (query or path); `status` is the provider's word, if any.
 */
export interface ConfirmationParams {
  token: string | null;
  bookingId: string | null;
  statusParam: string | null;
}

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function confirmationParams(
  pathParams: { token?: string; bookingId?: string },
  search: URLSearchParams,
): ConfirmationParams {
  return {
    token: clean(pathParams.token) ?? clean(search.get('token')) ?? clean(search.get('invoice_token')),
    bookingId: clean(pathParams.bookingId) ?? clean(search.get('bookingId')),
    statusParam: clean(search.get('status')),
  };
}

/** Waits between status checks while a payment is pending: 2, 4, 8, 8, 8 seconds, then the page stops asking. */
export const STATUS_POLL_DELAYS_MS = [2_000, 4_000, 8_000, 8_000, 8_000] as const;
