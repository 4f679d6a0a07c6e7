import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { api } from '../contracts'
import {
  buyerInvoices,
  farmerBill,
  type MoneyScene,
  moneyScene,
  paymentBody,
  receiptBody,
} from './test/money'
import { reset, type SeededServer, seededServer, signIn, TODAY } from './test/support'

/**
 * The books reconcile whatever vouchers are made and cancelled: every bill's balance is its amount
 * less its live allocations, every buyer's ledger closes at opening + invoices − receipts, and each
 * market's cash book closes where its wallet does. Checked on the seeded history and after random
 * sequences of receipts, payments and cancellations.
 */
const server = seededServer()
const paise = (rupees: number) => Math.round(rupees * 100)
const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((s, row) => s + paise(of(row)), 0)

async function assertReconciled(s: SeededServer, scene: MoneyScene) {
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

  const buyers = new Set(vouchers.filter((v) => v.partyType === 2).map((v) => v.partyKeyID))
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

const steps = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('receipt' as const),
      amount: fc.integer({ min: 1, max: 900_000 }).map((p) => p / 100),
      cash: fc.boolean(),
      onBill: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('payment' as const),
      amount: fc.integer({ min: 1, max: 600_000 }).map((p) => p / 100),
      cash: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  ),
  { minLength: 1, maxLength: 6 },
)

// Each check walks every bill and book of a market in the seeded history, and each sequence starts
// from a reset server: seconds apiece on two busy cores.
describe('money reconciliation', { timeout: 120_000 }, () => {
  it('holds over the seeded history', async () => {
    for (const name of ['Narayangaon', 'Sangola']) {
      const [market] = await server.allRows(api.market.list, { searchKeyword: name })
      await assertReconciled(server, { ...(await moneyScene(server)), marketKeyID: market!.marketKeyID })
    }
  })

  it('holds after any sequence of receipts, payments and cancellations', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        await reset(server.app)
        const token = (await signIn(server.app)).token
        const s: SeededServer = {
          ...server,
          call: (e, input) => server.call(e, { token, ...input }),
          data: (e, input) => server.data(e, { token, ...input }),
          allRows: server.allRows,
        }
        const scene = await moneyScene(s, 5, 5)
        const [invoice] = await buyerInvoices(s, scene, [310])
        await farmerBill(s, scene, 12, 180)
        const made: string[] = []
        for (const step of sequence) {
          const cash = { paymentMode: 1, onlineSubMode: '', referenceNo: '' }
          const answer =
            step.kind === 'receipt'
              ? await s.call(api.payment.add, {
                  body: receiptBody(scene, step.amount, {
                    ...(step.cash ? cash : {}),
                    allocations: step.onBill
                      ? [
                          {
                            billKeyID: invoice!.buyerBillKeyID,
                            amount: Math.min(step.amount, invoice!.totalAmount),
                          },
                        ]
                      : [],
                  }),
                })
              : step.kind === 'payment'
                ? await s.call(api.payment.add, {
                    body: paymentBody(
                      scene,
                      step.amount,
                      step.cash ? {} : { paymentMode: 2, onlineSubMode: 'UPI', referenceNo: 'UTR9' },
                    ),
                  })
                : made.length > 0
                  ? await s.call(api.payment.cancel, {
                      body: { paymentKeyID: made[step.pick % made.length], reason: 'Entered by mistake' },
                    })
                  : null
          if (answer) expect([200, 400]).toContain(answer.status)
          if (answer?.status === 200 && step.kind !== 'cancel')
            made.push(answer.body.responseData!.data.paymentKeyID)
        }
        await assertReconciled(s, scene)
      }),
      { numRuns: 6 },
    )
  })
})
