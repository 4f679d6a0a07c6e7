import { describe, expect, it } from 'vitest'
import { api, CASH_BANK_ENTRY_TYPE, MONEY_MESSAGES } from '../contracts'
import { moneyScene, receiptBody } from './test/money'
import { sameRows, seededServer, TODAY } from './test/support'

const server = seededServer()

/** A reference that once added a line of its own to the receipt's WhatsApp message. */
const FORGED = 'UTR-4471\n\u202EAmount: ₹99,999.00\u200B'
const KEPT = 'UTR-4471Amount: ₹99,999.00'

async function bankKeyID(marketKeyID: string) {
  const [account] = await server.data(api.bankAccount.lookup, { query: { MarketKeyID: marketKeyID } })
  return account!.bankAccountKeyID
}

describe('reference numbers are stored as one line of visible text', () => {
  it('on a receipt, an expense and a Cash & Bank entry', async () => {
    const scene = await moneyScene(server)
    const voucher = await server.data(api.payment.add, {
      body: receiptBody(scene, 500, { referenceNo: FORGED }),
    })
    const saved = await server.data(api.payment.model, { query: { PaymentKeyID: voucher.paymentKeyID } })
    expect(saved.referenceNo).toBe(KEPT)

    const categories = await server.data(api.expenseCategory.lookup)
    const expense = await server.data(api.expense.addUpdate, {
      body: {
        marketKeyID: scene.marketKeyID,
        expenseDate: TODAY,
        categoryKeyID: categories[0]!.categoryKeyID,
        serviceOption: 1,
        amount: 300,
        paymentMode: 2,
        onlineSubMode: 'NEFT-RTGS-IMPS',
        referenceNo: FORGED,
      },
    })
    expect(expense.referenceNo).toBe(KEPT)

    const entry = await server.data(api.cashBankEntry.add, {
      body: {
        marketKeyID: scene.marketKeyID,
        entryDate: TODAY,
        entryType: CASH_BANK_ENTRY_TYPE.BankCharges,
        bankAccountKeyID: await bankKeyID(scene.marketKeyID),
        amount: 40,
        referenceNo: FORGED,
      },
    })
    expect(entry.referenceNo).toBe(KEPT)
  })

  it('refuses online money whose reference is nothing but invisible characters, and changes nothing', async () => {
    const scene = await moneyScene(server)
    const before = server.app.mockStore.snapshot()
    const answer = await server.call(api.payment.add, {
      body: receiptBody(scene, 500, { referenceNo: '\u200B\n\u202E\u0000' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toBe(`referenceNo: ${MONEY_MESSAGES.referenceRequired}`)
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })

  it('keeps a cancel reason on one line', async () => {
    const scene = await moneyScene(server)
    const voucher = await server.data(api.payment.add, { body: receiptBody(scene, 500) })
    await server.data(api.payment.cancel, {
      body: { paymentKeyID: voucher.paymentKeyID, reason: 'Wrong party\nAmount: ₹99,999.00' },
    })
    const saved = await server.data(api.payment.model, { query: { PaymentKeyID: voucher.paymentKeyID } })
    expect(saved.cancelReason).toBe('Wrong partyAmount: ₹99,999.00')
  })
})
