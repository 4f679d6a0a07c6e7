import { randomUUID } from 'node:crypto'
import {
  api,
  EXPENSE_CATEGORY_MESSAGES,
  type EXPENSE_CATEGORY_SORT_COLUMNS,
  type ExpenseCategoryRow,
  PARTY_TYPES,
} from '../../contracts'
import { conflict } from '../errors'
import { handlers } from '../register'
import type { ExpenseCategoryRecord } from '../store/rows'
import { compareText } from './collate'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { columnValue, found, sameName, statusMatches, toggleStatus } from './master'

export const EXPENSE_CATEGORY_NOT_FOUND = 'Expense category not found.'

const partyLabel = (type: number) => PARTY_TYPES.find((p) => p.value === type)?.label ?? ''

const CATEGORY_LIST: ListSpec<ExpenseCategoryRow, (typeof EXPENSE_CATEGORY_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.categoryName, partyLabel(r.categoryType)],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.categoryName,
  key: (r) => r.categoryKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

const toCategory = ({ isActive: _a, createdDate: _c, ...category }: Readonly<ExpenseCategoryRecord>) =>
  category

export const expenseCategoryHandlers = handlers(api.expenseCategory, {
  list: ({ body, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['expenseCategories', filters], () =>
      filterAndSort(
        ctx.store.expenseCategories.filter(
          (c) =>
            statusMatches(c.isActive, body.isActive) &&
            (!body.categoryType || c.categoryType === body.categoryType),
        ),
        body,
        CATEGORY_LIST,
      ),
    )
    return pageOf(rows, body)
  },

  model: ({ query, ctx }) =>
    toCategory(found(ctx.store.expenseCategories, query.CategoryKeyID, EXPENSE_CATEGORY_NOT_FOUND)),

  addUpdate: ({ body, ctx }) => {
    const { store } = ctx
    const existing = body.categoryKeyID
      ? found(store.expenseCategories, body.categoryKeyID, EXPENSE_CATEGORY_NOT_FOUND)
      : null
    const name = body.categoryName.trim()
    const clash = store.expenseCategories.some(
      (c) =>
        c.categoryKeyID !== existing?.categoryKeyID &&
        c.categoryType === body.categoryType &&
        sameName(c.categoryName, name),
    )
    if (clash) throw conflict(EXPENSE_CATEGORY_MESSAGES.duplicate)
    const fields = {
      categoryName: name,
      categoryType: body.categoryType,
      isVisible: body.isVisible,
      charges: body.charges,
    }
    const saved = store.write(() =>
      store.expenseCategories.set(
        existing
          ? { ...existing, ...fields }
          : { ...fields, categoryKeyID: randomUUID(), isActive: true, createdDate: ctx.now() },
      ),
    )
    return toCategory(saved)
  },

  remove: ({ query, ctx }) => {
    const category = found(ctx.store.expenseCategories, query.CategoryKeyID, EXPENSE_CATEGORY_NOT_FOUND)
    if (ctx.store.isReferenced('expenseCategory', category.categoryKeyID)) {
      throw conflict(EXPENSE_CATEGORY_MESSAGES.inUse)
    }
    ctx.store.write(() => ctx.store.expenseCategories.delete(category.categoryKeyID))
    return null
  },

  changeStatus: ({ query, ctx }) =>
    toggleStatus(
      ctx.store,
      ctx.store.expenseCategories,
      found(ctx.store.expenseCategories, query.CategoryKeyID, EXPENSE_CATEGORY_NOT_FOUND),
    ),

  lookup: ({ ctx }) =>
    ctx.store.expenseCategories
      .filter((c) => c.isActive)
      .sort((a, b) => a.categoryType - b.categoryType || compareText(a.categoryName, b.categoryName))
      .map(({ categoryKeyID, categoryName, categoryType }) => ({
        categoryKeyID,
        categoryName,
        categoryType,
      })),
})
