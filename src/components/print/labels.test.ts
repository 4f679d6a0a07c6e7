import { describe, expect, it } from 'vitest'
import { LABELS, PRINT_LANGUAGES } from './labels'

const DEVANAGARI = /[\u0900-\u097F]/

describe('print labels', () => {
  const keys = Object.keys(LABELS.en).sort()

  it('has every label in every language, none empty', () => {
    for (const { value } of PRINT_LANGUAGES) {
      expect(Object.keys(LABELS[value]).sort()).toEqual(keys)
      for (const key of keys) expect(LABELS[value][key as keyof typeof LABELS.en].trim()).not.toBe('')
    }
  })

  it('prints Marathi in Devanagari, not English left untranslated', () => {
    for (const key of keys) expect(LABELS.mr[key as keyof typeof LABELS.mr]).toMatch(DEVANAGARI)
  })
})
