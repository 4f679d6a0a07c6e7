import { describe, expect, it } from 'vitest'
import { CRATE_DIRECTION } from '../crate'
import { type CrateEntry, crateLedger, oldestOutDate, overdueCrateCharge } from './crates'

const { Out, In } = CRATE_DIRECTION
const entry = (date: string, movementNo: string, direction: number, quantity: number): CrateEntry => ({
  date,
  movementNo,
  direction,
  quantity,
  particulars: '',
})

describe('oldestOutDate', () => {
  it('settles returns against the oldest crates first', () => {
    // 10 out on the 1st, 10 on the 5th, 12 back: 8 of the 5th's are still out.
    const entries = [
      entry('2026-11-01', 'CR/1', Out, 10),
      entry('2026-11-05', 'CR/2', Out, 10),
      entry('2026-11-07', 'CR/3', In, 12),
    ]
    expect(oldestOutDate(entries)).toBe('2026-11-05')
  })

  it('is the first out while part of it is still out, and empty once all came back', () => {
    expect(oldestOutDate([entry('2026-11-01', 'CR/1', Out, 10), entry('2026-11-02', 'CR/2', In, 9)])).toBe(
      '2026-11-01',
    )
    expect(oldestOutDate([entry('2026-11-01', 'CR/1', Out, 10), entry('2026-11-02', 'CR/2', In, 10)])).toBe(
      '',
    )
  })
})

describe('crateLedger', () => {
  const entries = [
    entry('2026-11-18', 'CR/4', In, 12),
    entry('2026-11-10', 'CR/1', Out, 20),
    entry('2026-11-15', 'CR/2', Out, 10),
    entry('2026-11-15', 'CR/3', In, 5),
  ]

  it('opens with what was held before the period and runs the balance to the closing', () => {
    const ledger = crateLedger(entries, '2026-11-12', '2026-11-16')
    expect(ledger.opening).toBe(20)
    expect(ledger.rows.map((r) => [r.movementNo, r.outQty, r.inQty, r.balance])).toEqual([
      ['CR/2', 10, 0, 30],
      ['CR/3', 0, 5, 25],
    ])
    expect(ledger.closing).toBe(25)
  })

  it('reads open bounds as the whole history', () => {
    const ledger = crateLedger(entries, '', '')
    expect(ledger.opening).toBe(0)
    expect(ledger.rows.map((r) => r.balance)).toEqual([20, 30, 25, 13])
    expect(ledger.closing).toBe(13)
  })
})

describe('overdueCrateCharge', () => {
  // Worked example: a buyer's 20 kg crates, lost value ₹150, the firm charging after 15 days, on 21 Nov.
  // 40 out on 20 Oct, 30 on 1 Nov, 25 on 15 Nov, 50 back on 10 Nov. The 50 settle all of 20 Oct and 10
  // of 1 Nov, so 20 of 1 Nov (20 days out) and 25 of 15 Nov (6 days) are still out: 20 are overdue,
  // ₹3,000 = 300000 paise.
  const entries = [
    entry('2026-10-20', 'CR/1', Out, 40),
    entry('2026-11-01', 'CR/2', Out, 30),
    entry('2026-11-10', 'CR/3', In, 50),
    entry('2026-11-15', 'CR/4', Out, 25),
  ]

  it('charges the lost value of the crates out longer than N days, oldest settled first', () => {
    expect(overdueCrateCharge(entries, '2026-11-21', 15, 15_000)).toEqual({
      crates: 20,
      amountPaise: 300_000,
    })
  })

  it('charges a crate only once it has been out more than N days', () => {
    const sixth = [entry('2026-11-06', 'CR/1', Out, 10)]
    expect(overdueCrateCharge(sixth, '2026-11-21', 15, 15_000).crates).toBe(0)
    expect(overdueCrateCharge(sixth, '2026-11-21', 14, 15_000)).toEqual({ crates: 10, amountPaise: 150_000 })
  })

  it('charges nothing when the firm has no N, or when everything came back', () => {
    expect(overdueCrateCharge(entries, '2026-11-21', 0, 15_000)).toEqual({ crates: 0, amountPaise: 0 })
    const back = [...entries, entry('2026-11-20', 'CR/5', In, 45)]
    expect(overdueCrateCharge(back, '2026-11-21', 15, 15_000)).toEqual({ crates: 0, amountPaise: 0 })
  })
})
