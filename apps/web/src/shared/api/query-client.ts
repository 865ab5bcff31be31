import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@dokkho/contract/errors';

const MAX_RETRIES = 2;

/** SPEC.md §7 "Client defaults": retry only server errors (status >= 500), at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : 500;
  return status >= 500 && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        retry: shouldRetry,
        staleTime: 30_000,
      },
    },
  });
}
