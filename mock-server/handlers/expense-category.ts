import {
  api,
  EXPENSE_CATEGORY_MESSAGES,
  type EXPENSE_CATEGORY_SORT_COLUMNS,
  type ExpenseCategoryRow,
  PARTY_TYPES,
} from '../../contracts'
import { conflict } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { firmMaster, listRowOf, listSpec, modelOf, statusMatches } from './master'

export const EXPENSE_CATEGORY_NOT_FOUND = 'Expense category not found.'

const categories = firmMaster({
  table: (s: Store) => s.expenseCategories,
  key: 'categoryKeyID',
  notFound: EXPENSE_CATEGORY_NOT_FOUND,
})

const partyLabel = (type: number) => PARTY_TYPES.find((p) => p.value === type)?.label ?? ''

const CATEGORY_LIST = listSpec<ExpenseCategoryRow, (typeof EXPENSE_CATEGORY_SORT_COLUMNS)[number]>(
  (r) => [r.categoryName, partyLabel(r.categoryType)],
  (r) => r.categoryName,
  (r) => r.categoryKeyID,
)

export const expenseCategoryHandlers = handlers(api.expenseCategory, {
  list: ({ body, session, ctx }) =>
    categories.page(ctx, session, body, CATEGORY_LIST, () =>
      categories
        .rows(
          ctx,
          session,
          (c) =>
            statusMatches(c.isActive, body.isActive) &&
            (!body.categoryType || c.categoryType === body.categoryType),
        )
        .map(listRowOf),
    ),

  model: ({ query, session, ctx }) => modelOf(categories.find(ctx, session, query.CategoryKeyID)),

  addUpdate: ({ body, session, ctx }) => {
    const existing = categories.existing(ctx, session, body.categoryKeyID)
    const name = body.categoryName.trim()
    const clashes = (c: ExpenseCategoryRow) =>
      c.categoryType === body.categoryType && sameName(c.categoryName, name)
    categories.assertNoClash(ctx, session, existing, clashes, conflict(EXPENSE_CATEGORY_MESSAGES.duplicate))
    const fields = {
      categoryName: name,
      categoryType: body.categoryType,
      isVisible: body.isVisible,
      charges: body.charges,
    }
    return modelOf(categories.save(ctx, session, existing, fields))
  },

  remove: ({ query, session, ctx }) => {
    const category = categories.find(ctx, session, query.CategoryKeyID)
    if (ctx.store.isReferenced('expenseCategory', session.companyKeyID, category.categoryKeyID)) {
      throw conflict(EXPENSE_CATEGORY_MESSAGES.inUse)
    }
    return categories.remove(ctx, category)
  },

  changeStatus: ({ query, session, ctx }) => categories.toggle(ctx, session, query.CategoryKeyID),

  lookup: ({ session, ctx }) =>
    categories
      .rows(ctx, session, (c) => c.isActive)
      .sort((a, b) => a.categoryType - b.categoryType || compareText(a.categoryName, b.categoryName))
      .map(({ categoryKeyID, categoryName, categoryType }) => ({
        categoryKeyID,
        categoryName,
        categoryType,
      })),
})
