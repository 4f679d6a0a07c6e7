import { describe, expect, it } from 'vitest'
import { api, MARKET_MESSAGES } from '../contracts'
import { shiftDate } from './context'
import { marketNamed, partiesOf } from './test/market-day'
import { receiptBody } from './test/money'
import { allRows, type CallInput, call, sameRows, seededServer, signIn, TODAY, USERS } from './test/support'

/**
 * The calls that went through for staff outside their markets (a Gate Clerk of Narayangaon at
 * Pimpalgaon's gate, a Cashier of Pimpalgaon and Lasalgaon in Sangola, an Accountant of Pimpalgaon
 * and Sangola in Lasalgaon and Narayangaon) are refused; in their own markets they still work.
 */
const server = seededServer()

const NOT_ASSIGNED = { statusCode: 403, errorMessage: MARKET_MESSAGES.notAssigned }

const keyOf = async (name: string) => (await marketNamed(server, name)).marketKeyID

/** A call as `mobile` that must be refused and leave every row as it was. */
async function refused(mobile: string, endpoint: Parameters<typeof call>[1], input: CallInput) {
  const { token } = await signIn(server.app, mobile)
  const before = server.app.mockStore.snapshot()
  const answer = await call(server.app, endpoint, { ...input, token })
  expect(answer.body).toMatchObject(NOT_ASSIGNED)
  expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
}

async function entryBody(marketKeyID: string) {
  const { farmers } = await partiesOf(server, marketKeyID)
  return {
    marketKeyID,
    vehicleNo: 'MH15ZZ4242',
    vehicleTypeID: 2,
    transportationType: 1,
    tokens: [{ farmerKeyID: farmers[0]!.farmerKeyID, productID: 1, declaredCrates: 5, gradingType: 0 }],
  }
}

describe('staff outside their markets', () => {
  it("refuses the Gate Clerk of Narayangaon at Pimpalgaon's gate, and lets him in at his own", async () => {
    const body = await entryBody(await keyOf('Pimpalgaon Baswant'))
    await refused(USERS.gateClerk, api.vehicleEntry.addUpdate, { body })
    const clerk = await signIn(server.app, USERS.gateClerk)
    const own = await server.call(api.vehicleEntry.addUpdate, {
      token: clerk.token,
      body: await entryBody(await keyOf('Narayangaon')),
    })
    expect(own.status).toBe(200)
  })

  it("refuses the Cashier of Pimpalgaon and Lasalgaon a receipt in Sangola and Sangola's wallet", async () => {
    const sangola = await keyOf('Sangola')
    const { farmers, buyers } = await partiesOf(server, sangola)
    const scene = {
      marketKeyID: sangola,
      farmerKeyID: farmers[0]!.farmerKeyID,
      buyerKeyID: buyers[0]!.buyerKeyID,
    }
    await refused(USERS.cashier, api.payment.add, { body: receiptBody(scene, 100) })
    await refused(USERS.cashier, api.wallet.day, { query: { MarketKeyID: sangola, WalletDate: TODAY } })
    const cashier = await signIn(server.app, USERS.cashier)
    const own = await server.call(api.wallet.day, {
      token: cashier.token,
      query: { MarketKeyID: await keyOf('Lasalgaon'), WalletDate: TODAY },
    })
    expect(own.status).toBe(200)
  })

  it("refuses the Accountant of Pimpalgaon and Sangola invoices in Lasalgaon and Narayangaon's Buyer Report", async () => {
    const lasalgaon = await keyOf('Lasalgaon')
    await refused(USERS.accountant, api.buyerBill.generate, {
      body: { marketKeyID: lasalgaon, fromDate: TODAY, toDate: TODAY, buyerKeyIDs: [], mode: 2 },
    })
    const report = (marketKeyID: string) => ({ body: { pageNo: 0, pageSize: 10, marketKeyID } })
    await refused(USERS.accountant, api.report.buyer, report(await keyOf('Narayangaon')))
    const accountant = await signIn(server.app, USERS.accountant)
    const own = await server.call(api.report.buyer, {
      token: accountant.token,
      ...report(await keyOf('Pimpalgaon Baswant')),
    })
    expect(own.status).toBe(200)
  })

  it("refuses a buyer's statement over every market to someone not in all of them", async () => {
    const sangola = await keyOf('Sangola')
    const { buyers } = await partiesOf(server, sangola)
    const body = { buyerKeyID: buyers[0]!.buyerKeyID }
    await refused(USERS.accountant, api.ledger.buyerLedger, { body })
    expect((await server.call(api.ledger.buyerLedger, { body })).status).toBe(200)
  })
})

describe('firm-wide lists', () => {
  /** The markets of every row of a list as the caller sees it, each row's market read from the store. */
  const marketsIn = async (
    endpoint: typeof api.token.list | typeof api.payment.list,
    token: string,
  ): Promise<string[]> => {
    const rows: { tokenKeyID?: string; paymentKeyID?: string }[] = []
    // The last week's rows: every market had market days.
    for (let pageNo = 0; ; pageNo++) {
      const body = { pageNo, pageSize: 100, fromDate: shiftDate(TODAY, -7), toDate: TODAY }
      const answer = await server.call(endpoint, { token, body })
      expect(answer.status).toBe(200)
      rows.push(...answer.body.responseData!.data)
      if (rows.length >= answer.body.responseData!.totalCount!) break
    }
    const { tokens, payments } = server.app.mockStore
    const markets = rows.map((row) =>
      row.tokenKeyID ? tokens.get(row.tokenKeyID)!.marketKeyID : payments.get(row.paymentKeyID!)!.marketKeyID,
    )
    return [...new Set(markets)].sort()
  }

  it("show the Super Admin every market's rows and others only their own markets'", async () => {
    const all = ['Pimpalgaon Baswant', 'Lasalgaon', 'Sangola', 'Narayangaon']
    const keys: Record<string, string> = {}
    for (const name of all) keys[name] = await keyOf(name)
    const accountant = await signIn(server.app, USERS.accountant)
    const cashier = await signIn(server.app, USERS.cashier)
    expect(await marketsIn(api.token.list, server.demo.token)).toEqual(Object.values(keys).sort())
    expect(await marketsIn(api.token.list, accountant.token)).toEqual(
      [keys['Pimpalgaon Baswant'], keys.Sangola].sort(),
    )
    expect(await marketsIn(api.payment.list, server.demo.token)).toEqual(Object.values(keys).sort())
    expect(await marketsIn(api.payment.list, cashier.token)).toEqual(
      [keys['Pimpalgaon Baswant'], keys.Lasalgaon].sort(),
    )
  })

  it("show parties of the caller's markets only", async () => {
    const accountant = await signIn(server.app, USERS.accountant)
    const own = [await keyOf('Pimpalgaon Baswant'), await keyOf('Sangola')]
    const rows = await allRows(server.app, api.farmer.list, accountant.token)
    expect(rows.length).toBeGreaterThan(0)
    for (const farmer of rows) expect(farmer.marketKeyIDs.some((key) => own.includes(key))).toBe(true)
    expect((await server.allRows(api.farmer.list)).length).toBeGreaterThan(rows.length)
  })
})

describe('handing out markets', () => {
  it('is refused for a market the caller does not hold, given or taken, and allowed for one held', async () => {
    const pimpalgaon = await keyOf('Pimpalgaon Baswant')
    const sangola = await keyOf('Sangola')
    const narayangaon = await keyOf('Narayangaon')
    const admin = await signIn(server.app, USERS.admin)
    const clerk = await signIn(server.app, USERS.gateClerk)
    await server.data(api.employee.assignMarkets, {
      body: { employeeKeyID: admin.userKeyID, marketKeyIDs: [pimpalgaon] },
    })
    const assign = (marketKeyIDs: string[]) => ({ body: { employeeKeyID: clerk.userKeyID, marketKeyIDs } })
    await refused(USERS.admin, api.employee.assignMarkets, assign([narayangaon, sangola]))
    await refused(USERS.admin, api.employee.assignMarkets, assign([pimpalgaon]))
    const model = await server.data(api.employee.getEmployeeModel, {
      query: { EmployeeKeyID: clerk.userKeyID },
    })
    await refused(USERS.admin, api.employee.addUpdate, {
      body: { ...model, marketKeyIDs: [narayangaon, sangola] },
    })
    await refused(USERS.admin, api.employee.addUpdate, {
      body: {
        ...model,
        employeeKeyID: '',
        mobileNo: '9123456780',
        emailID: '',
        password: 'Secret123',
        marketKeyIDs: [sangola],
      },
    })
    // Kept markets stay as they were; a held one may be added.
    const kept = await server.call(api.employee.assignMarkets, {
      token: admin.token,
      ...assign([narayangaon, pimpalgaon]),
    })
    expect(kept.status).toBe(200)
    expect(kept.body.responseData!.data.marketKeyIDs).toEqual([narayangaon, pimpalgaon])
  })
})
