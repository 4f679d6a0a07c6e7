import { api, EXPENSE_CATEGORY_MESSAGES, PARTY_TYPES } from '../../contracts'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { firmMaster } from './master'
import { activeLookup, masterHandlers, masterSave } from './master-handlers'

const categories = firmMaster({
  table: (s: Store) => s.expenseCategories,
  key: 'categoryKeyID',
  notFound: EXPENSE_CATEGORY_MESSAGES.notFound,
})

const partyLabel = (type: number) => PARTY_TYPES.find((p) => p.value === type)?.label ?? ''

export const expenseCategoryHandlers = handlers(api.expenseCategory, {
  ...masterHandlers(categories, {
    keyQuery: 'CategoryKeyID',
    search: (r) => [r.categoryName, partyLabel(r.categoryType)],
    name: (r) => r.categoryName,
    filter: (c, body: { categoryType?: number | null }) =>
      !body.categoryType || c.categoryType === body.categoryType,
    inUse: { kind: 'expenseCategory', message: EXPENSE_CATEGORY_MESSAGES.inUse },
  }),

  addUpdate: masterSave(categories, {
    fields: (body) => ({ ...body, categoryName: body.categoryName.trim() }),
    clashes: (c, fields) =>
      c.categoryType === fields.categoryType && sameName(c.categoryName, fields.categoryName),
    duplicate: () => EXPENSE_CATEGORY_MESSAGES.duplicate,
  }),

  lookup: activeLookup(
    categories,
    (a, b) => a.categoryType - b.categoryType || compareText(a.categoryName, b.categoryName),
    ({ categoryKeyID, categoryName, categoryType }) => ({ categoryKeyID, categoryName, categoryType }),
  ),
})
