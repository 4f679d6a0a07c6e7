import { MARKET_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import { listRequestFor, listSearchSchema } from '@/components/data-table'
import { marketQueries } from '@/features/market/api'
import { MarketPage } from '@/features/market/market-page'
import { todayInKolkata } from '@/lib/format'
import { readSharedDate } from '@/lib/storage'

export const Route = createFileRoute('/_app/market-list')({
  staticData: { heading: 'Market List' },
  validateSearch: listSearchSchema(MARKET_SORT_COLUMNS),
  loaderDeps: ({ search }) => search,
  // Starts the page's request while its code loads; the page shows its own loading and error states.
  loader: ({ context, deps }) => {
    const shared = { fromDate: readSharedDate('fromDate'), toDate: readSharedDate('toDate') }
    void context.queryClient.prefetchQuery(marketQueries.list(listRequestFor(deps, shared, todayInKolkata())))
  },
  component: MarketPage,
})
