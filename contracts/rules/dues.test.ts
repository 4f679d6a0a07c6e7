import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AGEING_KEYS, ageingBucket, type DueBill, duesOn } from './dues'

/** Worked cases of a buyer's dues, in paise, aged on 21-11-2026 unless a case says otherwise. */
const AS_OF = '2026-11-21'

// Three invoices on 15 days' credit: 10 Oct (due 25 Oct), 1 Nov (due 16 Nov), 18 Nov (due 3 Dec).
const invoices: DueBill[] = [
  { key: 'B-001', billDate: '2026-10-10', dueDate: '2026-10-25', amount: 50_000_00 },
  { key: 'B-014', billDate: '2026-11-01', dueDate: '2026-11-16', amount: 30_000_00 },
  { key: 'B-031', billDate: '2026-11-18', dueDate: '2026-12-03', amount: 20_000_00 },
]

describe('dues and ageing', () => {
  it('buckets by days since the bill date: 0–7, 8–15, 16–30, over 30', () => {
    expect([0, 7, 8, 15, 16, 30, 31, 90].map(ageingBucket)).toEqual([
      'days0to7',
      'days0to7',
      'days8to15',
      'days8to15',
      'days16to30',
      'days16to30',
      'over30',
      'over30',
    ])
  })

  it('ages unpaid invoices by bill date and counts overdue once past the due date', () => {
    const dues = duesOn(invoices, [], AS_OF)
    expect(dues).toMatchObject({
      asOf: AS_OF,
      outstanding: 100_000_00,
      advance: 0,
      // 10 Oct is 42 days old and 27 days past due; 1 Nov is 20 days old and 5 past due.
      overdue: 80_000_00,
      ageing: { days0to7: 20_000_00, days8to15: 0, days16to30: 30_000_00, over30: 50_000_00 },
    })
    expect(dues.bills.map((b) => [b.key, b.daysOld, b.daysOverdue])).toEqual([
      ['B-001', 42, 27],
      ['B-014', 20, 5],
      ['B-031', 3, 0],
    ])
  })

  it('lets every credit, allocated to a bill or not, pay off the oldest bills first', () => {
    // ₹35,000 received and allocated to the November invoice, plus an ₹25,000 advance on account:
    // ₹60,000 in all clears the October invoice and ₹10,000 of the first November one.
    const credits = [
      { date: '2026-11-05', amount: 35_000_00 },
      { date: '2026-11-19', amount: 25_000_00 },
    ]
    const dues = duesOn(invoices, credits, AS_OF)
    expect(dues).toMatchObject({
      outstanding: 40_000_00,
      advance: 0,
      overdue: 20_000_00,
      ageing: { days0to7: 20_000_00, days8to15: 0, days16to30: 20_000_00, over30: 0 },
    })
    expect(dues.bills.map((b) => [b.key, b.unsettled, b.daysOverdue])).toEqual([
      ['B-001', 0, 0],
      ['B-014', 20_000_00, 5],
      ['B-031', 20_000_00, 0],
    ])
  })

  it('leaves a party in credit owing nothing: outstanding and buckets 0, the rest an advance', () => {
    const dues = duesOn(invoices, [{ date: '2026-11-20', amount: 112_500_00 }], AS_OF)
    expect(dues).toMatchObject({
      outstanding: 0,
      advance: 12_500_00,
      overdue: 0,
      ageing: { days0to7: 0, days8to15: 0, days16to30: 0, over30: 0 },
    })
    expect(dues.bills.every((b) => b.unsettled === 0 && b.daysOverdue === 0)).toBe(true)
  })

  it('on a date before some bills, counts only what is dated up to it and ages on that date', () => {
    // Aged on 5 Nov: the 18 Nov invoice and the 19 Nov advance have not happened yet.
    const credits = [
      { date: '2026-11-05', amount: 35_000_00 },
      { date: '2026-11-19', amount: 25_000_00 },
    ]
    const dues = duesOn(invoices, credits, '2026-11-05')
    expect(dues).toMatchObject({
      outstanding: 45_000_00,
      // What is left of the October invoice is 26 days old and 11 days past its due date of 25 Oct.
      overdue: 15_000_00,
      ageing: { days0to7: 30_000_00, days8to15: 0, days16to30: 15_000_00, over30: 0 },
    })
    expect(dues.bills.map((b) => b.key)).toEqual(['B-001', 'B-014'])
  })

  it('settles bills of the same day in bill number order', () => {
    const sameDay: DueBill[] = [
      { key: 'B-2', billDate: '2026-11-10', dueDate: '2026-11-10', amount: 700 },
      { key: 'B-1', billDate: '2026-11-10', dueDate: '2026-11-10', amount: 500 },
    ]
    const dues = duesOn(sameDay, [{ date: '2026-11-10', amount: 600 }], AS_OF)
    expect(dues.bills.map((b) => [b.key, b.unsettled])).toEqual([
      ['B-1', 0],
      ['B-2', 600],
    ])
  })

  const day = (n: number) => new Date(Date.parse('2026-09-01') + n * 86_400_000).toISOString().slice(0, 10)
  const history = fc.record({
    bills: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 90 }),
        creditDays: fc.integer({ min: 0, max: 45 }),
        amount: fc.integer({ min: 1, max: 5_000_000 }),
      }),
      { maxLength: 12 },
    ),
    credits: fc.array(
      fc.record({ day: fc.integer({ min: 0, max: 90 }), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
      { maxLength: 8 },
    ),
    asOf: fc.integer({ min: 0, max: 100 }),
  })

  it('always has buckets adding up to the outstanding, and outstanding − advance = bills − credits', () => {
    fc.assert(
      fc.property(history, (h) => {
        const bills = h.bills.map((b, i) => ({
          key: String(i).padStart(3, '0'),
          billDate: day(b.day),
          dueDate: day(b.day + b.creditDays),
          amount: b.amount,
        }))
        const credits = h.credits.map((c) => ({ date: day(c.day), amount: c.amount }))
        const asOf = day(h.asOf)
        const dues = duesOn(bills, credits, asOf)
        const billed = bills.filter((b) => b.billDate <= asOf).reduce((s, b) => s + b.amount, 0)
        const paid = credits.filter((c) => c.date <= asOf).reduce((s, c) => s + c.amount, 0)
        expect(dues.outstanding - dues.advance).toBe(billed - paid)
        expect(AGEING_KEYS.reduce((s, k) => s + dues.ageing[k], 0)).toBe(dues.outstanding)
        expect(dues.overdue).toBeLessThanOrEqual(dues.outstanding)
        expect(Math.min(dues.outstanding, dues.advance)).toBe(0)
      }),
    )
  })
})
