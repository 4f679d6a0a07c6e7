import { VEHICLE_ENTRY_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { VehicleEntryPage } from '@/features/vehicle-entry/vehicle-entry-page'

export const Route = createFileRoute('/_app/vehicle-entry-list')({
  staticData: { heading: 'Vehicle Entry List' },
  validateSearch: listSearchSchema(VEHICLE_ENTRY_SORT_COLUMNS, { status: filterSchemas.id }),
  component: VehicleEntryPage,
})
