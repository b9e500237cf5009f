import { MutationCache, QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError, ContractError } from '@/api/errors';
import { seedCurrentUser } from '@/lib/current-user';

// Each ContractError object is reported once, even if a screen rethrows it into another cache.
const reported = new WeakSet<ContractError>();

/**
 * The global error policy: a ContractError means the server broke openapi.yaml — a bug nobody
 * sees on screen (users get a neutral sentence), so it is logged here with the operation and the
 * field, once. Everything else is the screen's business (its own message, its retry button).
 */
export function reportError(error: unknown): void {
  if (!(error instanceof ContractError) || reported.has(error)) return;
  reported.add(error);
  // One line naming the operation and the field ("Response of getCurrentUser breaks the contract at
  // data.language: …"), the form the contract journeys read from the browser console.
  console.error(`Contract violation. ${error.message}`, error);
}

/** The app's client; tests build theirs here too, with their own defaults (no retries). */
export function createQueryClient(defaultOptions: QueryClientConfig['defaultOptions'] = {}): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: reportError }),
    mutationCache: new MutationCache({ onError: reportError }),
    defaultOptions: {
      ...defaultOptions,
      queries: {
        // Client errors (4xx) are answers, not glitches: never retried.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: false,
        ...defaultOptions.queries,
      },
      mutations: { retry: false, ...defaultOptions.mutations },
    },
  });
  // The signed-in user is there before the first render (AppProviders keeps it stored).
  seedCurrentUser(client);
  return client;
}

// Created once at module level.
export const queryClient = createQueryClient();
