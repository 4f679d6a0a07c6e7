import { describe, expect, it } from 'vitest'
import { api, EXPENSE_CATEGORY_MESSAGES } from '../contracts'
import { seededServer } from './test/support'

const server = seededServer()

describe('Expense categories', () => {
  const list = (filters: Record<string, unknown> = {}) => server.allRows(api.expenseCategory.list, filters)

  it('are seeded per side; Crate Rent exists for farmers and buyers', async () => {
    const rows = await list({ searchKeyword: 'crate rent' })
    expect(rows.map((c) => c.categoryType).sort()).toEqual([1, 2])
    expect((await list({ categoryType: 2 })).map((c) => c.categoryName).sort()).toEqual([
      'Crate Rent',
      'Freight',
      'Packaging',
    ])
    const names = (await list()).map((c) => c.categoryName)
    expect(names).toEqual(expect.arrayContaining(['Labour', 'Tea & Snacks', 'Electricity', 'Sorting']))
  })

  it('adds a category, refuses its name again on the same side, and deletes it', async () => {
    const body = { categoryName: 'Weighbridge', categoryType: 1, isVisible: true, charges: 20 }
    const saved = await server.data(api.expenseCategory.addUpdate, { body })
    expect(saved).toMatchObject(body)
    const twice = await server.call(api.expenseCategory.addUpdate, {
      body: { ...body, categoryName: 'WEIGHBRIDGE' },
    })
    expect(twice.body).toMatchObject({ statusCode: 409, errorMessage: EXPENSE_CATEGORY_MESSAGES.duplicate })
    expect(
      (await server.call(api.expenseCategory.addUpdate, { body: { ...body, categoryType: 2 } })).status,
    ).toBe(200)
    const query = { CategoryKeyID: saved.categoryKeyID }
    expect(await server.data(api.expenseCategory.remove, { query })).toBeNull()
    expect((await server.call(api.expenseCategory.model, { query })).status).toBe(404)
  })

  it('offers only active categories in the lookup', async () => {
    const [tea] = await list({ searchKeyword: 'tea' })
    await server.data(api.expenseCategory.changeStatus, { query: { CategoryKeyID: tea!.categoryKeyID } })
    const lookup = await server.data(api.expenseCategory.lookup)
    expect(lookup.map((c) => c.categoryName)).not.toContain('Tea & Snacks')
    expect(lookup).toHaveLength(7)
  })
})
