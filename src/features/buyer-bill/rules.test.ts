import { BILLING_MESSAGES, type BuyerBill } from '@contracts'
import { describe, expect, it } from 'vitest'
import { invoiceKeyOf, invoicePath } from './paths'
import {
  cancelBlock,
  freshSelection,
  invoicesRequest,
  PICK_A_BUYER,
  previewTotals,
  type Selection,
} from './rules'

const MARKET = '3b798747-c1b9-4f56-9bb9-e9d27a5a8d29'
const BUYER = 'f6ecbffa-500d-4947-8686-c5c694897fc2'
const week: Selection = {
  fromDate: '2026-11-15',
  toDate: '2026-11-21',
  scope: 'all',
  picked: [BUYER],
  mode: 2,
  otherCharges: [],
  chargeOverdueCrates: true,
}
const FREIGHT = '0c2f4a8e-6b1d-4e7a-9f3c-2d5b8a1e4c70'

describe('the Generate Invoice request', () => {
  it('sends every buyer as an empty list, and only the picked ones otherwise', () => {
    expect(invoicesRequest(MARKET, week)).toEqual({
      request: {
        marketKeyID: MARKET,
        fromDate: '2026-11-15',
        toDate: '2026-11-21',
        buyerKeyIDs: [],
        mode: 2,
        otherCharges: [],
        chargeOverdueCrates: true,
      },
    })
    expect(invoicesRequest(MARKET, { ...week, scope: 'picked' })).toMatchObject({
      request: { buyerKeyIDs: [BUYER] },
    })
  })

  it('lets the run’s buyers off the charge for crates kept too long when unticked', () => {
    expect(invoicesRequest(MARKET, { ...week, chargeOverdueCrates: false })).toMatchObject({
      request: { chargeOverdueCrates: false },
    })
  })

  it('says what is wrong instead of sending what the server would refuse', () => {
    expect(invoicesRequest(MARKET, { ...week, scope: 'picked', picked: [] })).toEqual({
      problem: PICK_A_BUYER,
    })
    expect(invoicesRequest(MARKET, { ...week, fromDate: '2026-11-22' })).toEqual({
      problem: 'fromDate must not be after toDate',
    })
    expect(invoicesRequest(MARKET, { ...week, fromDate: '2025-11-01' })).toEqual({
      problem: BILLING_MESSAGES.periodTooLong,
    })
    expect(invoicesRequest(MARKET, { ...week, toDate: '' })).toHaveProperty('problem')
  })

  it('sends other charges in rupees for one picked buyer only', () => {
    const freight = { otherCharges: [{ categoryKeyID: FREIGHT, amount: '250.40' }] }
    expect(invoicesRequest(MARKET, { ...week, ...freight, scope: 'picked' })).toMatchObject({
      request: { buyerKeyIDs: [BUYER], otherCharges: [{ categoryKeyID: FREIGHT, amount: 250.4 }] },
    })
    expect(invoicesRequest(MARKET, { ...week, ...freight })).toEqual({
      problem: BILLING_MESSAGES.otherChargesOneBuyer,
    })
    expect(
      invoicesRequest(MARKET, {
        ...week,
        scope: 'picked',
        otherCharges: [{ categoryKeyID: FREIGHT, amount: '' }],
      }),
    ).toEqual({ problem: 'Amount must be more than 0.' })
  })
})

describe('a new selection', () => {
  it('is today’s sales of every buyer, one invoice per token, with no other charges, crates charged', () => {
    expect(invoicesRequest(MARKET, freshSelection('2026-11-21'))).toEqual({
      request: {
        marketKeyID: MARKET,
        fromDate: '2026-11-21',
        toDate: '2026-11-21',
        buyerKeyIDs: [],
        mode: 1,
        otherCharges: [],
        chargeOverdueCrates: true,
      },
    })
  })
})

/** Only the figures a preview's footer adds up. */
const previewed = (figures: Partial<BuyerBill> & { tokens: number }) =>
  ({
    ...figures,
    tokenSubtotals: Array.from({ length: figures.tokens }, (_, i) => ({ tokenNo: i + 1 })),
  }) as unknown as BuyerBill

describe('the preview’s totals', () => {
  it('counts the invoices and tokens and adds money to the paisa', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004: summing in paise gives 0.3 exactly.
    const bills = [
      previewed({
        tokens: 2,
        totalCrates: 40,
        totalWeightKg: 812.35,
        goodsAmount: 20308.75,
        servicesAmount: 0.1,
        roundOff: 0.25,
        totalAmount: 20309.1,
      }),
      previewed({
        tokens: 1,
        totalCrates: 12,
        totalWeightKg: 240.1,
        goodsAmount: 6002.5,
        servicesAmount: 0.2,
        roundOff: -0.3,
        totalAmount: 6002.4,
      }),
    ]
    expect(previewTotals(bills)).toEqual({
      buyerName: 2,
      tokens: 3,
      totalCrates: 52,
      totalWeightKg: 1052.45,
      goodsAmount: 26311.25,
      servicesAmount: 0.3,
      roundOff: -0.05,
      totalAmount: 26311.5,
    })
  })

  it('is all zeros for a period with nothing waiting', () => {
    expect(previewTotals([])).toMatchObject({ buyerName: 0, tokens: 0, totalAmount: 0 })
  })
})

describe('cancelling an invoice', () => {
  it('is open only to an active invoice with nothing received', () => {
    expect(cancelBlock({ status: 1, receivedAmount: 0 })).toBeNull()
    expect(cancelBlock({ status: 1, receivedAmount: 0.01 })).toMatch(/receipt/)
    expect(cancelBlock({ status: 2, receivedAmount: 0 })).toBe('Already cancelled.')
  })
})

describe('the invoice documents’ URLs', () => {
  it('sends a group invoice to its sub-total document and a per-token one to /BuyerInvoice', () => {
    expect(invoicePath({ buyerBillKeyID: BUYER, isGroup: true })).toBe(
      `/Group-token-Invoice?buyerBillKeyID=${BUYER}`,
    )
    expect(invoicePath({ buyerBillKeyID: 'a b', isGroup: false })).toBe('/BuyerInvoice?buyerBillKeyID=a%20b')
  })

  it('reads the key back, and nothing from a missing or odd one', () => {
    expect(invoiceKeyOf({ buyerBillKeyID: BUYER })).toBe(BUYER)
    expect(invoiceKeyOf({})).toBeUndefined()
    expect(invoiceKeyOf({ buyerBillKeyID: 42 })).toBeUndefined()
    expect(invoiceKeyOf({ buyerBillKeyID: 'x'.repeat(65) })).toBeUndefined()
  })
})
