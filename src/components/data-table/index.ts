export { type AuditedRow, auditColumns, statusText } from './audit-columns'
export { dateColumn, NameCell, optionText, yesNoText } from './cells'
export { footerCells, type TotalFormat, totalText } from './column-totals'
export { downloadFile, toCsv } from './csv'
export { fetchEveryRow } from './csv-export'
export { DataTable, type DataTableProps } from './data-table'
export { DateRangeFilter } from './date-range-filter'
export { ListFilterSelect, STATUS_OPTIONS, StatusFilter, useListFilter } from './list-filters'
export { listLoader } from './list-loader'
export { ListPage, type ListPageProps } from './list-page'
export type { ListQueryOptions, Paged } from './list-query'
export {
  type DefaultPeriod,
  describeRange,
  filtersOf,
  type ListRequest,
  listRequestFor,
  periodByDefault,
  rangeView,
  resolveView,
  toListRequest,
} from './list-search'
export {
  filterSchemas,
  type ListFilterValue,
  type ListSearch,
  listSearchSchema,
} from './list-search-schema'
export { type HeldView, useListView } from './list-view'
export { LocationFilters, type LocationFiltersProps } from './location-filters'
export { Pagination } from './pagination'
export { PartyFilter, type PartyFilterProps } from './party-filter'
export { RowAction, type RowActionIcon } from './row-action'
export { withRows } from './row-set'
export { type ListColumn, type ListColumnMeta, listColumnHelper, listFeatures } from './table-features'
export type { ListSelection, RowParts } from './table-shape'
