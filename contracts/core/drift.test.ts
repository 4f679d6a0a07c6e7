import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contractDifferences } from './drift'
import { endpoint } from './endpoint'

const rows = endpoint({
  method: 'POST',
  path: 'Lot/GetLotList',
  data: v.array(v.object({ lotKeyID: v.string(), crates: v.number() })),
  paged: true,
})
const page = (data: unknown, extra: object = { totalCount: 2 }) => ({
  statusCode: 200,
  responseData: { data, ...extra },
  errorMessage: null,
})

describe('contractDifferences', () => {
  it('finds nothing in an answer that keeps its contract', () => {
    expect(contractDifferences(rows, page([{ lotKeyID: 'a', crates: 3 }]))).toEqual([])
  })

  it('names a renamed field once, however many rows carry it', () => {
    const renamed = [
      { lotKeyID: 'a', crateCount: 3 },
      { lotKeyID: 'b', crateCount: 4 },
    ]
    expect(contractDifferences(rows, page(renamed))).toEqual(['responseData.data[].crates: missing'])
  })

  it('names a value of the wrong type with what came instead', () => {
    expect(contractDifferences(rows, page([{ lotKeyID: 'a', crates: '3' }]))).toEqual([
      'responseData.data[].crates: expected number, got "3"',
    ])
  })

  it('names a paged list without its totalCount', () => {
    expect(contractDifferences(rows, page([], {}))).toEqual(['responseData.totalCount: missing'])
  })

  it('names a success envelope that carries another statusCode', () => {
    expect(contractDifferences(rows, { ...page([]), statusCode: 201 })).toEqual([
      'statusCode: expected 200, got 201',
    ])
  })
})
