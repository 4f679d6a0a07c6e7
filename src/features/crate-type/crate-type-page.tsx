import { type CrateTypeRow, MODULE } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { StatusFilter } from '@/components/data-table'
import { crateTypeApi } from './api'
import { crateTypeColumns } from './columns'
import { crateTypeForm } from './crate-type-form'

/** /crate-type-list: the firm's crates, with what a lost one costs and whether it comes back. */
export const CrateTypePage = masterPage({
  noun: 'Crate Type',
  moduleId: MODULE.CrateType,
  calls: crateTypeApi,
  columns: crateTypeColumns,
  rowKey: (type: CrateTypeRow) => type.crateTypeID,
  rowName: (type) => type.crateTypeName,
  form: crateTypeForm,
  filters: <StatusFilter />,
  exportName: 'crate-types',
})
