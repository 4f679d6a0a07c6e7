import type { TrolleyQueueToken } from '@contracts'
import { describe, expect, it } from 'vitest'
import { findQueued, queueOrder } from './queue-order'

const token = (tokenNo: number, trolleyAuctionKeyID = ''): TrolleyQueueToken =>
  ({ tokenNo, trolleyAuctionKeyID }) as TrolleyQueueToken

describe('queueOrder', () => {
  it('puts unsold trolleys first, then those with a fixed rate, each by token number', () => {
    const ordered = queueOrder([token(9, 'lot-9'), token(12), token(3, 'lot-3'), token(7)])
    expect(ordered.map((t) => t.tokenNo)).toEqual([7, 12, 3, 9])
  })
})

describe('findQueued', () => {
  const queue = [token(4), token(14), token(140)]

  it('finds a token by its number as the clerk types it', () => {
    for (const typed of ['14', 'T-014', 't14', ' 014 ']) expect(findQueued(queue, typed)?.tokenNo).toBe(14)
  })

  it('finds nothing for a number not waiting or for other text', () => {
    for (const typed of ['15', '', 'T-', 'fourteen', '1 4']) expect(findQueued(queue, typed)).toBeUndefined()
  })
})
