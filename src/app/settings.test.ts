import { describe, expect, it } from 'vitest'
import { applySettings, DEFAULT_SETTINGS, parseSettings } from './settings'

describe('parseSettings', () => {
  it('defaults to Roboto and a 12 px radius', () => {
    expect(parseSettings(null)).toEqual({ fontFamily: 'Roboto', borderRadius: 12 })
  })

  it('restores valid stored values', () => {
    expect(parseSettings(JSON.stringify({ fontFamily: 'Inter', borderRadius: 20 }))).toEqual({
      fontFamily: 'Inter',
      borderRadius: 20,
    })
    expect(parseSettings(JSON.stringify({ fontFamily: 'Poppins', borderRadius: 4 })).borderRadius).toBe(4)
    expect(parseSettings(JSON.stringify({ fontFamily: 'Poppins', borderRadius: 24 })).borderRadius).toBe(24)
  })

  it('ignores each invalid value on its own', () => {
    expect(parseSettings(JSON.stringify({ fontFamily: 'Comic Sans', borderRadius: 16 }))).toEqual({
      fontFamily: 'Roboto',
      borderRadius: 16,
    })
    for (const borderRadius of [2, 26, 13, 12.5, '12', null]) {
      expect(parseSettings(JSON.stringify({ fontFamily: 'Inter', borderRadius }))).toEqual({
        fontFamily: 'Inter',
        borderRadius: 12,
      })
    }
  })

  it('survives damaged JSON and non-object values', () => {
    expect(parseSettings('{oops')).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings('"Inter"')).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS)
  })
})

describe('applySettings', () => {
  it('sets the font and radius custom properties the theme reads', () => {
    const props = new Map<string, string>()
    const root = { style: { setProperty: (name: string, value: string) => props.set(name, value) } }
    applySettings({ fontFamily: 'Poppins', borderRadius: 18 }, root as unknown as HTMLElement)
    expect(Object.fromEntries(props)).toEqual({ '--app-font': "'Poppins'", '--radius-app': '18px' })
  })
})
