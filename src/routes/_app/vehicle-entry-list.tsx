import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { VehicleEntryPage } from '@/features/vehicle-entry/vehicle-entry-page'

export const Route = createFileRoute('/_app/vehicle-entry-list')({
  staticData: { heading: 'Vehicle Entry List' },
  validateSearch: listSearchSchema({ status: filterSchemas.id }),
  component: VehicleEntryPage,
})
