import { describe, expect, it } from 'vitest'
import { statusText } from './audit-columns'
import { optionText, yesNoText } from './cells'

describe('column texts', () => {
  it('names a coded value by its option, and an unknown code by nothing', () => {
    const party = optionText([
      { value: 1, label: 'Farmer' },
      { value: 2, label: 'Buyer' },
    ])
    expect(party(1)).toBe('Farmer')
    expect(party(2)).toBe('Buyer')
    expect(party('1')).toBe('')
    expect(party(undefined)).toBe('')
  })

  it('writes flags as the words the list shows and exports', () => {
    expect(yesNoText(true)).toBe('Yes')
    expect(yesNoText(false)).toBe('No')
    expect(statusText(true)).toBe('Active')
    expect(statusText(false)).toBe('Inactive')
  })
})
