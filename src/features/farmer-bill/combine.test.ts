import { BILLING_MESSAGES, type PendingTokenRow } from '@contracts'
import { describe, expect, it } from 'vitest'
import { pickTokens } from './combine'

const token = (id: string, over: Partial<PendingTokenRow> = {}): PendingTokenRow => ({
  tokenKeyID: id,
  marketKeyID: 'm1',
  tokenNo: Number(id.replace(/\D/g, '')) || 1,
  tokenDate: '2026-11-21',
  vehicleNo: 'MH15AB1234',
  farmerKeyID: 'f1',
  farmerCode: 7,
  farmerName: 'Ramesh Pawar',
  village: 'Vinchur',
  productID: 1,
  productName: 'Tomato',
  transportationType: 1,
  gradingType: 1,
  crates: 10,
  netWeightKg: 200,
  grossAmount: 2_500,
  lineCount: 1,
  awaitingWeight: false,
  createdDate: '2026-11-21T04:30:00Z',
  ...over,
})

const rows = new Map(
  [
    token('t1'),
    token('t2'),
    token('t3', { farmerKeyID: 'f2' }),
    token('t4', { tokenDate: '2026-11-20' }),
    token('t5', { transportationType: 2 }),
    token('t6', { awaitingWeight: true }),
  ].map((row) => [row.tokenKeyID, row]),
)
const rowOf = (id: string) => rows.get(id)
const pick = (picked: ReadonlyMap<string, PendingTokenRow>, ids: string[]) =>
  pickTokens(picked, new Set(ids), rowOf)

describe('picking tokens for one patti', () => {
  it('combines tokens of one farmer, day and transport type', () => {
    const { picked, refused } = pick(new Map(), ['t1', 't2'])
    expect([...picked.keys()]).toEqual(['t1', 't2'])
    expect(refused).toBeNull()
  })

  it.each([
    ['t3', BILLING_MESSAGES.oneFarmer],
    ['t4', BILLING_MESSAGES.oneDay],
    ['t5', BILLING_MESSAGES.oneTransport],
  ])('refuses %s beside another token and says why', (id, message) => {
    const first = pick(new Map(), ['t1']).picked
    const { picked, refused } = pick(first, ['t1', id])
    expect([...picked.keys()]).toEqual(['t1'])
    expect(refused).toBe(message)
  })

  it('refuses a token still to be weighed, even alone', () => {
    const { picked, refused } = pick(new Map(), ['t6'])
    expect(picked.size).toBe(0)
    expect(refused).toBe(BILLING_MESSAGES.awaitingWeight('T-006'))
  })

  it('keeps the compatible ones of a whole page ticked at once', () => {
    const { picked, refused } = pick(new Map(), ['t1', 't3', 't2', 't5'])
    expect([...picked.keys()]).toEqual(['t1', 't2'])
    expect(refused).toBe(BILLING_MESSAGES.oneFarmer)
  })

  it('lets the first token go and another farmer start once all are unticked', () => {
    const first = pick(new Map(), ['t1']).picked
    const cleared = pick(first, []).picked
    expect(cleared.size).toBe(0)
    expect([...pick(cleared, ['t3']).picked.keys()]).toEqual(['t3'])
  })
})
