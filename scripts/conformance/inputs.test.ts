import { describe, expect, it } from 'vitest'
import { api } from '../../contracts'
import { SeenValues, sampleInput } from './inputs'

const seenFrom = (...answers: unknown[]) => {
  const seen = new SeenValues()
  for (const answer of answers) seen.collect(answer)
  return seen
}

describe('sampleInput', () => {
  it('asks a paged list for its first page', () => {
    expect(sampleInput(api.token.list.body, new SeenValues(), 'body')).toEqual({ pageNo: 0, pageSize: 10 })
  })

  it('waits for a key no answer has held yet, then takes one seen under the same name', () => {
    expect(sampleInput(api.token.model.query, new SeenValues(), 'query')).toBeNull()
    const seen = seenFrom({ data: [{ tokenKeyID: '7da2fb41-d073-4ce9-8597-22211e74920a', tokenNo: 33 }] })
    expect(sampleInput(api.token.model.query, seen, 'query')).toEqual({
      TokenKeyID: '7da2fb41-d073-4ce9-8597-22211e74920a',
    })
  })

  it('fills a list of keys, a required date and a choice from what answers held', () => {
    const seen = seenFrom({
      data: [
        {
          marketKeyID: '32e6998a-3199-4acc-88e4-7ad97787034d',
          buyerKeyID: '0f7f5a44-95bf-4ecc-af44-ff0aff2afddd',
        },
      ],
      walletDate: '2026-11-21',
    })
    expect(sampleInput(api.buyerBill.preview.body, seen, 'body')).toEqual({
      marketKeyID: '32e6998a-3199-4acc-88e4-7ad97787034d',
      fromDate: '2026-11-21',
      toDate: '2026-11-21',
      mode: 1,
    })
  })
})
