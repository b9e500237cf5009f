import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';

// Created once at module level. Client errors (4xx) are answers, not glitches: never retried.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
