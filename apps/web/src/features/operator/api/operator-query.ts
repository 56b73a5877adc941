import { OPERATOR_KEY } from '@/lib/operator-company';
import { useStaffMutation, type StaffMutationOptions } from '@/lib/staff-mutation';

export { OPERATOR_KEY };

/** The workspace's lists change under several staff (a conductor boards while a manager reads): half a minute. */
export const OPERATOR_STALE_MS = 30_000;

/** A workspace action (useStaffMutation): every workspace query on screen is refreshed after it. */
export const useOperatorMutation = <TVariables, TResult>(
  options: StaffMutationOptions<TVariables, TResult>,
) => useStaffMutation(OPERATOR_KEY, options);
