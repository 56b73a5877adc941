import type { Pagination, SuccessResponse } from '@gbaka/shared';
import { useStaffMutation, type StaffMutationOptions } from '@/lib/staff-mutation';

/** Every back-office query key starts with this, so that one invalidation refreshes what is on screen. */
export const ADMIN_KEY = 'admin';

/** Back-office lists change under several administrators: kept fresh for half a minute only. */
export const ADMIN_STALE_MS = 30_000;

export interface Paged<T> extends SuccessResponse<T[]> {
  pagination: Pagination;
}

/** A back-office action (useStaffMutation): every admin query on screen is refreshed after it. */
export const useAdminMutation = <TVariables, TResult>(options: StaffMutationOptions<TVariables, TResult>) =>
  useStaffMutation(ADMIN_KEY, options);
