import { DEFAULT_SERVICE_MESSAGES, REQUIRED } from '@contracts'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DraftFormSchema, type DraftRow, percentageProblem, toDraft } from './draft'

const row = (change: Partial<DraftRow> = {}): DraftRow => ({
  serviceID: 1,
  serviceName: 'Aadat',
  dstid: 1,
  amount: '10',
  transportationTypeID: 1,
  ...change,
})

const issues = (rows: DraftRow[]) =>
  v.safeParse(DraftFormSchema, { rows }).issues?.map((i) => [v.getDotPath(i), i.message]) ?? []

describe('DraftFormSchema', () => {
  it('answers save rows: amount as a number, serviceName dropped', () => {
    const parsed = v.parse(DraftFormSchema, { rows: [row({ amount: '12,34,567.5', dstid: 3 })] })
    expect(parsed.rows).toEqual([{ serviceID: 1, dstid: 3, amount: 1234567.5, transportationTypeID: 1 }])
  })

  it('requires an amount', () => {
    expect(issues([row({ amount: '' })])).toEqual([['rows.0.amount', REQUIRED]])
  })

  it('puts Percentage over 100 on the amount of that row', () => {
    expect(issues([row(), row({ dstid: 2, amount: '100.01' })])).toEqual([
      ['rows.1.amount', DEFAULT_SERVICE_MESSAGES.percentageOver],
    ])
    expect(issues([row({ dstid: 2, amount: '100' })])).toEqual([])
  })

  it('lets Fixed and PerKG go above 100', () => {
    expect(issues([row({ dstid: 1, amount: '1,000' }), row({ dstid: 3, amount: '250.5' })])).toEqual([])
  })
})

describe('toDraft', () => {
  it('shows stored amounts with Indian grouping', () => {
    expect(toDraft([{ ...row(), amount: 150000 }]).rows[0]?.amount).toBe('1,50,000')
    expect(toDraft([{ ...row(), amount: 0.06 }]).rows[0]?.amount).toBe('0.06')
  })
})

describe('percentageProblem', () => {
  it('speaks only for Percentage above 100', () => {
    expect(percentageProblem(2, '101')).toBe(DEFAULT_SERVICE_MESSAGES.percentageOver)
    expect(percentageProblem(2, '100')).toBeUndefined()
    expect(percentageProblem(1, '101')).toBeUndefined()
  })
})
