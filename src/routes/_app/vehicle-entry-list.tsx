import { VEHICLE_ENTRY_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterSchemas, listSearchSchema, todayByDefault } from '@/components/data-table'
import { VehicleEntryPage } from '@/features/vehicle-entry/vehicle-entry-page'
import { todayInKolkata } from '@/lib/format'

export const Route = createFileRoute('/_app/vehicle-entry-list')({
  staticData: { heading: 'Vehicle Entry List' },
  validateSearch: v.pipe(
    listSearchSchema(VEHICLE_ENTRY_SORT_COLUMNS, { status: filterSchemas.id }),
    v.transform((search) => todayByDefault(search, todayInKolkata())),
  ),
  component: VehicleEntryPage,
})
