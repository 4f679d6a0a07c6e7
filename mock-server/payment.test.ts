import { describe, expect, it } from 'vitest'
import {
  ALLOCATION_MESSAGES,
  api,
  BILLING_MESSAGES,
  MONEY_MESSAGES,
  PAYMENT_MESSAGES,
  ROLE_MESSAGES,
} from '../contracts'
import { buyerInvoices, farmerBill, moneyScene, paymentBody, receiptBody } from './test/money'
import { assignMarket, call, registerFirm, seededServer, signIn, USERS } from './test/support'

const server = seededServer()

const invoice = (BuyerBillKeyID: string) => server.data(api.buyerBill.model, { query: { BuyerBillKeyID } })
const patti = (FarmerBillKeyID: string) => server.data(api.farmerBill.model, { query: { FarmerBillKeyID } })

describe('Payment/AddPayment: receipts from a buyer', () => {
  it('settles the oldest invoices first and keeps the rest as an advance', async () => {
    const scene = await moneyScene(server)
    const [a, b, c] = await buyerInvoices(server, scene, [200, 300, 400])
    const open = await server.data(api.payment.openBills, {
      body: { marketKeyID: scene.marketKeyID, partyType: 2, partyKeyID: scene.buyerKeyID },
    })
    expect(open.map((bill) => bill.billKeyID)).toEqual(
      expect.arrayContaining([a!.buyerBillKeyID, b!.buyerBillKeyID, c!.buyerBillKeyID]),
    )
    const seededBalance = open
      .filter((bill) => ![a, b, c].some((x) => x!.buyerBillKeyID === bill.billKeyID))
      .reduce((sum, bill) => sum + bill.balance, 0)
    const amount = seededBalance + a!.totalAmount + b!.totalAmount + 1000
    const voucher = await server.data(api.payment.add, { body: receiptBody(scene, amount) })
    expect(voucher.voucherNo).toMatch(/^RV\/26-27\/\d{5}$/)
    expect(voucher.allocatedAmount).toBe(amount)
    expect(voucher.allocations.map((x) => x.billNo).slice(-3)).toEqual([a!.billNo, b!.billNo, c!.billNo])
    const [after, , last] = [await invoice(a!.buyerBillKeyID), null, await invoice(c!.buyerBillKeyID)]
    expect([after.balance, after.paymentStatus]).toEqual([0, 3])
    expect(last.receivedAmount).toBe(1000)
    expect(last.paymentStatus).toBe(2)
    expect(voucher.advanceAmount).toBe(0)

    const advance = await server.data(api.payment.add, { body: receiptBody(scene, last.balance + 500) })
    expect([advance.allocatedAmount, advance.advanceAmount]).toEqual([last.balance, 500])
  })

  it('takes the amounts chosen per invoice, and refuses more than a balance without changing anything', async () => {
    const scene = await moneyScene(server, 0, 1)
    const [a, b] = await buyerInvoices(server, scene, [250, 350])
    const body = receiptBody(scene, b!.totalAmount + 100, {
      allocations: [{ billKeyID: b!.buyerBillKeyID, amount: b!.totalAmount }],
    })
    const voucher = await server.data(api.payment.add, { body })
    expect(voucher.allocations).toEqual([
      expect.objectContaining({ billKeyID: b!.buyerBillKeyID, amount: b!.totalAmount }),
    ])
    expect(voucher.advanceAmount).toBe(100)
    expect((await invoice(a!.buyerBillKeyID)).receivedAmount).toBe(0)

    const tooMuch = await server.call(api.payment.add, {
      body: receiptBody(scene, 10_000, {
        allocations: [{ billKeyID: a!.buyerBillKeyID, amount: a!.totalAmount + 1 }],
      }),
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.errorMessage).toContain(`${a!.billNo} has only`)
    expect((await invoice(a!.buyerBillKeyID)).receivedAmount).toBe(0)

    const overAmount = await server.call(api.payment.add, {
      body: receiptBody(scene, 10, { allocations: [{ billKeyID: a!.buyerBillKeyID, amount: 20 }] }),
    })
    expect(overAmount.body.errorMessage).toBe(`allocations: ${ALLOCATION_MESSAGES.overAmount}`)
    const settled = await server.call(api.payment.add, {
      body: receiptBody(scene, 10, { allocations: [{ billKeyID: b!.buyerBillKeyID, amount: 10 }] }),
    })
    expect(settled.body.errorMessage).toBe(`allocations.0.billKeyID: ${ALLOCATION_MESSAGES.notOpen}`)
  })

  it('never settles more than a balance when receipts for one invoice arrive together', async () => {
    const scene = await moneyScene(server, 0, 2)
    const [bill] = await buyerInvoices(server, scene, [300])
    const full = { allocations: [{ billKeyID: bill!.buyerBillKeyID, amount: bill!.totalAmount }] }
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.call(api.payment.add, { body: receiptBody(scene, bill!.totalAmount, full) }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5)
    const fifo = await Promise.all(
      Array.from({ length: 4 }, () => server.call(api.payment.add, { body: receiptBody(scene, 100) })),
    )
    expect(fifo.every((a) => a.status === 200)).toBe(true)
    const after = await invoice(bill!.buyerBillKeyID)
    expect([after.receivedAmount, after.balance, after.paymentStatus]).toEqual([bill!.totalAmount, 0, 3])
    const numbers = new Set(
      [...answers, ...fifo].flatMap((a) => (a.status === 200 ? [a.body.responseData!.data.voucherNo] : [])),
    )
    expect(numbers.size).toBe(5)
  })

  it('refuses a buyer paid out, a farmer paying in, and a party of another market', async () => {
    const scene = await moneyScene(server)
    const out = await server.call(api.payment.add, { body: receiptBody(scene, 100, { transactionType: 2 }) })
    expect(out.body.errorMessage).toBe(`transactionType: ${PAYMENT_MESSAGES.wrongDirection}`)
    const market = (await server.allRows(api.market.list, { searchKeyword: 'Sangola' }))[0]!
    const elsewhere = await server.call(api.payment.add, {
      body: receiptBody({ ...scene, marketKeyID: market.marketKeyID }, 100),
    })
    expect(elsewhere.body.errorMessage).toBe(`partyKeyID: ${PAYMENT_MESSAGES.partyNotFound}`)
  })
})

describe('Payment/AddPayment: paying a farmer', () => {
  it('pays a patti in cash with its note count; the paid patti can no longer be cancelled', async () => {
    const scene = await moneyScene(server, 3)
    const bill = await farmerBill(server, scene, 20, 250)
    const notes = [
      { denomination: 500, count: Math.floor(bill.netPayable / 500) },
      { denomination: 1, count: bill.netPayable % 500 },
    ]
    const wrong = await server.call(api.payment.add, {
      body: paymentBody(scene, bill.netPayable, { denominations: [{ denomination: 500, count: 1 }] }),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errorMessage).toMatch(/^denominations: The notes add up to ₹500\.00, not/)
    const voucher = await server.data(api.payment.add, {
      body: paymentBody(scene, bill.netPayable, {
        denominations: notes,
        // The seeded farmer has older open pattis, which oldest-first would pay before this one.
        allocations: [{ billKeyID: bill.farmerBillKeyID, amount: bill.netPayable }],
      }),
    })
    expect(voucher.voucherNo).toMatch(/^PV\/26-27\/\d{5}$/)
    expect(voucher.allocations).toEqual([expect.objectContaining({ billKeyID: bill.farmerBillKeyID })])
    expect(voucher.amountInWords).toMatch(/Rupees/)
    expect((await patti(bill.farmerBillKeyID)).paymentStatus).toBe(3)

    const reason = 'Generated by mistake'
    const cancelBill = await server.call(api.farmerBill.cancel, {
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason },
    })
    expect([cancelBill.status, cancelBill.body.errorMessage]).toEqual([400, BILLING_MESSAGES.cancelPaid])

    const cancelled = await server.data(api.payment.cancel, {
      body: { paymentKeyID: voucher.paymentKeyID, reason },
    })
    expect([cancelled.status, cancelled.voucherNo, cancelled.cancelReason]).toEqual([
      2,
      voucher.voucherNo,
      reason,
    ])
    const reopened = await patti(bill.farmerBillKeyID)
    expect([reopened.paidAmount, reopened.balance, reopened.paymentStatus]).toEqual([0, bill.netPayable, 1])
    const again = await server.call(api.payment.cancel, {
      body: { paymentKeyID: voucher.paymentKeyID, reason },
    })
    expect(again.body.errorMessage).toBe(MONEY_MESSAGES.alreadyCancelled)
    await server.data(api.farmerBill.cancel, { body: { farmerBillKeyID: bill.farmerBillKeyID, reason } })

    const next = await server.data(api.payment.add, { body: paymentBody(scene, 10, { purpose: 'Advance' }) })
    expect(next.voucherNo > voucher.voucherNo).toBe(true)
    expect(next.advanceAmount).toBe(10)
  })
})

describe('Income-tax Act s.269ST', () => {
  it('refuses cash of ₹2,00,000 or more from one party in a day across vouchers, not online money', async () => {
    const scene = await moneyScene(server, 0, 3)
    const cash = { paymentMode: 1, onlineSubMode: '', referenceNo: '' }
    const first = await server.data(api.payment.add, { body: receiptBody(scene, 150_000, cash) })
    const second = await server.call(api.payment.add, { body: receiptBody(scene, 50_000, cash) })
    expect(second.status).toBe(400)
    expect(second.body.errorMessage).toContain('Income-tax Act s.269ST')
    expect(second.body.errorMessage).toContain('₹1,50,000.00 in cash already today')
    const confirmed = await server.call(api.payment.add, {
      body: { ...receiptBody(scene, 50_000, cash), confirmWarnings: true },
    })
    expect(confirmed.status).toBe(400)
    await server.data(api.payment.add, { body: receiptBody(scene, 49_999.99, cash) })
    await server.data(api.payment.add, { body: receiptBody(scene, 300_000) })
    const reason = 'Counted twice'
    await server.data(api.payment.cancel, { body: { paymentKeyID: first.paymentKeyID, reason } })
    await server.data(api.payment.add, { body: receiptBody(scene, 150_000, cash) })
  })
})

describe('Payment/GetPaymentList', () => {
  it('filters by direction and mode and totals money in and out over every page', async () => {
    const scene = await moneyScene(server)
    const market = { marketKeyID: scene.marketKeyID }
    const all = await server.allRows(api.payment.list, market)
    expect(all.length).toBeGreaterThan(10)
    const answer = await server.call(api.payment.list, { body: { pageNo: 0, pageSize: 10, ...market } })
    const totals = answer.body.responseData!.totals!
    const sum = (rows: typeof all, type: number) =>
      Math.round(
        rows
          .filter((r) => r.status === 1 && r.transactionType === type)
          .reduce((s, r) => s + r.amount * 100, 0),
      ) / 100
    expect(totals).toEqual({ amountIn: sum(all, 1), amountOut: sum(all, 2) })
    const cashOut = await server.allRows(api.payment.list, { ...market, transactionType: 2, paymentMode: 1 })
    expect(cashOut.length).toBeGreaterThan(0)
    expect(cashOut.every((r) => r.transactionType === 2 && r.paymentMode === 1)).toBe(true)
  })
})

describe('money permissions and firms', () => {
  it('lets the Accountant receive money and keeps the Gate Clerk out of payments', async () => {
    const scene = await moneyScene(server)
    const accountant = await signIn(server.app, USERS.accountant)
    await assignMarket(server, accountant.userKeyID, scene.marketKeyID)
    const voucher = await call(server.app, api.payment.add, {
      token: accountant.token,
      body: receiptBody(scene, 10),
    })
    expect(voucher.status).toBe(200)
    const clerk = await signIn(server.app, USERS.gateClerk)
    const refused = await call(server.app, api.payment.list, {
      token: clerk.token,
      body: { pageNo: 0, pageSize: 10 },
    })
    expect([refused.status, refused.body.errorMessage]).toEqual([403, ROLE_MESSAGES.forbidden])
  })

  it("answers 404 for another firm's voucher and market, changing nothing", async () => {
    const scene = await moneyScene(server)
    const voucher = await server.data(api.payment.add, { body: receiptBody(scene, 10) })
    const other = await registerFirm(server.app)
    const model = await call(server.app, api.payment.model, {
      token: other.token,
      query: { PaymentKeyID: voucher.paymentKeyID },
    })
    expect(model.status).toBe(404)
    const cancel = await call(server.app, api.payment.cancel, {
      token: other.token,
      body: { paymentKeyID: voucher.paymentKeyID, reason: 'Not ours' },
    })
    expect(cancel.status).toBe(404)
    const add = await call(server.app, api.payment.add, { token: other.token, body: receiptBody(scene, 10) })
    expect(add.status).toBe(404)
    expect(
      (await server.data(api.payment.model, { query: { PaymentKeyID: voucher.paymentKeyID } })).status,
    ).toBe(1)
  })
})
