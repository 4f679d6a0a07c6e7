export { toCsv } from './csv'
export { ListPage, type ListPageProps, type ListQueryOptions, type Paged } from './list-page'
export {
  describeRange,
  type ListRequest,
  type ListSearch,
  listRequestFor,
  listSearchSchema,
  rangeView,
  resolveView,
  toListRequest,
} from './list-search'
export { RowAction, type RowActionIcon } from './row-action'
export { type ListColumn, type ListColumnMeta, listColumnHelper } from './table-features'
