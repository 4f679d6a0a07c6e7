import { createFileRoute } from '@tanstack/react-router'
import { listLoader, listSearchSchema } from '@/components/data-table'
import { marketQueries } from '@/features/market/api'
import { MarketPage } from '@/features/market/market-page'

export const Route = createFileRoute('/_app/market-list')({
  staticData: { heading: 'Market List' },
  validateSearch: listSearchSchema(),
  loaderDeps: ({ search }) => search,
  loader: listLoader(marketQueries.list),
  component: MarketPage,
})
