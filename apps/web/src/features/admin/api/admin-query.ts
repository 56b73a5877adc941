import type { Pagination, SuccessResponse } from '@gbaka/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';

/** Every back-office query key starts with this, so that one invalidation refreshes what is on screen. */
export const ADMIN_KEY = 'admin';

/** Back-office lists change under several administrators: kept fresh for half a minute only. */
export const ADMIN_STALE_MS = 30_000;

export interface Paged<T> extends SuccessResponse<T[]> {
  pagination: Pagination;
}

interface AdminMutationOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** The success toast; nothing is shown when it returns undefined. */
  success?: (result: TResult, variables: TVariables) => string | undefined;
  /** The failure toast's fallback when the server sent no message (SPEC §8 Admin). */
  failure: string;
}

/**
 * A back-office action: on success its toast and a refresh of every admin query on screen (counts, lists and
 * the dashboard all depend on one another); on failure the server's message, else the screen's default.
 */
export function useAdminMutation<TVariables, TResult>({
  mutationFn,
  success,
  failure,
}: AdminMutationOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      const text = success?.(result, variables);
      if (text) toast.success(text);
      return queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
    },
    onError: (error) => {
      toast.error(errorMessage(error, failure));
    },
  });
}

/** SPEC §8 Admin: a list that fails to load shows a banner (rendered by the page) and a toast (here). */
export function useErrorToast(error: unknown, fallback: string) {
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback));
  }, [error, fallback]);
}
