import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from './api-client'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError | Error
    /** A mutation names the query keys it makes stale; one handler refreshes them. */
    mutationMeta: { invalidates?: readonly QueryKey[] }
  }
}

/**
 * The one query client. Only the signed-in layout (and sign-out, which clears it) loads this module,
 * so the signed-out pages load without TanStack Query.
 */
export const queryClient: QueryClient = new QueryClient({
  mutationCache: new MutationCache({
    onSuccess: async (_data, _variables, _context, mutation) => {
      const keys = mutation.meta?.invalidates ?? []
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; a dropped connection or 5xx may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
})
