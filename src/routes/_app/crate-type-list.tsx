import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { crateTypeApi } from '@/features/crate-type/api'
import { CrateTypePage } from '@/features/crate-type/crate-type-page'

export const Route = createFileRoute('/_app/crate-type-list')({
  staticData: { heading: 'Crate Type List' },
  validateSearch: listSearchSchema({ isActive: filterSchemas.isActive }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(crateTypeApi.queries.list),
  component: CrateTypePage,
})
