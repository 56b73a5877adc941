import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/session';
import { operatorCompanyQueryOptions } from '@/lib/operator-company';

/**
 * Whether the signed-in user works for a company, for the account menu's link to the workspace. Asked only once
 * the menu opens (`enabled`); a traveller's 403 is remembered (no new request on each opening).
 */
export function useStaffWorkspace(enabled: boolean): boolean {
  const { user } = useSession();
  const { data } = useQuery({
    ...operatorCompanyQueryOptions(user?._id ?? ''),
    enabled: enabled && user !== null,
    retryOnMount: false,
  });
  return data !== undefined;
}
