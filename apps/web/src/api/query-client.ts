import { QueryClient } from '@tanstack/react-query';
import { BadRequestError, CancelledError } from './errors.ts';

/** 4xx answers and cancellations will not change on retry; network and 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof BadRequestError || error instanceof CancelledError) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
