import { describe, expect, it } from 'vitest'
import { CRATE_DIRECTION } from '../crate'
import { type CrateEntry, crateLedger, oldestOutDate } from './crates'

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
