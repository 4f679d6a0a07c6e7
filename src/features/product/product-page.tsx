import { MODULE, type ProductRow } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { ListFilterSelect, StatusFilter } from '@/components/data-table'
import { productApi } from './api'
import { productColumns } from './columns'
import { CATEGORY_OPTIONS } from './options'
import { productForm } from './product-form'

/** /product-list: the produce the market trades, with grades, rate unit, crate weights and rate alerts. */
export const ProductPage = masterPage({
  noun: 'Product',
  moduleId: MODULE.Product,
  calls: productApi,
  columns: productColumns,
  rowKey: (product: ProductRow) => product.productID,
  rowName: (product) => product.productName,
  form: productForm,
  filters: (
    <>
      <StatusFilter />
      <ListFilterSelect filterKey="category" label="Category" options={CATEGORY_OPTIONS} />
    </>
  ),
  exportName: 'products',
})
