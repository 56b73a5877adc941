import type { OperatorCompany, SuccessResponse } from '@gbaka/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** Every query of the companies' workspace starts with this key, so that one invalidation refreshes the screen. */
export const OPERATOR_KEY = 'operator';

/**
 * GET /operator/company: the caller's company, role and commission rate; 403 when they belong to none. Here, not
 * in the workspace's feature, because the header's account menu asks it too (to offer the workspace to staff).
 */
export const operatorCompanyQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [OPERATOR_KEY, 'company', userId],
    queryFn: ({ signal }) => api.get<SuccessResponse<OperatorCompany>>('/operator/company', { signal }),
    staleTime: 5 * 60_000,
    select: (response) => response.data,
  });
