import { describe, expect, it } from 'vitest'
import { api, CASH_BANK_ENTRY_TYPE, type EndpointDef, openPeriod, PERIOD_MESSAGES } from '../contracts'
import { moneyScene, receiptBody } from './test/money'
import { sameRows, seededServer, TODAY } from './test/support'

const server = seededServer()

const OUTSIDE = PERIOD_MESSAGES.outside(openPeriod(TODAY))
/** Before the previous financial year (1900, and 1926 whose label reads 26-27), and after today. */
const CLOSED_DATES = ['1900-01-01', '1926-11-21', '2025-03-31', '2026-11-22']

interface DatedWrite {
  name: string
  endpoint: EndpointDef
  field: string
  body: (marketKeyID: string, date: string) => Promise<Record<string, unknown>>
}

async function labourKeyID() {
  const categories = await server.data(api.expenseCategory.lookup)
  return categories.find((c) => c.categoryName === 'Labour')!.categoryKeyID
}

async function bankKeyID(marketKeyID: string) {
  const [account] = await server.data(api.bankAccount.lookup, { query: { MarketKeyID: marketKeyID } })
  return account!.bankAccountKeyID
}

/** Every money document that carries a date the user picks, online so no wallet day is involved. */
const DATED_WRITES: DatedWrite[] = [
  {
    name: 'a receipt',
    endpoint: api.payment.add,
    field: 'paymentDate',
    body: async (marketKeyID, date) => {
      const scene = await moneyScene(server)
      return receiptBody({ ...scene, marketKeyID }, 500, { paymentDate: date })
    },
  },
  {
    name: 'an expense',
    endpoint: api.expense.addUpdate,
    field: 'expenseDate',
    body: async (marketKeyID, date) => ({
      marketKeyID,
      expenseDate: date,
      categoryKeyID: await labourKeyID(),
      serviceOption: 1,
      amount: 1200,
      paymentMode: 2,
      onlineSubMode: 'UPI',
      referenceNo: 'UTR-881',
      paidTo: 'Hamal toli',
    }),
  },
  {
    name: 'a Cash & Bank entry',
    endpoint: api.cashBankEntry.add,
    field: 'entryDate',
    body: async (marketKeyID, date) => ({
      marketKeyID,
      entryDate: date,
      entryType: CASH_BANK_ENTRY_TYPE.BankCharges,
      bankAccountKeyID: await bankKeyID(marketKeyID),
      amount: 250,
    }),
  },
  {
    name: 'a wallet day',
    endpoint: api.wallet.open,
    field: 'walletDate',
    body: async (marketKeyID, date) => ({ marketKeyID, walletDate: date, openingCount: [] }),
  },
]

describe('money documents are dated in the open period only', () => {
  it.each(DATED_WRITES)(
    '$name dated in a closed year or after today is refused, nothing changes',
    async (write) => {
      const { marketKeyID } = await moneyScene(server)
      for (const date of CLOSED_DATES) {
        const body = await write.body(marketKeyID, date)
        const before = server.app.mockStore.snapshot()
        const answer = await server.call(write.endpoint, { body })
        expect(answer.status, date).toBe(400)
        // A wallet day after today keeps its own message; every other refusal names the open period.
        if (write.field !== 'walletDate' || date < TODAY)
          expect(answer.body.errorMessage, date).toBe(`${write.field}: ${OUTSIDE}`)
        expect(sameRows(before, server.app.mockStore.snapshot()), date).toBe(true)
      }
    },
  )

  it.each(DATED_WRITES.slice(0, 3))(
    '$name on the first day of the previous financial year is taken',
    async (write) => {
      const { marketKeyID } = await moneyScene(server)
      const answer = await server.call(write.endpoint, { body: await write.body(marketKeyID, '2025-04-01') })
      expect(answer.status).toBe(200)
    },
  )

  it('keeps a receipt dated 1900 off the buyer’s statement', async () => {
    const scene = await moneyScene(server)
    const query = { marketKeyID: scene.marketKeyID, buyerKeyID: scene.buyerKeyID }
    const before = await server.data(api.ledger.buyerLedger, { body: query })
    const answer = await server.call(api.payment.add, {
      body: receiptBody(scene, 500, { paymentDate: '1900-01-01' }),
    })
    expect(answer.status).toBe(400)
    expect(await server.data(api.ledger.buyerLedger, { body: query })).toEqual(before)
  })
})
