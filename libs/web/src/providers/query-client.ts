import { QueryClient } from '@tanstack/react-query';

/**
 * Failures are shown (toast + error state) rather than retried behind a spinner: the API
 * client already has a 10 s timeout, and the error states offer a retry button.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
