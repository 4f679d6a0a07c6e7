import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { stateApi } from '@/features/state/api'
import { StatePage } from '@/features/state/state-page'

export const Route = createFileRoute('/_app/state')({
  staticData: { heading: 'States Master' },
  validateSearch: listSearchSchema({ isActive: filterSchemas.isActive }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(stateApi.queries.list),
  component: StatePage,
})
