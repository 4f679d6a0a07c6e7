import type { QueryClient } from '@tanstack/react-query'
import { todayInKolkata } from '@/lib/format'
import { readSharedDate } from '@/lib/storage'
import type { ListQueryOptions } from './list-query'
import { type ListRequest, listRequestFor } from './list-search'
import type { ListSearch } from './list-search-schema'

/**
 * A list route's loader: starts the page's request while the page's code loads, built exactly as the
 * page builds it (same URL view, shared dates and today), so the page finds it in the cache. It does
 * not wait: the page shows its own loading and error states.
 */
export const listLoader =
  <TRow>(
    /**
     * The module's list query. The route's listSearchSchema limits the search to the request's filters;
     * a sort column the list does not have is the server's to refuse.
     */
    query: (request: never) => ListQueryOptions<TRow>,
  ) =>
  ({ context, deps }: { context: { queryClient: QueryClient }; deps: ListSearch }): void => {
    const shared = { fromDate: readSharedDate('fromDate'), toDate: readSharedDate('toDate') }
    const request: ListRequest = listRequestFor(deps, shared, todayInKolkata())
    void context.queryClient.prefetchQuery(
      (query as (request: ListRequest) => ListQueryOptions<TRow>)(request),
    )
  }
