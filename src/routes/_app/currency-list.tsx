import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { currencyApi } from '@/features/currency/api'
import { CurrencyPage } from '@/features/currency/currency-page'

export const Route = createFileRoute('/_app/currency-list')({
  staticData: { heading: 'Currency' },
  validateSearch: listSearchSchema({ isActive: filterSchemas.isActive }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(currencyApi.queries.list),
  component: CurrencyPage,
})
