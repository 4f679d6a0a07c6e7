import type { BuyerBill, PaymentAccount } from '@contracts'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { labelsFor } from '@/components/print'
import { PaymentDetails, upiPayUri } from './payment-details'

const account: PaymentAccount = {
  accountName: 'Sangola Current A/c',
  bankName: 'State Bank of India',
  accountNo: '123456789012',
  ifsc: 'SBIN0001234',
  upiId: 'sangola.adat@sbi',
}

const bill = (paymentAccounts: PaymentAccount[], paymentQRPhotoUrl = '') =>
  ({
    billNo: 'B/26-27/00012',
    balance: 12_345.5,
    marketPlaceName: 'Sangola',
    marketAddress: '',
    marketMobileNo: '',
    paymentQRPhotoUrl,
    paymentAccounts,
  }) as BuyerBill

const shown = (b: BuyerBill, language: 'en' | 'mr' = 'en') =>
  renderToStaticMarkup(
    <PaymentDetails bill={b} payee="Shree Ganesh Adat & Co." labels={labelsFor(language)} />,
  )

describe('upiPayUri', () => {
  it('asks for the balance in rupees and paise, with the invoice number as the note, every value encoded', () => {
    expect(upiPayUri('sangola.adat@sbi', 'Shree Ganesh Adat & Co.', 12_345.5, 'B/26-27/00012')).toBe(
      'upi://pay?pa=sangola.adat%40sbi&pn=Shree%20Ganesh%20Adat%20%26%20Co.&am=12345.50&cu=INR&tn=B%2F26-27%2F00012',
    )
    expect(upiPayUri('a.b@upi', 'Firm', 0.07, 'B/1')).toContain('&am=0.07&')
  })

  it('leaves the amount out once nothing is left to pay', () => {
    expect(upiPayUri('a.b@upi', 'Firm', 0, 'B/1')).toBe('upi://pay?pa=a.b%40upi&pn=Firm&cu=INR&tn=B%2F1')
  })
})

describe('PaymentDetails', () => {
  it('prints each account with a UPI QR and its bank details, in the document’s language', () => {
    const html = shown(bill([account, { ...account, accountNo: '998877665544', upiId: '' }]), 'mr')
    expect(html.match(/<svg/g)).toHaveLength(1)
    expect(html).toMatch(/<path d="M[^"]+"/)
    expect(html).toContain('aria-label="पेमेंटसाठी स्कॅन करा: sangola.adat@sbi"')
    for (const text of ['बँक तपशील', 'खाते क्र.', '123456789012', '998877665544', 'SBIN0001234'])
      expect(html).toContain(text)
  })

  it('leaves the bank block out for a market without accounts, showing its uploaded QR instead', () => {
    const html = shown(bill([], '/api/files/qr.png'))
    expect(html).not.toContain('Bank Details')
    expect(html).not.toContain('<svg')
    expect(html).toContain('src="/api/files/qr.png"')
    expect(html).toContain('Sangola')
  })
})
