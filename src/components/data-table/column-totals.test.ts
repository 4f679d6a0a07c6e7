import { describe, expect, it } from 'vitest'
import { footerCells, hasTotals, totalText } from './column-totals'

describe('totalText', () => {
  it('writes money in Indian grouping with the rupee sign and paise', () => {
    expect(totalText('money', 1234567.5)).toBe('₹12,34,567.50')
  })

  it('writes counts in Indian grouping', () => {
    expect(totalText('number', 150000)).toBe('1,50,000')
  })

  it('uses the column’s own text when it gives one', () => {
    expect(totalText((kg) => `${kg} kg`, 420)).toBe('420 kg')
  })
})

const columns = [
  { id: 'billNo' },
  { id: 'farmerName' },
  { id: 'crates', total: 'number' as const },
  { id: 'netAmount', total: 'money' as const },
]

describe('footerCells', () => {
  it('puts each sum under its column, right-aligned, and the label in the first column', () => {
    expect(footerCells(columns, { crates: 320, netAmount: 98500.25 })).toEqual([
      { id: 'billNo', text: 'Total', numeric: false },
      { id: 'farmerName', text: '', numeric: false },
      { id: 'crates', text: '320', numeric: true },
      { id: 'netAmount', text: '₹98,500.25', numeric: true },
    ])
  })

  it('leaves a declared column blank when the server sent no sum for it, never a zero', () => {
    expect(footerCells(columns, { netAmount: 10 })[2]).toEqual({ id: 'crates', text: '', numeric: false })
  })

  it('ignores sums of columns that do not declare a total', () => {
    expect(footerCells(columns, { billNo: 99, netAmount: 0 }).map((cell) => cell.text)).toEqual([
      'Total',
      '',
      '',
      '₹0.00',
    ])
  })

  it('gives up the label when the first column is itself a sum', () => {
    expect(footerCells([{ id: 'amount', total: 'money' }], { amount: 5 })[0]?.text).toBe('₹5.00')
  })
})

describe('hasTotals', () => {
  it('is true only when a totalled column has a sum', () => {
    expect(hasTotals(columns, { crates: 1 })).toBe(true)
    expect(hasTotals(columns, { billNo: 1 })).toBe(false)
    expect(hasTotals(columns, undefined)).toBe(false)
    expect(hasTotals([{ id: 'billNo' }], { billNo: 1 })).toBe(false)
  })
})
