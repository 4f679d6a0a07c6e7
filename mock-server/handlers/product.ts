import type * as v from 'valibot'
import {
  api,
  CRATE_MESSAGES,
  PRODUCT_MESSAGES,
  type ProductFormSchema,
  type ProductRow,
} from '../../contracts'
import type { ServerContext } from '../context'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import { nameKey, sameName } from '../store/compare-keys'
import type { ProductRecord } from '../store/rows'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { firmMaster, modelOf, nextID } from './master'
import { activeLookup, masterHandlers } from './master-handlers'

type Grade = ProductRecord['grades'][number]
type GradeInput = v.InferOutput<typeof ProductFormSchema>['grades'][number]

const products = firmMaster({
  table: (s: Store) => s.products,
  key: 'productID',
  notFound: PRODUCT_MESSAGES.notFound,
})

const bySortOrder = (grades: readonly Grade[]) =>
  [...grades].sort((a, b) => a.sortOrder - b.sortOrder || compareText(a.gradeName, b.gradeName))

const toProduct = (product: Readonly<ProductRecord>) => ({
  ...modelOf(product),
  grades: bySortOrder(product.grades),
})

const toRow = ({ companyKeyID: _firm, ...product }: Readonly<ProductRecord>): ProductRow => ({
  ...product,
  grades: bySortOrder(product.grades),
  gradeNames: bySortOrder(product.grades)
    .filter((g) => g.isActive)
    .map((g) => g.gradeName)
    .join(', '),
})

/**
 * Grade IDs outlive edits: a grade sent with its ID keeps it, a new one gets the firm's next free ID, and
 * one left out is dropped, unless tokens name it, in which case it stays, inactive, so old tokens still read.
 */
function mergeGrades(
  ctx: ServerContext,
  companyKeyID: string,
  existing: readonly Grade[],
  incoming: readonly GradeInput[],
): Grade[] {
  const current = new Set(existing.map((g) => g.gradeID))
  const kept = new Set<number>()
  const firmProducts = ctx.store.products.of(companyKeyID)
  let next = nextID(firmProducts, (p) => Math.max(0, ...p.grades.map((g) => g.gradeID)))
  const merged = incoming.map((grade, i): Grade => {
    const gradeName = grade.gradeName.trim()
    if (!grade.gradeID) return { ...grade, gradeName, gradeID: next++ }
    if (!current.has(grade.gradeID)) throw badRequest(`grades.${i}.gradeID`, PRODUCT_MESSAGES.foreignGrade)
    if (kept.has(grade.gradeID)) throw badRequest(`grades.${i}.gradeID`, PRODUCT_MESSAGES.gradeTwice)
    kept.add(grade.gradeID)
    return { ...grade, gradeName, gradeID: grade.gradeID }
  })
  for (const grade of existing) {
    if (!kept.has(grade.gradeID) && ctx.store.isReferenced('grade', companyKeyID, grade.gradeID)) {
      merged.push({ ...grade, isActive: false })
    }
  }
  if (new Set(merged.map((g) => nameKey(g.gradeName))).size !== merged.length) {
    throw badRequest('grades', PRODUCT_MESSAGES.gradeDuplicate)
  }
  return merged
}

export const productHandlers = handlers(api.product, {
  ...masterHandlers(products, {
    keyQuery: 'ProductID',
    search: (r: ProductRow) => [r.productName, r.productNameMr, r.category, r.gradeNames],
    name: (r) => r.productName,
    filter: (p, body: { category?: string | null }) => !body.category || p.category === body.category,
    listRows: (_ctx, _session, rows) => rows.map(toRow),
    model: (_ctx, product) => toProduct(product),
    beforeRemove: (ctx, session, product) => {
      const used = (kind: 'product' | 'grade', id: number) =>
        ctx.store.isReferenced(kind, session.companyKeyID, id)
      if (used('product', product.productID) || product.grades.some((g) => used('grade', g.gradeID))) {
        throw conflict(PRODUCT_MESSAGES.inUse)
      }
    },
  }),

  addUpdate: ({ body, session, ctx }) => {
    const { productID, grades, ...fields } = { ...body, productName: body.productName.trim() }
    const existing = products.existing(ctx, session, productID)
    const name = fields.productName
    const duplicate = conflict(PRODUCT_MESSAGES.duplicate(name))
    products.assertNoClash(ctx, session, existing, (p) => sameName(p.productName, name), duplicate)
    const merged = mergeGrades(ctx, session.companyKeyID, existing?.grades ?? [], grades)
    // A type kept from before may have gone inactive since; only a new choice must be usable now.
    if (fields.crateTypeID && fields.crateTypeID !== existing?.crateTypeID) {
      const type = ctx.store.crateTypes.in(session.companyKeyID, fields.crateTypeID)
      if (!type?.isActive || !type.isReturnable) throw badRequest('crateTypeID', CRATE_MESSAGES.typeNotFound)
    }
    return toProduct(products.save(ctx, session, existing, { ...fields, grades: merged }))
  },

  /** Active products with their active grades in sort order, for token entry and the auction. */
  lookup: activeLookup(
    products,
    (a, b) => compareText(a.productName, b.productName),
    ({ productID, productName, defaultTransportationType, defaultRateUnit, grades }) => ({
      productID,
      productName,
      defaultTransportationType,
      defaultRateUnit,
      grades: bySortOrder(grades)
        .filter((g) => g.isActive)
        .map(({ gradeID, gradeName }) => ({ gradeID, gradeName })),
    }),
  ),
})
