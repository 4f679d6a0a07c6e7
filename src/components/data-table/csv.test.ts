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

  it.each([
    '=1+1',
    '+91 90000',
    '-5+cmd',
    '-A1',
    '@SUM(A1)',
    '\tcmd',
    '\rcmd',
    '\ncmd',
    '\u0000cmd',
    '\u001B=1+1',
    '＝1+1',
    '＋1+1',
    '－1+1',
    '＠SUM(A1)',
    '  =1+1',
    '\u00A0=1+1',
  ])('defuses formula start %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true)
  })

  it.each(['-27.5', '-5', '0', '1500', '1234.50', '-0.01', '.5', '1e-7', '-1.5e+21'])(
    'leaves the number %j a number',
    (value) => {
      expect(csvCell(value)).toBe(value)
    },
  )

  it.each(['- 5', '-5 ', '--5', '-5,000', '-₹5', '-5%'])('treats %j as text, not a number', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true)
  })

  it('defuses each line a line break starts with a formula', () => {
    expect(csvCell('Paid\n=HYPERLINK("x")')).toBe(`"Paid\n'=HYPERLINK(""x"")"`)
    expect(csvCell('Paid\r\n  +cmd\rok\n@A1')).toBe(`"Paid\r\n'  +cmd\rok\n'@A1"`)
    expect(csvCell('Paid\nin cash')).toBe('"Paid\nin cash"')
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
