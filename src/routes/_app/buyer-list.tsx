import { BUYER_TYPES } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { buyerQueries } from '@/features/buyer/api'
import { BuyerPage } from '@/features/buyer/buyer-page'

export const Route = createFileRoute('/_app/buyer-list')({
  staticData: { heading: 'Buyer List' },
  validateSearch: listSearchSchema({
    isActive: filterSchemas.isActive,
    buyerType: v.picklist(BUYER_TYPES),
  }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(buyerQueries.list),
  component: BuyerPage,
})
