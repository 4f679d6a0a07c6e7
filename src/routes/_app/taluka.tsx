import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { talukaApi } from '@/features/taluka/api'
import { TalukaPage } from '@/features/taluka/taluka-page'

export const Route = createFileRoute('/_app/taluka')({
  staticData: { heading: 'Taluka Master' },
  validateSearch: listSearchSchema({
    isActive: filterSchemas.isActive,
    stateID: filterSchemas.id,
    districtID: filterSchemas.id,
  }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(talukaApi.queries.list),
  component: TalukaPage,
})
