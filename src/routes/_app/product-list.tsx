import { PRODUCT_CATEGORIES } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterSchemas, listLoader, listSearchSchema } from '@/components/data-table'
import { productApi } from '@/features/product/api'
import { ProductPage } from '@/features/product/product-page'

export const Route = createFileRoute('/_app/product-list')({
  staticData: { heading: 'Product List' },
  validateSearch: listSearchSchema({
    isActive: filterSchemas.isActive,
    category: v.picklist(PRODUCT_CATEGORIES),
  }),
  loaderDeps: ({ search }) => search,
  loader: listLoader(productApi.queries.list),
  component: ProductPage,
})
