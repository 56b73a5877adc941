import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/session';
import { operatorCompanyQueryOptions } from '@/lib/operator-company';

/** The caller's company and role; the workspace's layout loads it first, so screens read it from the cache. */
export function useOperatorCompany() {
  const { user } = useSession();
  return useQuery({ ...operatorCompanyQueryOptions(user?._id ?? ''), enabled: user !== null });
}
