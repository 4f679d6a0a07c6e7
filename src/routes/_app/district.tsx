import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { districtApi } from '@/features/district/api'
import { DistrictPage } from '@/features/district/district-page'

export const Route = createFileRoute('/_app/district')({
  staticData: { heading: 'District Master' },
  validateSearch: listSearchSchema({
    isActive: filterSchemas.isActive,
    stateID: filterSchemas.id,
  }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(districtApi.queries.list),
  component: DistrictPage,
})
