import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from './api-error';
import { toast } from './toast';

export interface StaffMutationOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** The success toast; nothing is shown when it returns undefined. */
  success?: (result: TResult, variables: TVariables) => string | undefined;
  /** The failure toast's fallback when the server sent no message (SPEC §8 Admin). */
  failure: string;
}

/**
 * An action of a staff area (the back office, a company's workspace): on success its toast and a refresh of every
 * query of the area (`key`: counts, lists and boards depend on one another); on failure the server's message,
 * else the screen's default.
 */
export function useStaffMutation<TVariables, TResult>(
  key: string,
  { mutationFn, success, failure }: StaffMutationOptions<TVariables, TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      const text = success?.(result, variables);
      if (text) toast.success(text);
      return queryClient.invalidateQueries({ queryKey: [key] });
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
