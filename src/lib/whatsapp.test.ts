import { describe, expect, it } from 'vitest'
import { shareSummary, whatsAppLink } from './whatsapp'

describe('whatsAppLink', () => {
  it.each([
    ['9822012345', '919822012345'],
    ['+91 98220 12345', '919822012345'],
    ['919822012345', '919822012345'],
    ['09822012345', '919822012345'],
  ])('sends %s to an Indian number', (mobile, to) => {
    expect(whatsAppLink(mobile, 'Hi')).toBe(`https://wa.me/${to}?text=Hi`)
  })

  it.each(['', '12345', '1822012345', '98220123456789'])(
    'lets the user pick the chat when %j is not an Indian mobile',
    (mobile) => {
      expect(whatsAppLink(mobile, 'Hi')).toBe('https://wa.me/?text=Hi')
    },
  )

  it('encodes the text so lines, rupees, Marathi and & arrive as written', () => {
    const text = 'पट्टी F/26-27/00001\nNet: ₹1,04,921.00 & more'
    const link = whatsAppLink('9822012345', text)
    expect(link).not.toMatch(/[ \n₹]|& /)
    expect(new URL(link).searchParams.get('text')).toBe(text)
  })
})

describe('shareSummary', () => {
  it('puts the heading first and one labelled value per line', () => {
    expect(
      shareSummary('Patti F/26-27/00001', [
        ['Net Payable', '₹100.00'],
        ['Balance', '₹0.00'],
      ]),
    ).toBe('Patti F/26-27/00001\nNet Payable: ₹100.00\nBalance: ₹0.00')
  })
})

describe('shareSummary with a line break inside a value', () => {
  it.each(['\n', '\r\n', '\r', '\u2028', '\u2029', '\u000B', '\u0085'])(
    'keeps the value on its line, so %j cannot add a forged line',
    (lineBreak) => {
      const text = shareSummary('Receipt RV/26-27/00001', [
        ['Mode', `UPI UTR-1${lineBreak}Amount: ₹99,999.00`],
        ['Amount', '₹500.00'],
      ])
      expect(text.split('\n')).toEqual([
        'Receipt RV/26-27/00001',
        'Mode: UPI UTR-1 Amount: ₹99,999.00',
        'Amount: ₹500.00',
      ])
    },
  )
})
