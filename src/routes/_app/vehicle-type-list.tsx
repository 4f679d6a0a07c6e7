import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { vehicleTypeApi } from '@/features/vehicle-type/api'
import { VehicleTypePage } from '@/features/vehicle-type/vehicle-type-page'

export const Route = createFileRoute('/_app/vehicle-type-list')({
  staticData: { heading: 'Vehicle Type List' },
  validateSearch: listSearchSchema({ isActive: filterSchemas.isActive }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(vehicleTypeApi.queries.list),
  component: VehicleTypePage,
})
