import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { serviceApi } from '@/features/service/api'
import { ServicePage } from '@/features/service/service-page'

export const Route = createFileRoute('/_app/service-list')({
  staticData: { heading: 'Service List' },
  validateSearch: listSearchSchema({
    isActive: filterSchemas.isActive,
    partyType: v.picklist([1, 2]),
  }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(serviceApi.queries.list),
  component: ServicePage,
})
