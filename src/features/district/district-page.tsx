import { type DistrictRow, MODULE } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { LocationFilters, StatusFilter } from '@/components/data-table'
import { districtApi } from './api'
import { districtColumns } from './columns'
import { districtForm } from './district-form'

/** /district: the districts of each state; one with talukas or in use can't be deleted. */
export const DistrictPage = masterPage({
  noun: 'District',
  moduleId: MODULE.District,
  calls: districtApi,
  columns: districtColumns,
  rowKey: (district: DistrictRow) => district.districtID,
  rowName: (district) => district.districtName,
  form: districtForm,
  filters: (
    <>
      <StatusFilter />
      <LocationFilters />
    </>
  ),
  exportName: 'districts',
})
