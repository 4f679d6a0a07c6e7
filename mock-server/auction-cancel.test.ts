import { describe, expect, it } from 'vitest'
import {
  AUCTION_LINE_STATUS,
  AUCTION_MESSAGES,
  api,
  BILLING_MESSAGES,
  REASON_MESSAGE,
  TOKEN_STATUS,
} from '../contracts'
import { auctionKit, PER_KG, TOMATO_1 } from './test/auction'
import {
  assignMarket,
  call,
  registerFirm,
  sameRows,
  seededServer,
  signIn,
  TODAY,
  USERS,
} from './test/support'

const server = seededServer()
const { crateToken, unlimited, sell, line, queue } = auctionKit(server)

describe('Auction/CancelAuctionLine', () => {
  it('cancels a Sold line with its reason and puts its crates back on sale', async () => {
    const { tokenKeyID, marketKeyID } = await crateToken({ grades: [[TOMATO_1, 10]], crates: 10 })
    const { buyerKeyID } = await unlimited()
    const sold = (await sell(line(tokenKeyID, buyerKeyID))).body.responseData!.data
    expect(sold.tokenStatus).toBe(TOKEN_STATUS.Auctioned)
    const short = await server.call(api.auction.cancel, {
      body: { auctionLineKeyID: sold.auctionLineKeyID, reason: 'x' },
    })
    expect(short.body.errorMessage).toBe(`reason: ${REASON_MESSAGE}`)
    const cancelled = await server.data(api.auction.cancel, {
      body: { auctionLineKeyID: sold.auctionLineKeyID, reason: 'Buyer walked away' },
    })
    expect(cancelled).toMatchObject({
      status: AUCTION_LINE_STATUS.Cancelled,
      cancelReason: 'Buyer walked away',
      tokenStatus: TOKEN_STATUS.Graded,
    })
    expect((await queue(marketKeyID)).find((t) => t.tokenKeyID === tokenKeyID)!.leftCrates).toBe(10)
    expect(await server.data(api.auction.tokenLines, { body: { tokenKeyID } })).toEqual([])
    const again = await server.call(api.auction.cancel, {
      body: { auctionLineKeyID: sold.auctionLineKeyID, reason: 'Buyer walked away' },
    })
    expect(again.body.errorMessage).toBe(AUCTION_MESSAGES.editOnlySold)
    const edit = await sell(line(tokenKeyID, buyerKeyID, { auctionLineKeyID: sold.auctionLineKeyID }))
    expect(edit.body.errorMessage).toBe(AUCTION_MESSAGES.editOnlySold)
  })

  it('re-opens an ungraded token as Open, and leaves an invoiced line as billed', async () => {
    const { tokenKeyID } = await crateToken({ crates: 10 })
    const { buyerKeyID } = await unlimited()
    const sold = (await sell(line(tokenKeyID, buyerKeyID, { gradeID: 0 }))).body.responseData!.data
    const reopened = await server.data(api.auction.cancel, {
      body: { auctionLineKeyID: sold.auctionLineKeyID, reason: 'Wrong buyer' },
    })
    expect(reopened.tokenStatus).toBe(TOKEN_STATUS.Open)
    const again = (await sell(line(tokenKeyID, buyerKeyID, { gradeID: 0 }))).body.responseData!.data
    const store = server.app.mockStore
    store.write(() =>
      store.auctionLines.set({
        ...store.auctionLines.get(again.auctionLineKeyID)!,
        status: AUCTION_LINE_STATUS.Invoiced,
      }),
    )
    const cancel = await server.call(api.auction.cancel, {
      body: { auctionLineKeyID: again.auctionLineKeyID, reason: 'Too late now' },
    })
    expect(cancel.body.errorMessage).toBe(AUCTION_MESSAGES.editOnlySold)
    const edit = await sell(
      line(tokenKeyID, buyerKeyID, { gradeID: 0, auctionLineKeyID: again.auctionLineKeyID }),
    )
    expect(edit.body.errorMessage).toBe(AUCTION_MESSAGES.editOnlySold)
  })
})

describe('a sale on a bill', () => {
  /** Every way a clerk could change the line: edit it, weigh it again, cancel it. */
  async function changesOf(tokenKeyID: string, auctionLineKeyID: string, buyerKeyID: string) {
    const body = line(tokenKeyID, buyerKeyID, { auctionLineKeyID, rateUnit: PER_KG, netWeightKg: 250 })
    return [
      await sell({ ...body, rate: 31 }),
      await server.call(api.auction.saveWeight, {
        body: { auctionLineKeyID, grossWeightKg: null, netWeightKg: 240, confirmWarnings: true },
      }),
      await server.call(api.auction.cancel, { body: { auctionLineKeyID, reason: 'Buyer walked away' } }),
    ]
  }
  const sellWeighed = async (tokenKeyID: string, buyerKeyID: string) =>
    (
      await sell(
        line(tokenKeyID, buyerKeyID, { rateUnit: PER_KG, rate: 30, netWeightKg: 250, confirmWarnings: true }),
      )
    ).body.responseData!.data

  it('refuses to edit, re-weigh or cancel a line of a token on a patti, naming the patti, and changes nothing', async () => {
    const { tokenKeyID, marketKeyID } = await crateToken({ grades: [[TOMATO_1, 10]], crates: 10 })
    const { buyerKeyID } = await unlimited()
    const sold = await sellWeighed(tokenKeyID, buyerKeyID)
    const patti = await server.data(api.farmerBill.generate, {
      body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    const before = server.app.mockStore.snapshot()
    for (const answer of await changesOf(tokenKeyID, sold.auctionLineKeyID, buyerKeyID))
      expect([answer.status, answer.body.errorMessage]).toEqual([
        400,
        BILLING_MESSAGES.saleOnPatti(patti.billNo),
      ])
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    const [row] = await server.allRows(api.auction.list, { tokenKeyID })
    expect(row!.billLock).toBe(BILLING_MESSAGES.saleOnPatti(patti.billNo))
  })

  it('refuses to edit, re-weigh or cancel a line on an invoice, naming the invoice; cancelling it frees the line', async () => {
    const { tokenKeyID, marketKeyID } = await crateToken({ grades: [[TOMATO_1, 10]], crates: 10 })
    const { buyerKeyID } = await unlimited()
    const sold = await sellWeighed(tokenKeyID, buyerKeyID)
    const invoices = await server.data(api.buyerBill.generate, {
      body: { marketKeyID, fromDate: TODAY, toDate: TODAY, buyerKeyIDs: [buyerKeyID], mode: 1 },
    })
    const invoice = invoices.find((i) => i.lines.some((l) => l.lineKeyID === sold.auctionLineKeyID))!
    const before = server.app.mockStore.snapshot()
    for (const answer of await changesOf(tokenKeyID, sold.auctionLineKeyID, buyerKeyID))
      expect([answer.status, answer.body.errorMessage]).toEqual([
        400,
        BILLING_MESSAGES.saleOnInvoice(invoice.billNo),
      ])
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    await server.data(api.buyerBill.cancel, {
      body: { buyerBillKeyID: invoice.buyerBillKeyID, reason: 'Wrong rate billed' },
    })
    const [row] = await server.allRows(api.auction.list, { tokenKeyID })
    expect(row!.billLock).toBe('')
    expect(
      (await sell({ ...line(tokenKeyID, buyerKeyID), auctionLineKeyID: sold.auctionLineKeyID })).status,
    ).toBe(200)
  })
})

describe('who may sell', () => {
  it('needs a session (401), the Auction permission (a Gate Clerk gets 403), and the firm’s own keys (404)', async () => {
    const { tokenKeyID } = await crateToken({ grades: [[TOMATO_1, 10]], crates: 10 })
    const { buyerKeyID } = await unlimited()
    const noSession = await server.app.inject({
      method: 'POST',
      url: '/api/Auction/AddUpdateAuctionLine',
      payload: line(tokenKeyID, buyerKeyID),
    })
    expect(noSession.statusCode).toBe(401)
    const gateClerk = await signIn(server.app, USERS.gateClerk)
    const refused = await sell(line(tokenKeyID, buyerKeyID), gateClerk.token)
    expect(refused.status).toBe(403)
    const sa = await signIn(server.app, USERS.sa)
    await assignMarket(server, sa.userKeyID, server.app.mockStore.tokens.get(tokenKeyID)!.marketKeyID)
    const narayangaonSale = await sell(line(tokenKeyID, buyerKeyID), sa.token)
    expect(narayangaonSale.status).toBe(200)
    const key = narayangaonSale.body.responseData!.data.auctionLineKeyID
    const other = await registerFirm(server.app)
    const before = server.app.mockStore.snapshot()
    const model = await call(server.app, api.auction.model, {
      token: other.token,
      query: { AuctionLineKeyID: key },
    })
    expect(model.status).toBe(404)
    const cancel = await call(server.app, api.auction.cancel, {
      token: other.token,
      body: { auctionLineKeyID: key, reason: 'Not theirs' },
    })
    expect(cancel.status).toBe(404)
    const theirSale = await call(server.app, api.auction.save, {
      token: other.token,
      body: line(tokenKeyID, buyerKeyID),
    })
    expect([400, 404]).toContain(theirSale.status)
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })
})
