import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { api } from '../contracts'
import { buyerInvoices, farmerBill, moneyScene, paymentBody, receiptBody } from './test/money'
import { assertReconciled } from './test/reconciled'
import { reset, type SeededServer, seededServer, signIn } from './test/support'

/**
 * The books reconcile whatever vouchers are made and cancelled: after random sequences of receipts,
 * payments and cancellations, every bill's balance, buyer's ledger and the market's cash book still
 * agree. The seed holds three market days, which have every kind of money row (invoices, pattis,
 * receipts, payments, cancelled ones, wallet days): the rule is the same over three days as over two
 * months, and each check walks a few hundred bills instead of thousands.
 */
const server = seededServer({ historyDays: 3 })

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

// Each sequence starts from a reset server and ends with a walk of the market's bills and books.
describe('money reconciliation', { timeout: 120_000 }, () => {
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
