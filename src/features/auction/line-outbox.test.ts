import type { AuctionLine, AuctionQueueToken } from '@contracts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import type { SaleLineVariables } from './api'
import { cratesOnTheirWay, outboxLines, type SaleLineMutation, tokenLineRows } from './line-outbox'
import { leftToSell, nextGrade } from './sale-lines'

const TOKEN = 'a1b2c3d4-0000-4000-8000-000000000001'
const OTHER_TOKEN = 'a1b2c3d4-0000-4000-8000-000000000002'
const LINE_KEY = 'a1b2c3d4-0000-4000-8000-0000000000aa'

const variables = (over: Partial<SaleLineVariables['body']> = {}): SaleLineVariables => ({
  body: {
    auctionLineKeyID: '',
    tokenKeyID: TOKEN,
    gradeID: 1,
    buyerKeyID: 'b',
    crates: 4,
    rateUnit: 2,
    rate: 250,
    ...over,
  },
  shown: { tokenNo: 14, gradeName: 'A', buyerName: '2001 Patil Traders', productName: 'Tomato' },
})

const mutation = (
  mutationId: number,
  state: Partial<SaleLineMutation['state']>,
  vars: SaleLineVariables = variables(),
): SaleLineMutation => ({
  mutationId,
  state: {
    status: 'pending',
    isPaused: false,
    failureCount: 0,
    failureReason: null,
    error: null,
    variables: vars,
    ...state,
  },
})

describe('outboxLines', () => {
  it('tells sending, waiting and refused lines apart, oldest first, and leaves saved ones out', () => {
    const lines = outboxLines([
      mutation(3, { status: 'error', error: new ApiError('Only 2 crates of A are left on T-014.', 400) }),
      mutation(1, { isPaused: true, failureReason: new ApiError('Could not reach the server.', 0) }),
      mutation(2, {}),
      mutation(4, { status: 'success' }),
      mutation(5, { status: 'error', error: new ApiError('Confirm: The rate ₹900.00 is outside…', 409) }),
    ])
    expect(lines.map((l) => [l.mutationId, l.status, l.warning])).toEqual([
      [1, 'waiting', false],
      [2, 'sending', false],
      [3, 'refused', false],
      [5, 'refused', true],
    ])
    expect(lines[0]?.message).toBe('Could not reach the server.')
    expect(lines[2]?.message).toBe('Only 2 crates of A are left on T-014.')
  })

  it('reads the message of a refusal restored from storage (a plain object, not an Error)', () => {
    const [line] = outboxLines([
      mutation(1, { status: 'error', error: { message: 'Buyer is Inactive.' } as Error }),
    ])
    expect(line?.message).toBe('Buyer is Inactive.')
  })

  it('counts a failed attempt that is being retried as waiting', () => {
    const [line] = outboxLines([mutation(1, { failureCount: 1, failureReason: new ApiError('failed', 500) })])
    expect(line?.status).toBe('waiting')
  })
})

const token = (grades: { gradeID: number; leftCrates: number }[]): AuctionQueueToken =>
  ({
    tokenKeyID: TOKEN,
    grades: grades.map((g) => ({
      ...g,
      gradeName: `G${g.gradeID}`,
      crates: 10,
      soldCrates: 10 - g.leftCrates,
    })),
  }) as AuctionQueueToken

describe('crates on their way', () => {
  const outbox = outboxLines([
    mutation(1, {}, variables({ crates: 3 })),
    mutation(2, { isPaused: true }, variables({ crates: 2 })),
    // Refused crates are not sold; a change of a saved line is already counted by the server.
    mutation(3, { status: 'error', error: new ApiError('no', 400) }, variables({ crates: 5 })),
    mutation(4, {}, variables({ crates: 1, auctionLineKeyID: LINE_KEY })),
    mutation(5, {}, variables({ crates: 7, tokenKeyID: OTHER_TOKEN })),
    mutation(6, {}, variables({ crates: 1, gradeID: 2 })),
  ])

  it('takes typed new lines off what is left to sell', () => {
    expect(cratesOnTheirWay(outbox, TOKEN, 1)).toBe(5)
    expect(leftToSell(token([{ gradeID: 1, leftCrates: 8 }]), 1, outbox)).toBe(3)
  })

  it('moves on to the next grade with crates left, wrapping round, or none', () => {
    const t = token([
      { gradeID: 1, leftCrates: 5 },
      { gradeID: 2, leftCrates: 1 },
      { gradeID: 3, leftCrates: 4 },
    ])
    expect(nextGrade(t, outbox, 1)).toBe(3)
    expect(nextGrade(t, [], 2)).toBe(2)
    expect(nextGrade(token([{ gradeID: 1, leftCrates: 5 }]), outbox, 1)).toBeNull()
  })
})

describe('tokenLineRows', () => {
  const saved = { auctionLineKeyID: LINE_KEY, tokenKeyID: TOKEN } as AuctionLine
  it('shows the saved lines with their pending change, then the typed new lines of the token', () => {
    const outbox = outboxLines([
      mutation(1, {}, variables({ auctionLineKeyID: LINE_KEY, crates: 2 })),
      mutation(2, {}, variables({ crates: 3 })),
      mutation(3, {}, variables({ tokenKeyID: OTHER_TOKEN })),
    ])
    const rows = tokenLineRows([saved], outbox, TOKEN)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ kind: 'saved', change: { mutationId: 1 } })
    expect(rows[1]).toMatchObject({ kind: 'typed', typed: { mutationId: 2 } })
  })
})

describe('tokenLineRows while an answer is on its way', () => {
  const copy = {
    auctionLineKeyID: LINE_KEY,
    tokenKeyID: TOKEN,
    gradeID: 1,
    buyerKeyID: 'b',
    crates: 4,
    rateUnit: 2,
    rate: 250,
  } as AuctionLine

  it("shows a line being sent once when a refresh already brought the server's copy", () => {
    const rows = tokenLineRows([copy], outboxLines([mutation(1, {})]), TOKEN)
    expect(rows.map((r) => r.kind)).toEqual(['saved'])
  })

  it('keeps a waiting line, and a second identical line, beside the saved one', () => {
    const waiting = tokenLineRows([copy], outboxLines([mutation(1, { isPaused: true })]), TOKEN)
    expect(waiting.map((r) => r.kind)).toEqual(['saved', 'typed'])
    const twice = tokenLineRows([copy], outboxLines([mutation(1, {}), mutation(2, {})]), TOKEN)
    expect(twice.map((r) => r.kind)).toEqual(['saved', 'typed'])
  })
})
