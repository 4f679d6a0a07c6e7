import { expect } from 'vitest'
import { api, PARTY_TYPE } from '../../contracts'
import type { MoneyScene } from './money'
import { type SeededServer, TODAY } from './support'

const paise = (rupees: number) => Math.round(rupees * 100)
const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((s, row) => s + paise(of(row)), 0)

/**
 * Every bill's balance is its amount less its live allocations, every buyer's ledger closes at
 * opening + invoices − receipts, and the market's cash book closes where its wallet does.
 */
export async function assertReconciled(s: SeededServer, scene: MoneyScene) {
  const market = { marketKeyID: scene.marketKeyID }
  const vouchers = await s.allRows(api.payment.list, { ...market, status: 1 })
  const allocated = new Map<string, number>()
  for (const row of vouchers.filter((v) => v.allocatedAmount > 0)) {
    const voucher = await s.data(api.payment.model, { query: { PaymentKeyID: row.paymentKeyID } })
    for (const a of voucher.allocations)
      allocated.set(a.billKeyID, (allocated.get(a.billKeyID) ?? 0) + paise(a.amount))
  }
  for (const bill of await s.allRows(api.buyerBill.list, { ...market, status: 1 })) {
    expect(paise(bill.receivedAmount), bill.billNo).toBe(allocated.get(bill.buyerBillKeyID) ?? 0)
    expect(paise(bill.balance), bill.billNo).toBe(paise(bill.totalAmount) - paise(bill.receivedAmount))
  }
  for (const bill of await s.allRows(api.farmerBill.list, { ...market, status: 1 })) {
    expect(paise(bill.paidAmount), bill.billNo).toBe(allocated.get(bill.farmerBillKeyID) ?? 0)
    expect(paise(bill.balance), bill.billNo).toBe(paise(bill.netPayable) - paise(bill.paidAmount))
  }

  const buyers = new Set(vouchers.filter((v) => v.partyType === PARTY_TYPE.Buyer).map((v) => v.partyKeyID))
  buyers.add(scene.buyerKeyID)
  for (const buyerKeyID of buyers) {
    const ledger = await s.data(api.ledger.buyerLedger, { body: { ...market, buyerKeyID } })
    const invoices = await s.allRows(api.buyerBill.list, { ...market, buyerKeyID, status: 1 })
    const receipts = vouchers.filter((v) => v.partyKeyID === buyerKeyID)
    expect(paise(ledger.closingBalance)).toBe(
      paise(ledger.openingBalance) + sum(invoices, (b) => b.totalAmount) - sum(receipts, (r) => r.amount),
    )
  }

  const book = await s.call(api.ledger.cashBankLedger, { body: { pageNo: 0, pageSize: 1, ...market } })
  const wallet = await s.data(api.wallet.day, {
    query: { MarketKeyID: scene.marketKeyID, WalletDate: TODAY },
  })
  expect(book.body.responseData!.totals!.cashClosing).toBe(wallet.bookClosing)
}
