import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Lasalgaon')).toBe('Lasalgaon')
    expect(csvCell('')).toBe('')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Niphad, Nashik')).toBe('"Niphad, Nashik"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
  })

  it.each(['=1+1', '+91 90000', '-5', '@SUM(A1)', '\tcmd', '\rcmd'])('defuses formula start %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true)
  })

  it('defuses and quotes together', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  })
})

describe('toCsv', () => {
  it('joins rows with CRLF after a BOM', () => {
    expect(
      toCsv([
        ['Name', 'State'],
        ['Sangola', 'Maharashtra'],
      ]),
    ).toBe('\uFEFFName,State\r\nSangola,Maharashtra\r\n')
  })
})
