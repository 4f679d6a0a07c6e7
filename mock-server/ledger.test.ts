import { describe, expect, it } from 'vitest'
import { api, CASH_BANK_MESSAGES, type CashBankRow, LEDGER_MESSAGES, MODULE } from '../contracts'
import { shiftDate } from './context'
import { buyerInvoices, moneyScene, receiptBody } from './test/money'
import { call, registerFirm, seededServer, signIn, TODAY, USERS } from './test/support'

const server = seededServer()
const paise = (rupees: number) => Math.round(rupees * 100)

describe('Ledger/GetBuyerLedger', () => {
  it('runs from the opening balance through invoices (debit) and receipts (credit) to the closing', async () => {
    const scene = await moneyScene(server, 0, 4)
    const [a, b] = await buyerInvoices(server, scene, [220, 330])
    const receipt = await server.data(api.payment.add, { body: receiptBody(scene, a!.totalAmount + 100) })
    const ledger = await server.data(api.ledger.buyerLedger, {
      body: { marketKeyID: scene.marketKeyID, buyerKeyID: scene.buyerKeyID },
    })
    let balance = paise(ledger.openingBalance)
    for (const row of ledger.rows) {
      balance += paise(row.debit) - paise(row.credit)
      expect(paise(row.balance)).toBe(balance)
    }
    expect(paise(ledger.closingBalance)).toBe(balance)
    const debit = ledger.rows.reduce((s, r) => s + paise(r.debit), 0)
    const credit = ledger.rows.reduce((s, r) => s + paise(r.credit), 0)
    expect([paise(ledger.totalDebit), paise(ledger.totalCredit)]).toEqual([debit, credit])
    const row = (no: string) => ledger.rows.find((r) => r.voucherNo === no)
    expect([row(a!.billNo)?.debit, row(b!.billNo)?.debit]).toEqual([a!.totalAmount, b!.totalAmount])
    expect(row(receipt.voucherNo)?.credit).toBe(receipt.amount)
    const aged = Object.values(ledger.ageing).reduce((s, v) => s + paise(v), 0)
    expect(aged).toBe(Math.max(0, balance))

    const fromToday = await server.data(api.ledger.buyerLedger, {
      body: { marketKeyID: scene.marketKeyID, buyerKeyID: scene.buyerKeyID, fromDate: TODAY, toDate: TODAY },
    })
    const before = ledger.rows.filter((r) => r.date < TODAY).at(-1)
    expect(fromToday.openingBalance).toBe(before?.balance ?? ledger.openingBalance)
    expect(fromToday.closingBalance).toBe(ledger.closingBalance)
  })

  it("answers 404 for another firm's buyer", async () => {
    const scene = await moneyScene(server)
    const other = await registerFirm(server.app)
    const answer = await call(server.app, api.ledger.buyerLedger, {
      token: other.token,
      body: { buyerKeyID: scene.buyerKeyID },
    })
    expect([answer.status, answer.body.errorMessage]).toEqual([404, LEDGER_MESSAGES.buyerNotFound])
  })
})

describe('Ledger/GetCollectionRegister', () => {
  it('lists buyers overdue first, with ageing adding up to each outstanding and totals over all pages', async () => {
    const answer = await server.call(api.ledger.collectionRegister, { body: { pageNo: 0, pageSize: 100 } })
    const rows = answer.body.responseData!.data
    expect(rows.length).toBeGreaterThan(0)
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]!.overdue).toBeGreaterThanOrEqual(rows[i]!.overdue)
    for (const row of rows) {
      const aged = paise(row.days0to7) + paise(row.days8to15) + paise(row.days16to30) + paise(row.over30)
      expect(aged).toBe(Math.max(0, paise(row.outstanding)))
    }
    const outstanding = rows.reduce((s, r) => s + paise(r.outstanding), 0)
    expect(paise(answer.body.responseData!.totals!.outstanding!)).toBe(outstanding)
  })
})

describe('Ledger/GetCashBankLedger', () => {
  it("keeps each book's running balance right on every page, and its cash book ends where the wallet does", async () => {
    const scene = await moneyScene(server)
    const market = { marketKeyID: scene.marketKeyID }
    const rows: CashBankRow[] = await server.allRows(api.ledger.cashBankLedger, market)
    expect(rows.length).toBeGreaterThan(100)
    const books = new Map<string, number>()
    for (const row of rows) {
      const balance = (books.get(row.bookKeyID) ?? 0) + paise(row.credit) - paise(row.debit)
      expect(paise(row.balance), `${row.date} ${row.voucherNo}`).toBe(balance)
      books.set(row.bookKeyID, balance)
    }
    const answer = await server.call(api.ledger.cashBankLedger, {
      body: { pageNo: 3, pageSize: 10, ...market },
    })
    expect(answer.body.responseData!.data).toEqual(rows.slice(30, 40))
    const totals = answer.body.responseData!.totals!
    expect(paise(totals.cashClosing!)).toBe(books.get('') ?? 0)
    expect(paise(totals.closing!)).toBe([...books.values()].reduce((s, v) => s + v, 0))
    const wallet = await server.data(api.wallet.day, {
      query: { MarketKeyID: scene.marketKeyID, WalletDate: TODAY },
    })
    expect(totals.cashClosing).toBe(wallet.bookClosing)
  })

  it('filters by mode, direction and dates, with the opening of the books shown', async () => {
    const scene = await moneyScene(server)
    const fromDate = shiftDate(TODAY, -10)
    const filter = {
      marketKeyID: scene.marketKeyID,
      paymentMode: 1,
      transactionType: 2,
      fromDate,
      toDate: TODAY,
    }
    const cashOut = await server.allRows(api.ledger.cashBankLedger, filter)
    expect(cashOut.every((r) => r.bookKeyID === '' && r.debit > 0 && r.date >= fromDate)).toBe(true)
    const answer = await server.call(api.ledger.cashBankLedger, {
      body: { pageNo: 0, pageSize: 10, ...filter },
    })
    const all = await server.allRows(api.ledger.cashBankLedger, {
      marketKeyID: scene.marketKeyID,
      paymentMode: 1,
    })
    const before = all.filter((r) => r.date < fromDate).at(-1)!
    expect(answer.body.responseData!.totals!.opening).toBe(before.balance)
    expect(paise(answer.body.responseData!.totals!.debit!)).toBe(
      cashOut.reduce((s, r) => s + paise(r.debit), 0),
    )
  })
})

describe('bank accounts and manual Cash & Bank entries', () => {
  it('takes an Inactive account out of the pickers and entries, and deletes one without movements', async () => {
    const { marketKeyID } = await moneyScene(server)
    const account = await server.data(api.bankAccount.addUpdate, {
      body: {
        marketKeyID,
        accountName: 'Spare Current',
        bankName: 'Bank of Maharashtra',
        bankAccountKeyID: '',
      },
    })
    const key = { BankAccountKeyID: account.bankAccountKeyID }
    const offered = async () =>
      (await server.data(api.bankAccount.lookup, { query: { MarketKeyID: marketKeyID } })).map(
        (a) => a.bankAccountKeyID,
      )
    expect(await offered()).toContain(account.bankAccountKeyID)
    expect(await server.data(api.bankAccount.changeStatus, { query: key })).toBe(false)
    expect(await offered()).not.toContain(account.bankAccountKeyID)
    const charges = await server.call(api.cashBankEntry.add, {
      body: {
        marketKeyID,
        entryDate: TODAY,
        entryType: 5,
        bankAccountKeyID: account.bankAccountKeyID,
        amount: 50,
      },
    })
    expect([charges.status, charges.body.errorMessage]).toEqual([
      400,
      `bankAccountKeyID: ${CASH_BANK_MESSAGES.bankNotFound}`,
    ])
    expect((await server.call(api.bankAccount.remove, { query: key })).status).toBe(200)
    expect((await server.call(api.bankAccount.model, { query: key })).status).toBe(404)
  })

  it('moves a deposit out of the wallet into the bank, refuses a second opening balance, and cancels', async () => {
    const { marketKeyID } = await moneyScene(server)
    const [bank] = await server.data(api.bankAccount.lookup, { query: { MarketKeyID: marketKeyID } })
    const wallet = () =>
      server.data(api.wallet.day, { query: { MarketKeyID: marketKeyID, WalletDate: TODAY } })
    const before = await wallet()
    const noBank = await server.call(api.cashBankEntry.add, {
      body: { marketKeyID, entryDate: TODAY, entryType: 1, amount: 1000 },
    })
    expect(noBank.body.errorMessage).toBe(`bankAccountKeyID: ${CASH_BANK_MESSAGES.bankRequired}`)
    const deposit = await server.data(api.cashBankEntry.add, {
      body: {
        marketKeyID,
        entryDate: TODAY,
        entryType: 1,
        bankAccountKeyID: bank!.bankAccountKeyID,
        amount: 1000,
      },
    })
    expect(deposit.voucherNo).toMatch(/^CB\/26-27\/\d{5}$/)
    expect((await wallet()).cashOut).toBeCloseTo(before.cashOut + 1000, 2)
    const rows = await server.allRows(api.ledger.cashBankLedger, {
      marketKeyID,
      fromDate: TODAY,
      toDate: TODAY,
    })
    const moved = rows.filter((r) => r.documentKeyID === deposit.cashBankEntryKeyID)
    expect(moved.map((r) => [r.bookKeyID, r.credit, r.debit])).toEqual(
      expect.arrayContaining([
        ['', 0, 1000],
        [bank!.bankAccountKeyID, 1000, 0],
      ]),
    )
    const opening = await server.call(api.cashBankEntry.add, {
      body: {
        marketKeyID,
        entryDate: TODAY,
        entryType: 6,
        bankAccountKeyID: bank!.bankAccountKeyID,
        amount: 5,
      },
    })
    expect(opening.body.errorMessage).toBe(CASH_BANK_MESSAGES.openingTwice)
    const cancelled = await server.data(api.cashBankEntry.cancel, {
      body: { cashBankEntryKeyID: deposit.cashBankEntryKeyID, reason: 'Wrong account' },
    })
    expect(cancelled.status).toBe(2)
    expect((await wallet()).cashOut).toBeCloseTo(before.cashOut, 2)
    const used = await server.call(api.bankAccount.remove, {
      query: { BankAccountKeyID: bank!.bankAccountKeyID },
    })
    expect([used.status, used.body.errorMessage]).toEqual([409, CASH_BANK_MESSAGES.inUse])
  })
})

describe('money rights of the seeded roles', () => {
  const MONEY = [MODULE.Payment, MODULE.Expense, MODULE.CashBank, MODULE.MarketWallet]
  const granted = async (RoleTypeID: number) => {
    const role = await server.data(api.role.model, { query: { RoleTypeID } })
    return MONEY.filter((id) =>
      role.modules
        .find((m) => m.moduleId === id)
        ?.moduleActions.some((a) => a.mActionId === 1 && a.setDefaultAction),
    )
  }

  it('gives the Cashier payments and the wallet, the Accountant all of money, the clerks none', async () => {
    expect(await granted(9)).toEqual([MODULE.Payment, MODULE.MarketWallet])
    expect(await granted(6)).toEqual(MONEY)
    expect(await granted(7)).toEqual([])
    expect(await granted(8)).toEqual([])
  })

  it('is enforced on every money call: a role without the right is refused before its body is read', async () => {
    const GROUPS = {
      payments: [api.payment.list, api.payment.add, api.ledger.buyerLedger],
      wallet: [api.wallet.day, api.wallet.list, api.wallet.close],
      expenses: [api.expense.list, api.expense.addUpdate, api.expense.cancel],
      cashBank: [api.ledger.cashBankLedger, api.cashBankEntry.add, api.bankAccount.addUpdate],
    }
    // An allowed call with an empty body is refused by validation (400); one not allowed, by the role (403).
    const usable = async (userName: string) => {
      const { token } = await signIn(server.app, userName)
      const open: string[] = []
      for (const [group, endpoints] of Object.entries(GROUPS)) {
        const statuses = await Promise.all(
          endpoints.map(
            async (endpoint) =>
              (await call(server.app, endpoint, endpoint.method === 'POST' ? { token, body: {} } : { token }))
                .status,
          ),
        )
        if (statuses.every((s) => s !== 403)) open.push(group)
        else expect(statuses).toEqual(endpoints.map(() => 403))
      }
      return open
    }
    expect(await usable(USERS.cashier)).toEqual(['payments', 'wallet'])
    expect(await usable(USERS.accountant)).toEqual(['payments', 'wallet', 'expenses', 'cashBank'])
    expect(await usable(USERS.gateClerk)).toEqual([])
  })
})
