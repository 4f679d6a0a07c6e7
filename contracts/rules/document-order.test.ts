import { describe, expect, it } from 'vitest'
import { byDateThenNumber } from './document-order'

describe('byDateThenNumber', () => {
  it('puts the earlier day first, then the lower number of a day, as written', () => {
    const docs: [string, string][] = [
      ['2026-11-21', 'F/26-27/00012'],
      ['2026-11-20', 'F/26-27/00099'],
      ['2026-11-21', 'F/26-27/00002'],
      ['2026-11-21', 'F/26-27/00012'],
    ]
    expect([...docs].sort(byDateThenNumber)).toEqual([
      ['2026-11-20', 'F/26-27/00099'],
      ['2026-11-21', 'F/26-27/00002'],
      ['2026-11-21', 'F/26-27/00012'],
      ['2026-11-21', 'F/26-27/00012'],
    ])
    expect(byDateThenNumber(['2026-11-21', 'a'], ['2026-11-21', 'a'])).toBe(0)
  })
})
