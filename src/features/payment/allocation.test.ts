import type { OpenBillRow } from '@contracts'
import { describe, expect, it } from 'vitest'
import { voucherAllocation, withBillAmount } from './allocation'

const bill = (billKeyID: string, billDate: string, balance: number): OpenBillRow => ({
  billKeyID,
  billNo: `B/26-27/${billKeyID}`,
  billDate,
  dueDate: billDate,
  amount: balance,
  settledAmount: 0,
  balance,
  paymentStatus: 1,
  asOfDate: billDate,
  outstanding: balance,
  daysOverdue: 0,
})

const bills = [bill('3', '2026-11-20', 300.5), bill('1', '2026-11-01', 1000), bill('2', '2026-11-10', 500)]

describe('voucherAllocation', () => {
  it('settles the oldest bills first and keeps the rest as an advance', () => {
    const outcome = voucherAllocation(2000, bills, [])
    expect(outcome).toEqual({
      ok: true,
      allocations: [
        { billKeyID: '1', amount: 100000 },
        { billKeyID: '2', amount: 50000 },
        { billKeyID: '3', amount: 30050 },
      ],
      advance: 19950,
    })
  })

  it('refuses a bill given more than its balance, naming the bill', () => {
    const outcome = voucherAllocation(2000, bills, [{ billKeyID: '2', amount: 500.01 }])
    expect(outcome).toMatchObject({ ok: false, message: 'B/26-27/2 has only ₹500.00 left to settle.' })
  })
})

describe('withBillAmount', () => {
  it('keeps the split shown for the other bills and replaces the edited one', () => {
    const shown = [
      { billKeyID: '1', amount: 100000 },
      { billKeyID: '2', amount: 50000 },
    ]
    expect(withBillAmount(shown, '1', 250.25)).toEqual([
      { billKeyID: '2', amount: 500 },
      { billKeyID: '1', amount: 250.25 },
    ])
    expect(withBillAmount(shown, '2', 0)).toEqual([{ billKeyID: '1', amount: 1000 }])
  })
})
