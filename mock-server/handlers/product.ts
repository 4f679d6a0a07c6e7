import type * as v from 'valibot'
import {
  api,
  PRODUCT_MESSAGES,
  type PRODUCT_SORT_COLUMNS,
  type ProductFormSchema,
  type ProductRow,
} from '../../contracts'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import type { ProductRecord } from '../store/rows'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { columnValue, found, nameKey, nextID, sameName, statusMatches, toggleStatus } from './master'

export const PRODUCT_ERRORS = {
  notFound: 'Product not found.',
  duplicate: (name: string) => `A product named "${name}" already exists.`,
  foreignGrade: 'is not a grade of this product.',
  gradeTwice: 'lists the same grade twice.',
} as const

type Grade = ProductRecord['grades'][number]
type GradeInput = v.InferOutput<typeof ProductFormSchema>['grades'][number]

const PRODUCT_LIST: ListSpec<ProductRow, (typeof PRODUCT_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.productName, r.productNameMr, r.category, r.gradeNames],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.productName,
  key: (r) => String(r.productID),
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

const bySortOrder = (grades: readonly Grade[]) =>
  [...grades].sort((a, b) => a.sortOrder - b.sortOrder || compareText(a.gradeName, b.gradeName))

const toProduct = ({ isActive: _a, createdDate: _c, ...product }: Readonly<ProductRecord>) => ({
  ...product,
  grades: bySortOrder(product.grades),
})

const toRow = (product: Readonly<ProductRecord>): ProductRow => ({
  ...product,
  grades: bySortOrder(product.grades),
  gradeNames: bySortOrder(product.grades)
    .filter((g) => g.isActive)
    .map((g) => g.gradeName)
    .join(', '),
})

/**
 * Grade IDs outlive edits: a grade sent with its ID keeps it, a new one gets the next free ID, and one
 * left out is dropped, unless tokens name it, in which case it stays, inactive, so old tokens still read.
 */
function mergeGrades(store: Store, existing: readonly Grade[], incoming: readonly GradeInput[]): Grade[] {
  const current = new Set(existing.map((g) => g.gradeID))
  const kept = new Set<number>()
  let next = nextID(store.products, (p) => Math.max(0, ...p.grades.map((g) => g.gradeID)))
  const merged = incoming.map((grade, i): Grade => {
    const gradeName = grade.gradeName.trim()
    if (!grade.gradeID) return { ...grade, gradeName, gradeID: next++ }
    if (!current.has(grade.gradeID)) throw badRequest(`grades.${i}.gradeID`, PRODUCT_ERRORS.foreignGrade)
    if (kept.has(grade.gradeID)) throw badRequest(`grades.${i}.gradeID`, PRODUCT_ERRORS.gradeTwice)
    kept.add(grade.gradeID)
    return { ...grade, gradeName, gradeID: grade.gradeID }
  })
  for (const grade of existing) {
    if (!kept.has(grade.gradeID) && store.isReferenced('grade', grade.gradeID)) {
      merged.push({ ...grade, isActive: false })
    }
  }
  if (new Set(merged.map((g) => nameKey(g.gradeName))).size !== merged.length) {
    throw badRequest('grades', PRODUCT_MESSAGES.gradeDuplicate)
  }
  return merged
}

export const productHandlers = handlers(api.product, {
  list: ({ body, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['products', filters], () =>
      filterAndSort(
        ctx.store.products
          .filter(
            (p) =>
              statusMatches(p.isActive, body.isActive) && (!body.category || p.category === body.category),
          )
          .map(toRow),
        body,
        PRODUCT_LIST,
      ),
    )
    return pageOf(rows, body)
  },

  model: ({ query, ctx }) => toProduct(found(ctx.store.products, query.ProductID, PRODUCT_ERRORS.notFound)),

  addUpdate: ({ body, ctx }) => {
    const { store } = ctx
    const existing = body.productID ? found(store.products, body.productID, PRODUCT_ERRORS.notFound) : null
    const name = body.productName.trim()
    if (store.products.some((p) => p.productID !== existing?.productID && sameName(p.productName, name))) {
      throw conflict(PRODUCT_ERRORS.duplicate(name))
    }
    const { productID: _key, grades, ...fields } = { ...body, productName: name }
    const saved = store.write(() => {
      const merged = mergeGrades(store, existing?.grades ?? [], grades)
      return store.products.set(
        existing
          ? { ...existing, ...fields, grades: merged }
          : {
              ...fields,
              grades: merged,
              productID: nextID(store.products, (p) => p.productID),
              isActive: true,
              createdDate: ctx.now(),
            },
      )
    })
    return toProduct(saved)
  },

  remove: ({ query, ctx }) => {
    const product = found(ctx.store.products, query.ProductID, PRODUCT_ERRORS.notFound)
    if (
      ctx.store.isReferenced('product', product.productID) ||
      product.grades.some((g) => ctx.store.isReferenced('grade', g.gradeID))
    ) {
      throw conflict(PRODUCT_MESSAGES.inUse)
    }
    ctx.store.write(() => ctx.store.products.delete(String(product.productID)))
    return null
  },

  changeStatus: ({ query, ctx }) =>
    toggleStatus(
      ctx.store,
      ctx.store.products,
      found(ctx.store.products, query.ProductID, PRODUCT_ERRORS.notFound),
    ),

  /** Active products with their active grades in sort order, for token entry and the auction. */
  lookup: ({ ctx }) =>
    ctx.store.products
      .filter((p) => p.isActive)
      .sort((a, b) => compareText(a.productName, b.productName))
      .map(({ productID, productName, defaultTransportationType, defaultRateUnit, grades }) => ({
        productID,
        productName,
        defaultTransportationType,
        defaultRateUnit,
        grades: bySortOrder(grades)
          .filter((g) => g.isActive)
          .map(({ gradeID, gradeName }) => ({ gradeID, gradeName })),
      })),
})
