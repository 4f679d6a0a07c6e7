import { MODULE, type TalukaRow } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { LocationFilters, StatusFilter } from '@/components/data-table'
import { talukaApi } from './api'
import { talukaColumns } from './columns'
import { talukaForm } from './taluka-form'

/** /taluka: the talukas of each district; one used by markets or parties can't be deleted. */
export const TalukaPage = masterPage({
  noun: 'Taluka',
  moduleId: MODULE.Taluka,
  calls: talukaApi,
  columns: talukaColumns,
  rowKey: (taluka: TalukaRow) => taluka.talukaID,
  rowName: (taluka) => taluka.talukaName,
  form: talukaForm,
  filters: (
    <>
      <StatusFilter />
      <LocationFilters district />
    </>
  ),
  exportName: 'talukas',
})
