import { MODULE, type StateRow } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { StatusFilter } from '@/components/data-table'
import { stateApi } from './api'
import { stateColumns } from './columns'
import { stateForm } from './state-form'

/** /state: the states with their GST codes; a state with districts or in use can't be deleted. */
export const StatePage = masterPage({
  noun: 'State',
  moduleId: MODULE.State,
  calls: stateApi,
  columns: stateColumns,
  rowKey: (state: StateRow) => state.stateID,
  rowName: (state) => state.stateName,
  form: stateForm,
  filters: <StatusFilter />,
  exportName: 'states',
})
