import { MODULE, type VehicleTypeRow } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { StatusFilter } from '@/components/data-table'
import { vehicleTypeApi } from './api'
import { vehicleTypeColumns } from './columns'
import { vehicleTypeForm } from './vehicle-type-form'

/** /vehicle-type-list: the kinds of vehicle the gate records, with their entry fee. */
export const VehicleTypePage = masterPage({
  noun: 'Vehicle Type',
  moduleId: MODULE.VehicleType,
  calls: vehicleTypeApi,
  columns: vehicleTypeColumns,
  rowKey: (type: VehicleTypeRow) => type.vehicleTypeID,
  rowName: (type) => type.vehicleTypeName,
  form: vehicleTypeForm,
  filters: <StatusFilter />,
  exportName: 'vehicle-types',
})
