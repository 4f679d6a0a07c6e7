import * as v from 'valibot'
import {
  amount,
  auditEntries,
  crudEndpoints,
  endpoint,
  KeyIDSchema,
  listRequest,
  QueryKeyID,
  requiredName,
  statusFilter,
} from './core'
import { MODULE } from './role'
import { PartyTypeSchema } from './service'
import { EXPENSE_CATEGORY_SORT_COLUMNS } from './value-lists'

export const EXPENSE_CATEGORY_MESSAGES = {
  duplicate: 'A category with this name already exists for this type.',
  inUse: 'This category is used by expenses and cannot be deleted. Make it Inactive instead.',
} as const

/** The demo's bdsCatName / isvisible / charges, tied to one side. */
export const ExpenseCategoryFormSchema = v.object({
  categoryKeyID: v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema]))),
  categoryName: requiredName('Category name'),
  categoryType: PartyTypeSchema,
  isVisible: v.boolean(),
  charges: amount('Charges', 10_000_000),
})
export const ExpenseCategorySchema = v.object({
  ...ExpenseCategoryFormSchema.entries,
  categoryKeyID: v.string(),
})
export const ExpenseCategoryRowSchema = v.object({ ...ExpenseCategorySchema.entries, ...auditEntries })
export type ExpenseCategoryRow = v.InferOutput<typeof ExpenseCategoryRowSchema>

export const expenseCategory = {
  ...crudEndpoints({
    controller: 'ExpenseCategory',
    moduleId: MODULE.ExpenseCategory,
    keyQuery: v.object({ CategoryKeyID: QueryKeyID }),
    keyField: 'categoryKeyID',
    listRequest: listRequest(EXPENSE_CATEGORY_SORT_COLUMNS, {
      isActive: statusFilter,
      categoryType: v.optional(v.nullable(v.picklist([1, 2]))),
    }),
    row: ExpenseCategoryRowSchema,
    body: ExpenseCategoryFormSchema,
    model: ExpenseCategorySchema,
  }),
  lookup: endpoint({
    method: 'GET',
    path: 'ExpenseCategory/GetExpenseCategoryLookupList',
    data: v.array(
      v.object({ categoryKeyID: v.string(), categoryName: v.string(), categoryType: v.number() }),
    ),
  }),
} as const
