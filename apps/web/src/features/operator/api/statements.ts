import type { Statement, SuccessResponse } from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPERATOR_KEY, OPERATOR_STALE_MS } from './operator-query';

export const statementQueryOptions = (month: string) =>
  queryOptions({
    queryKey: [OPERATOR_KEY, 'statement', month],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<Statement>>('/operator/statements', { signal, query: { month } }),
    select: (response) => response.data,
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
export const useStatement = (month: string) => useQuery(statementQueryOptions(month));

export const statementFile = (month: string, format: 'csv' | 'pdf') =>
  api.get<Blob>('/operator/statements', { query: { month, format }, responseType: 'blob' });
