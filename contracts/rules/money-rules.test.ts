import { describe, expect, it } from 'vitest'
import {
  allocate,
  bookClosing,
  CASH_LIMIT_PAISE,
  cashLimitProblem,
  cashOutProblem,
  countTotal,
  denominationProblem,
  type OpenBill,
  paymentStatusOf,
  runningBalances,
  walletVariance,
} from '.'

const bill = (
  billKeyID: string,
  billDate: string,
  balance: number,
  billNo = `B/26-27/${billKeyID}`,
): OpenBill => ({
  billKeyID,
  billNo,
  billDate,
  balance,
})

describe('allocation', () => {
  const bills = [
    bill('c', '2026-11-20', 30_000),
    bill('a', '2026-11-18', 10_000),
    bill('b', '2026-11-18', 20_000, 'B/26-27/00002'),
  ]

  it('settles the oldest bills first when no amounts are chosen, by number within a day', () => {
    expect(allocate(25_000, bills, [])).toEqual({
      ok: true,
      allocations: [
        { billKeyID: 'b', amount: 20_000 },
        { billKeyID: 'a', amount: 5_000 },
      ],
      advance: 0,
    })
  })

  it('keeps what exceeds every balance as an advance', () => {
    const outcome = allocate(75_000, bills, [])
    expect(outcome).toMatchObject({ ok: true, advance: 15_000 })
    if (outcome.ok) expect(outcome.allocations.map((a) => a.amount)).toEqual([20_000, 10_000, 30_000])
  })

  it('with no open bills the whole amount is an advance', () => {
    expect(allocate(5_000, [], [])).toEqual({ ok: true, allocations: [], advance: 5_000 })
  })

  it('takes chosen amounts as given and the rest as an advance', () => {
    expect(allocate(50_000, bills, [{ billKeyID: 'c', amount: 30_000 }])).toEqual({
      ok: true,
      allocations: [{ billKeyID: 'c', amount: 30_000 }],
      advance: 20_000,
    })
  })

  it('refuses a chosen amount above the bill balance, naming the bill and what is left', () => {
    expect(allocate(50_000, bills, [{ billKeyID: 'a', amount: 10_001 }])).toEqual({
      ok: false,
      field: 'allocations.0.amount',
      message: 'B/26-27/a has only ₹100.00 left to settle.',
    })
  })

  it('refuses allocations above the voucher amount, bills not open, twice-listed bills and zero', () => {
    const both = [
      { billKeyID: 'a', amount: 10_000 },
      { billKeyID: 'b', amount: 20_000 },
    ]
    expect(allocate(29_999, bills, both)).toMatchObject({ ok: false, field: 'allocations' })
    expect(allocate(30_000, bills, both)).toMatchObject({ ok: true, advance: 0 })
    expect(allocate(1_000, bills, [{ billKeyID: 'x', amount: 1 }])).toMatchObject({
      ok: false,
      field: 'allocations.0.billKeyID',
    })
    const twice = [
      { billKeyID: 'a', amount: 1 },
      { billKeyID: 'a', amount: 1 },
    ]
    expect(allocate(1_000, bills, twice)).toMatchObject({ ok: false, field: 'allocations' })
    expect(allocate(1_000, bills, [{ billKeyID: 'a', amount: 0 }])).toMatchObject({
      ok: false,
      field: 'allocations.0.amount',
    })
  })
})

describe('payment status', () => {
  it('is Unpaid with nothing settled, Partial with some, Paid with all', () => {
    expect([paymentStatusOf(10_000, 0), paymentStatusOf(10_000, 1), paymentStatusOf(10_000, 10_000)]).toEqual(
      [1, 2, 3],
    )
  })
})

describe('cash limit (Income-tax Act s.269ST)', () => {
  it('allows up to one paisa under ₹2,00,000 a party a day, earlier cash included', () => {
    expect(CASH_LIMIT_PAISE).toBe(20_000_000)
    expect(cashLimitProblem(0, 19_999_999)).toBeNull()
    expect(cashLimitProblem(15_000_000, 4_999_999)).toBeNull()
  })

  it('refuses ₹2,00,000 or more, naming the rule and the cash already taken', () => {
    expect(cashLimitProblem(0, 20_000_000)).toBe(
      'Cash of ₹2,00,000 or more to or from one party in a day is not allowed (Income-tax Act s.269ST). Pay the rest online.',
    )
    expect(cashLimitProblem(15_000_000, 5_000_000)).toContain('₹1,50,000.00 in cash already today')
  })
})

describe('note counts', () => {
  const counts = [
    { denomination: 500, count: 3 },
    { denomination: 100, count: 2 },
    { denomination: 1, count: 7 },
  ]

  it('add up in paise', () => {
    expect(countTotal(counts)).toBe(170_700)
    expect(countTotal([])).toBe(0)
  })

  it('must equal the amount they count', () => {
    expect(denominationProblem(170_700, counts)).toBeNull()
    expect(denominationProblem(170_750, counts)).toBe('The notes add up to ₹1,707.00, not ₹1,707.50.')
  })

  it('name each denomination once', () => {
    expect(denominationProblem(100_000, [...counts, { denomination: 500, count: 0 }])).toBe(
      'A denomination is listed twice.',
    )
  })
})

describe('cash out', () => {
  it('may empty the book but never take it below zero', () => {
    expect(cashOutProblem(10_000, 10_000)).toBeNull()
    expect(cashOutProblem(10_000, 10_001)).toContain('₹100.00')
  })
})

describe('running balances', () => {
  it('add each row to the balance before it', () => {
    const rows = [
      { debit: 1_000, credit: 0 },
      { debit: 0, credit: 400 },
      { debit: 250, credit: 0 },
    ]
    expect(runningBalances(500, rows, (r) => r.debit - r.credit)).toEqual([1_500, 1_100, 1_350])
    expect(runningBalances(500, [], () => 0)).toEqual([])
  })
})

describe('wallet book', () => {
  const book = { opening: 5_000_00, cashIn: 12_345_50, cashOut: 9_000_00 }

  it('closes at opening + in − out', () => {
    expect(bookClosing(book)).toBe(8_345_50)
  })

  it('shows the variance as counted − book: short is negative, over is positive', () => {
    expect(walletVariance(8_345_50, book)).toBe(0)
    expect(walletVariance(8_300_00, book)).toBe(-45_50)
    expect(walletVariance(8_400_00, book)).toBe(54_50)
  })
})
