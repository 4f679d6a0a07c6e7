import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { roleQueries } from '@/features/role/api'
import { RolePage } from '@/features/role/role-page'

export const Route = createFileRoute('/_app/role-list')({
  staticData: { heading: 'Role List' },
  validateSearch: listSearchSchema({ isActive: filterSchemas.isActive }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(roleQueries.list),
  component: RolePage,
})
