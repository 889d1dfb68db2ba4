import { ERRORS } from '@petal/contract/errors';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

let onQueryError: (error: unknown) => void = () => undefined;

/** What the app does with every failed query or mutation (app.tsx: a login prompt). */
export function handleQueryErrors(handler: (error: unknown) => void) {
  onQueryError = handler;
}

/**
 * The app's one query cache. A module of its own so that routes can start a page's data as
 * the page's code starts loading (their loaders), not a round trip later when it renders.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => onQueryError(error) }),
  mutationCache: new MutationCache({ onError: (error) => onQueryError(error) }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A refusal (4xx) will not change by asking again; a failure (5xx, network) may.
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && ERRORS[error.code].status < 500),
    },
  },
});
