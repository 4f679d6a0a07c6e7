import { describe, expect, it } from 'vitest'
import { api, NOTIFICATION_EVENT, type NotificationRow, TOKEN_WAITING_HOURS } from '../contracts'
import { marketNamed, partiesOf, sellCrateToken } from './test/market-day'
import { buyerInvoices, farmerBill, moneyScene, paymentBody } from './test/money'
import {
  assignMarket,
  call,
  registerFirm,
  seededServer,
  signIn,
  TODAY,
  testClock,
  USERS,
} from './test/support'

const clock = testClock()
const server = seededServer({ clock: clock.now })
const HOUR_MS = 60 * 60 * 1000

const ROLE = { Admin: 2, SA: 3, Accountant: 6 } as const

async function notifications(marketKeyID: string, token = server.demo.token): Promise<NotificationRow[]> {
  const rows: NotificationRow[] = []
  for (let pageNo = 0; ; pageNo++) {
    const page = await server.call(api.notification.list, {
      token,
      body: { pageNo, pageSize: 100, marketKeyID },
    })
    expect(page.status).toBe(200)
    rows.push(...page.body.responseData!.data)
    if (rows.length >= page.body.responseData!.totalCount!) return rows
  }
}

const about = (rows: readonly NotificationRow[], eventType: number, entityKeyID: string) =>
  rows.filter((r) => r.eventType === eventType && r.entityKeyID === entityKeyID)

const unreadCount = (marketKeyID: string, token = server.demo.token) =>
  server.data(api.notification.unreadCount, { token, query: { MarketKeyID: marketKeyID } })

/** An ungraded tomato token of Narayangaon sold per crate in full, the rate confirmed. */
async function soldToken(rate = 250) {
  const scene = await moneyScene(server)
  const sale = await sellCrateToken(server, {
    ...scene,
    productID: 1,
    gradingType: 0,
    sales: [{ gradeID: 0, crates: 10, rateUnit: 2, rate }],
  })
  return { ...scene, tokenKeyID: sale.tokenKeyID }
}

describe('the seeded notifications', () => {
  it('give every demo market unread and read ones, unread first', async () => {
    for (const name of ['Pimpalgaon', 'Lasalgaon', 'Sangola', 'Narayangaon']) {
      const market = await marketNamed(server, name)
      const rows = await notifications(market.marketKeyID)
      const unread = rows.filter((r) => !r.isRead)
      expect(unread.length, name).toBeGreaterThan(0)
      expect(unread.length, name).toBeLessThan(rows.length)
      expect(
        rows.slice(0, unread.length).every((r) => !r.isRead),
        name,
      ).toBe(true)
      expect(await unreadCount(market.marketKeyID)).toBe(unread.length)
    }
  })
})

describe('events raised by their causes, once each', () => {
  it('a token fully sold is ready for its patti, told once however often the bell asks', async () => {
    const { marketKeyID, tokenKeyID } = await soldToken()
    await notifications(marketKeyID)
    const rows = about(await notifications(marketKeyID), NOTIFICATION_EVENT.TokenSold, tokenKeyID)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      entityType: 'Token',
      isRead: false,
      targetRoleTypeIDs: [ROLE.SA, ROLE.Accountant],
    })
  })

  it('a rate confirmed outside the band reaches Admin and SA, not the Accountant', async () => {
    const { marketKeyID, tokenKeyID } = await soldToken(99_999)
    const [rate] = about(await notifications(marketKeyID), NOTIFICATION_EVENT.RateOutsideBand, tokenKeyID)
    expect(rate?.message).toMatch(/band|alert/i)
    const admin = await signIn(server.app, USERS.admin)
    const accountant = await signIn(server.app, USERS.accountant)
    // The accountant reads the market's notices only once assigned to it, as the Admin is.
    await assignMarket(server, accountant.userKeyID, marketKeyID)
    const forAdmin = about(
      await notifications(marketKeyID, admin.token),
      NOTIFICATION_EVENT.RateOutsideBand,
      tokenKeyID,
    )
    const forAccountant = await notifications(marketKeyID, accountant.token)
    expect(forAdmin).toHaveLength(1)
    expect(about(forAccountant, NOTIFICATION_EVENT.RateOutsideBand, tokenKeyID)).toHaveLength(0)
    // What a role sees is only what is addressed to it, or to the employee by name.
    for (const row of forAccountant)
      expect(
        row.targetRoleTypeIDs.includes(ROLE.Accountant) || row.targetEmployeeKeyID === accountant.userKeyID,
      ).toBe(true)
  })

  it('cash of ₹2 lakh or more refused is told once per party and day, and the refusal stands', async () => {
    const scene = await moneyScene(server)
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await server.call(api.payment.add, { body: paymentBody(scene, 2_00_000) })
      expect(answer.status).toBe(400)
    }
    const rows = about(
      await notifications(scene.marketKeyID),
      NOTIFICATION_EVENT.CashLimitAttempted,
      scene.farmerKeyID,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.message).toContain('s.269ST')
  })

  it('a cancelled patti is told once, linked to the patti', async () => {
    const scene = await moneyScene(server)
    const bill = await farmerBill(server, scene)
    const cancelled = await server.call(api.farmerBill.cancel, {
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason: 'Wrong farmer' },
    })
    expect(cancelled.status).toBe(200)
    const rows = about(
      await notifications(scene.marketKeyID),
      NOTIFICATION_EVENT.BillCancelled,
      bill.farmerBillKeyID,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      entityType: 'FarmerBill',
      message: expect.stringContaining('Wrong farmer'),
    })
  })

  it('a cancelled group or single invoice links to its own document', async () => {
    const scene = await moneyScene(server)
    const [invoice] = await buyerInvoices(server, scene, [240])
    await server.data(api.buyerBill.cancel, {
      body: { buyerBillKeyID: invoice!.buyerBillKeyID, reason: 'Billed twice' },
    })
    const rows = about(
      await notifications(scene.marketKeyID),
      NOTIFICATION_EVENT.BillCancelled,
      invoice!.buyerBillKeyID,
    )
    expect(rows.map((r) => r.entityType)).toEqual([invoice!.isGroup ? 'BuyerGroupBill' : 'BuyerBill'])
  })

  it('a wallet closed with a variance is told once; one closed even is not', async () => {
    const scene = await moneyScene(server)
    const day = await server.data(api.wallet.day, { query: { MarketKeyID: scene.marketKeyID } })
    const short = [{ denomination: 1, count: Math.round(day.bookClosing) - 50 }]
    await server.data(api.wallet.close, {
      body: {
        marketKeyID: scene.marketKeyID,
        walletDate: TODAY,
        closingCount: short,
        varianceReason: 'Change short',
      },
    })
    const rows = about(await notifications(scene.marketKeyID), NOTIFICATION_EVENT.WalletVariance, TODAY)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.message).toContain('Change short')
    // Sangola's drawer counted exactly as its book: no variance, nothing to tell.
    const even = await marketNamed(server, 'Sangola')
    const sangola = await server.data(api.wallet.day, { query: { MarketKeyID: even.marketKeyID } })
    const exact = [{ denomination: 1, count: sangola.bookClosing }]
    await server.data(api.wallet.close, {
      body: { marketKeyID: even.marketKeyID, walletDate: TODAY, closingCount: exact },
    })
    expect(
      about(await notifications(even.marketKeyID), NOTIFICATION_EVENT.WalletVariance, TODAY),
    ).toHaveLength(0)
  })

  it("at the day's end: today's unpaid pattis and the open wallet are told once each", async () => {
    const scene = await moneyScene(server)
    const bill = await farmerBill(server, scene)
    const untilDayEnd = 10 * HOUR_MS
    clock.advance(untilDayEnd)
    try {
      const { token } = await signIn(server.app)
      expect(await unreadCount(scene.marketKeyID, token)).toBeGreaterThan(0)
      const rows = await notifications(scene.marketKeyID, token)
      expect(about(rows, NOTIFICATION_EVENT.PattiUnpaidAtDayEnd, bill.farmerBillKeyID)).toHaveLength(1)
      expect(about(rows, NOTIFICATION_EVENT.WalletNotClosed, TODAY)).toHaveLength(1)
      const again = await notifications(scene.marketKeyID, token)
      expect(again).toHaveLength(rows.length)
    } finally {
      clock.advance(-untilDayEnd)
    }
  })

  it('changed default service rates are told to those who bill', async () => {
    const market = await marketNamed(server, 'Lasalgaon')
    const [service] = await server.data(api.farmerMarketServices.model, {
      query: { MarketKeyID: market.marketKeyID },
    })
    await server.data(api.farmerMarketServices.save, {
      body: {
        marketKeyID: market.marketKeyID,
        farmerMarketServices: [{ ...service!, amount: service!.amount + 1 }],
      },
    })
    const rows = about(
      await notifications(market.marketKeyID),
      NOTIFICATION_EVENT.ServiceRatesChanged,
      market.marketKeyID,
    )
    expect(rows).toHaveLength(1)
  })

  it("a user's new markets are told to that user alone, in every market", async () => {
    const accountant = await signIn(server.app, USERS.accountant)
    const lasalgaon = await marketNamed(server, 'Lasalgaon')
    const sangola = await marketNamed(server, 'Sangola')
    await server.data(api.employee.assignMarkets, {
      body: {
        employeeKeyID: accountant.userKeyID,
        marketKeyIDs: [lasalgaon.marketKeyID, sangola.marketKeyID],
      },
    })
    for (const market of [lasalgaon, sangola]) {
      const rows = about(
        await notifications(market.marketKeyID, accountant.token),
        NOTIFICATION_EVENT.AccountChanged,
        accountant.userKeyID,
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]!.message).toContain('Sangola')
    }
    const admin = await signIn(server.app, USERS.admin)
    for (const token of [server.demo.token, admin.token]) {
      const rows = await notifications(lasalgaon.marketKeyID, token)
      expect(about(rows, NOTIFICATION_EVENT.AccountChanged, accountant.userKeyID)).toHaveLength(0)
    }
  })

  it(`a token unsold ${TOKEN_WAITING_HOURS} hours after it came in is told once, by the sweep`, async () => {
    const { marketKeyID, farmers } = await moneyScene(server).then(async (scene) => ({
      ...scene,
      ...(await partiesOf(server, scene.marketKeyID)),
    }))
    const entry = await server.data(api.vehicleEntry.addUpdate, {
      body: {
        marketKeyID,
        vehicleNo: 'MH15ZZ4242',
        vehicleTypeID: 2,
        transportationType: 1,
        tokens: [{ farmerKeyID: farmers[1]!.farmerKeyID, productID: 1, declaredCrates: 5, gradingType: 0 }],
      },
    })
    const tokenKeyID = entry.tokens[0]!.tokenKeyID
    expect(about(await notifications(marketKeyID), NOTIFICATION_EVENT.TokenWaiting, tokenKeyID)).toHaveLength(
      0,
    )
    clock.advance(TOKEN_WAITING_HOURS * HOUR_MS + 60_000)
    try {
      // Idle sessions end sooner than a token is reported waiting.
      const { token } = await signIn(server.app)
      await unreadCount(marketKeyID, token)
      await unreadCount(marketKeyID, token)
      const rows = await notifications(marketKeyID, token)
      expect(about(rows, NOTIFICATION_EVENT.TokenWaiting, tokenKeyID)).toHaveLength(1)
    } finally {
      clock.advance(-(TOKEN_WAITING_HOURS * HOUR_MS + 60_000))
    }
  })
})

describe('read state', () => {
  it('mark read lowers the caller’s count by one, for the caller only', async () => {
    const market = await marketNamed(server, 'Narayangaon')
    const admin = await signIn(server.app, USERS.admin)
    const before = await unreadCount(market.marketKeyID)
    const adminBefore = await unreadCount(market.marketKeyID, admin.token)
    const target = (await notifications(market.marketKeyID)).find(
      (r) => !r.isRead && r.targetRoleTypeIDs.includes(ROLE.Admin),
    )!
    const marked = await server.data(api.notification.markRead, {
      body: { notificationKeyIDs: [target.notificationKeyID] },
    })
    expect(marked).toEqual({ marked: 1 })
    expect(await unreadCount(market.marketKeyID)).toBe(before - 1)
    expect(await unreadCount(market.marketKeyID, admin.token)).toBe(adminBefore)
    const again = await server.data(api.notification.markRead, {
      body: { notificationKeyIDs: [target.notificationKeyID] },
    })
    expect(again).toEqual({ marked: 0 })
    const read = await server.call(api.notification.list, {
      body: { pageNo: 0, pageSize: 100, marketKeyID: market.marketKeyID, isRead: true },
    })
    expect(read.body.responseData!.data.map((r) => r.notificationKeyID)).toContain(target.notificationKeyID)
  })

  it('mark all read empties the caller’s count in that market only', async () => {
    const narayangaon = await marketNamed(server, 'Narayangaon')
    const sangola = await marketNamed(server, 'Sangola')
    const sangolaBefore = await unreadCount(sangola.marketKeyID)
    const marked = await server.data(api.notification.markAllRead, {
      body: { marketKeyID: narayangaon.marketKeyID },
    })
    expect(marked.marked).toBeGreaterThan(0)
    expect(await unreadCount(narayangaon.marketKeyID)).toBe(0)
    expect(await unreadCount(sangola.marketKeyID)).toBe(sangolaBefore)
  })

  it('a notification not addressed to the caller cannot be marked', async () => {
    const market = await marketNamed(server, 'Narayangaon')
    const gateClerk = await signIn(server.app, USERS.gateClerk)
    const notForClerk = (await notifications(market.marketKeyID)).find(
      (r) => !r.targetRoleTypeIDs.includes(7) && !r.targetEmployeeKeyID,
    )!
    const answer = await server.call(api.notification.markRead, {
      token: gateClerk.token,
      body: { notificationKeyIDs: [notForClerk.notificationKeyID] },
    })
    expect(answer.status).toBe(404)
  })
})

describe('refusals', () => {
  it("answers 404 for another firm's market and notifications, and changes nothing", async () => {
    const market = await marketNamed(server, 'Narayangaon')
    const [row] = await notifications(market.marketKeyID)
    const other = await registerFirm(server.app)
    const asOther = { token: other.token }
    const list = await server.call(api.notification.list, {
      ...asOther,
      body: { pageNo: 0, pageSize: 10, marketKeyID: market.marketKeyID },
    })
    const count = await server.call(api.notification.unreadCount, {
      ...asOther,
      query: { MarketKeyID: market.marketKeyID },
    })
    const mark = await server.call(api.notification.markRead, {
      ...asOther,
      body: { notificationKeyIDs: [row!.notificationKeyID] },
    })
    const all = await server.call(api.notification.markAllRead, {
      ...asOther,
      body: { marketKeyID: market.marketKeyID },
    })
    expect([list.status, count.status, mark.status, all.status]).toEqual([404, 404, 404, 404])
    const [after] = await notifications(market.marketKeyID)
    expect(after).toEqual(row)
  })

  it('answers 400 for bad input and 401 without a token', async () => {
    const bad = [
      { notificationKeyIDs: [] },
      { notificationKeyIDs: ['not a key'] },
      { notificationKeyIDs: 'all' },
    ]
    for (const body of bad) {
      const answer = await server.call(api.notification.markRead, { body: body as never })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.responseData).toBeNull()
    }
    const noMarket = await server.call(api.notification.list, { body: { pageNo: 0, pageSize: 10 } as never })
    expect(noMarket.status).toBe(400)
    const anonymous = await call(server.app, api.notification.unreadCount, {
      query: { MarketKeyID: server.demo.companyKeyID },
    })
    expect(anonymous.status).toBe(401)
  })
})
