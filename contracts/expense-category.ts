import * as v from 'valibot'
import { amount, lookupEndpoint, type MasterListRow, masterEndpoints, requiredName } from './core'
import { MODULE } from './role'
import { PartyTypeSchema } from './service'
import { EXPENSE_CATEGORY_SORT_COLUMNS } from './value-lists'

export const EXPENSE_CATEGORY_MESSAGES = {
  duplicate: 'A category with this name already exists for this type.',
  inUse: 'This category is used by expenses and cannot be deleted. Make it Inactive instead.',
  notFound: 'Expense category not found.',
} as const

/** The demo's bdsCatName / isvisible / charges, tied to one side. */
export const ExpenseCategoryFormSchema = v.object({
  categoryName: requiredName('Category name'),
  categoryType: PartyTypeSchema,
  isVisible: v.boolean(),
  charges: amount('Charges', 10_000_000),
})

export const expenseCategory = {
  ...masterEndpoints({
    controller: 'ExpenseCategory',
    moduleId: MODULE.ExpenseCategory,
    key: 'categoryKeyID',
    keyQuery: 'CategoryKeyID',
    form: ExpenseCategoryFormSchema,
    sortColumns: EXPENSE_CATEGORY_SORT_COLUMNS,
    filters: { categoryType: v.optional(v.nullable(v.picklist([1, 2]))) },
  }),
  lookup: lookupEndpoint(
    'ExpenseCategory',
    v.object({ categoryKeyID: v.string(), categoryName: v.string(), categoryType: v.number() }),
  ),
} as const
export type ExpenseCategoryRow = MasterListRow<typeof expenseCategory>
