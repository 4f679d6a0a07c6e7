export { type AuditedRow, auditColumns, statusText } from './audit-columns'
export { NameCell, optionText, yesNoText } from './cells'
export { toCsv } from './csv'
export { ListFilterSelect, STATUS_OPTIONS, StatusFilter, useListFilter } from './list-filters'
export { listLoader } from './list-loader'
export {
  ListPage,
  type ListPageProps,
  type ListQueryOptions,
  type ListSelection,
  type Paged,
} from './list-page'
export {
  describeRange,
  filterSchemas,
  filtersOf,
  type ListFilterValue,
  type ListRequest,
  type ListSearch,
  listRequestFor,
  listSearchSchema,
  rangeView,
  resolveView,
  toListRequest,
} from './list-search'
export { LocationFilters, type LocationFiltersProps } from './location-filters'
export { RowAction, type RowActionIcon } from './row-action'
export { type ListColumn, type ListColumnMeta, listColumnHelper } from './table-features'
