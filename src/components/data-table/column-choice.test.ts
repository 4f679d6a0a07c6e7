import { describe, expect, it } from 'vitest'
import { choosable, columnChoiceKey, columnVisibility } from './column-choice'
import { type ListColumn, listColumnHelper } from './table-features'

interface Bill {
  billNo: string
  buyerName: string
  goodsAmount: number
  balance: number
}

const column = listColumnHelper<Bill>()
const columns: ListColumn<Bill>[] = [
  column.accessor('billNo', { header: 'Invoice No.' }),
  column.accessor('buyerName', { header: 'Buyer' }),
  column.accessor('goodsAmount', { header: 'Goods', meta: { optional: true } }),
  column.accessor('balance', { header: 'Balance' }),
]
const list = choosable(columns)

describe('columnVisibility', () => {
  it('opens a list on every column but the optional ones', () => {
    expect(columnVisibility(list, null)).toEqual({
      billNo: true,
      buyerName: true,
      goodsAmount: false,
      balance: true,
    })
  })

  it('follows what the user chose: an optional column shown, a default one hidden', () => {
    expect(columnVisibility(list, { goodsAmount: true, balance: false })).toMatchObject({
      goodsAmount: true,
      balance: false,
      buyerName: true,
    })
  })

  it('always shows the first column, the row’s identity, whatever is stored', () => {
    expect(columnVisibility(list, { billNo: false }).billNo).toBe(true)
  })

  it('reads a damaged or outdated entry as no choice: no column disappears by itself', () => {
    const defaults = columnVisibility(list, null)
    for (const stored of ['yes', 42, ['balance'], { balance: 'no', goodsAmount: 1 }]) {
      expect(columnVisibility(list, stored)).toEqual(defaults)
    }
    expect(columnVisibility(list, { removedColumn: false })).toEqual(defaults)
  })
})

describe('choosable', () => {
  it('names a column by its accessor key, as the table does', () => {
    expect(list.map((c) => c.id)).toEqual(['billNo', 'buyerName', 'goodsAmount', 'balance'])
  })
})

it('keeps each list’s choice under its own key', () => {
  expect(columnChoiceKey('Buyer invoices')).not.toBe(columnChoiceKey('Farmer Report'))
})
