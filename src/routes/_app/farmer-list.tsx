import { KeyIDSchema } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { farmerQueries } from '@/features/farmer/api'
import { FarmerPage } from '@/features/farmer/farmer-page'

export const Route = createFileRoute('/_app/farmer-list')({
  staticData: { heading: 'Farmer List' },
  validateSearch: listSearchSchema({
    isActive: filterSchemas.isActive,
    marketKeyID: KeyIDSchema,
  }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(farmerQueries.list),
  component: FarmerPage,
})
