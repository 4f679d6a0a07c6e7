import * as v from 'valibot'
import {
  amount,
  auditEntries,
  crudEndpoints,
  endpoint,
  listRequest,
  optionalNumericKey,
  optionalText,
  QueryInt,
  requiredName,
  statusFilter,
  wholeNumber,
} from './core'
import { PRODUCT_CATEGORIES } from './list-filter-values'
import { MODULE } from './role'
import { PRODUCT_SORT_COLUMNS } from './value-lists'
import { TransportationTypeSchema } from './vehicle-type'

/** How a product's rate is quoted: per kg, crate, quintal, lump sum or per 10 kg (docs/market-day.md). */
export const RATE_UNITS = [
  { value: 1, label: 'Per Kg' },
  { value: 2, label: 'Per Crate' },
  { value: 3, label: 'Per Quintal' },
  { value: 4, label: 'Lump Sum' },
  { value: 5, label: 'Per 10 Kg' },
] as const

export const PRODUCT_MESSAGES = {
  rateBand: 'Minimum rate alert must not exceed the maximum.',
  tare: 'Crate tare must be less than the crate capacity.',
  gradesRequired: 'Add at least one grade.',
  gradeDuplicate: 'Grade names must be unique within the product.',
  inUse: 'This product is used in tokens and cannot be deleted. Make it Inactive instead.',
  notFound: 'Product not found.',
  duplicate: (name: string) => `A product named "${name}" already exists.`,
  foreignGrade: 'is not a grade of this product.',
  gradeTwice: 'lists the same grade twice.',
} as const

export const GradeSchema = v.object({
  gradeID: optionalNumericKey,
  gradeName: requiredName('Grade name', 30),
  sortOrder: wholeNumber('Sort order', 0, 999),
  isActive: v.boolean(),
})
export type Grade = v.InferInput<typeof GradeSchema>

const productEntries = {
  productName: requiredName('Product name'),
  productNameMr: optionalText('Marathi name', 50),
  category: v.picklist(PRODUCT_CATEGORIES, 'Choose a category.'),
  defaultTransportationType: TransportationTypeSchema,
  defaultRateUnit: v.picklist([1, 2, 3, 4, 5], 'Choose a rate unit.'),
  crateCapacityKg: amount('Crate capacity', 1000),
  crateTareKg: amount('Crate tare', 100),
  allowanceKgPerCrate: amount('Allowance', 100),
  /**
   * The firm's returnable crate type the product travels in; 0 when it comes and goes in the farmer's
   * or buyer's own crates. The gate and the sale lines count these crates on the crate ledger.
   */
  crateTypeID: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0, 'Choose a crate type.')), 0),
  minRateAlert: amount('Minimum rate alert', 10_000_000),
  maxRateAlert: amount('Maximum rate alert', 10_000_000),
  grades: v.pipe(
    v.array(GradeSchema),
    v.minLength(1, PRODUCT_MESSAGES.gradesRequired),
    v.check(
      (grades) => new Set(grades.map((g) => g.gradeName.trim().toLowerCase())).size === grades.length,
      PRODUCT_MESSAGES.gradeDuplicate,
    ),
  ),
}

/** The product form and AddUpdateProduct body (productID empty for a new product). */
export const ProductFormSchema = v.pipe(
  v.object({ ...productEntries, productID: optionalNumericKey }),
  v.forward(
    v.check((p) => p.maxRateAlert === 0 || p.minRateAlert <= p.maxRateAlert, PRODUCT_MESSAGES.rateBand),
    ['maxRateAlert'],
  ),
  v.forward(
    v.check((p) => p.crateCapacityKg === 0 || p.crateTareKg < p.crateCapacityKg, PRODUCT_MESSAGES.tare),
    ['crateTareKg'],
  ),
)
export type ProductFormInput = v.InferInput<typeof ProductFormSchema>

const GradeOutSchema = v.object({ ...GradeSchema.entries, gradeID: v.number() })
export const ProductSchema = v.object({
  productID: v.number(),
  ...productEntries,
  grades: v.array(GradeOutSchema),
})
export const ProductRowSchema = v.object({
  ...ProductSchema.entries,
  gradeNames: v.string(),
  ...auditEntries,
})
export type ProductRow = v.InferOutput<typeof ProductRowSchema>

export const ProductLookupSchema = v.object({
  productID: v.number(),
  productName: v.string(),
  defaultTransportationType: v.number(),
  defaultRateUnit: v.number(),
  grades: v.array(v.object({ gradeID: v.number(), gradeName: v.string() })),
})

export const product = {
  ...crudEndpoints({
    controller: 'Product',
    moduleId: MODULE.Product,
    keyQuery: v.object({ ProductID: QueryInt }),
    keyField: 'productID',
    listRequest: listRequest(PRODUCT_SORT_COLUMNS, {
      isActive: statusFilter,
      category: v.optional(v.nullable(v.union([v.literal(''), v.picklist(PRODUCT_CATEGORIES)]))),
    }),
    row: ProductRowSchema,
    body: ProductFormSchema,
    model: ProductSchema,
  }),
  lookup: endpoint({
    method: 'GET',
    path: 'Product/GetProductLookupList',
    data: v.array(ProductLookupSchema),
  }),
} as const
