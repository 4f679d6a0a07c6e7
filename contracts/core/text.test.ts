import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { BROKEN_NAMES, INVISIBLE_NAMES } from '../test/hostile-input'
import { optionalText, requiredName } from './fields'
import { REQUIRED } from './primitives'
import { cleanText, TEXT_INVALID } from './text'

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message

describe('cleanText', () => {
  it('removes zero-width, bidirectional and control characters', () => {
    expect(cleanText('La\u200Bsalgaon')).toBe('Lasalgaon')
    expect(cleanText('La\u200Dsal\u2060gaon\uFEFF')).toBe('Lasalgaon')
    expect(cleanText('\u202ELasalgaon\u0000')).toBe('Lasalgaon')
    for (const name of INVISIBLE_NAMES) expect(cleanText(name).trim(), JSON.stringify(name)).toBe('')
  })

  it('composes to NFC, so a decomposed accent is the same name', () => {
    expect(cleanText('Ne\u0301ha')).toBe('N\u00E9ha')
    expect(cleanText('Ne\u200B\u0301ha')).toBe('N\u00E9ha')
  })

  it('keeps the joiners Indic scripts shape with, and emoji pairs', () => {
    const marathi = '\u0930\u094D\u200D\u092F' // र्‍य: the eyelash ra needs its joiner
    expect(cleanText(marathi)).toBe(marathi)
    expect(cleanText('Sai \u{1F33E}')).toBe('Sai \u{1F33E}')
  })

  it('keeps line breaks only where asked', () => {
    expect(cleanText('Line 1\nLine 2')).toBe('Line 1Line 2')
    expect(cleanText('Line 1\nLine 2\r', { keepLineBreaks: true })).toBe('Line 1\nLine 2')
  })
})

describe('name fields', () => {
  const name = requiredName('Market name')

  it('refuses a name of invisible characters as empty', () => {
    for (const input of INVISIBLE_NAMES)
      expect(firstMessage(name, input), JSON.stringify(input)).toBe(REQUIRED)
  })

  it('refuses lone surrogates', () => {
    for (const input of BROKEN_NAMES)
      expect(firstMessage(name, input), JSON.stringify(input)).toBe(TEXT_INVALID)
    expect(firstMessage(optionalText('Address', 250), 'Ozar\uD800')).toBe(TEXT_INVALID)
  })

  it('answers the cleaned name, so La\u200Bsalgaon is stored as Lasalgaon', () => {
    expect(v.parse(name, 'la\u200Bsalgaon')).toBe('Lasalgaon')
    expect(v.parse(optionalText('Address', 250), ' Station Road\u200B\n')).toBe('Station Road')
  })

  it('counts the length after cleaning, so invisible padding cannot pass a long name', () => {
    expect(v.is(name, `${'a'.repeat(50)}\u200B`)).toBe(true)
    expect(v.is(name, 'a'.repeat(51))).toBe(false)
  })
})
