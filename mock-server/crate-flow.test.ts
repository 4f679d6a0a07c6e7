import { describe, expect, it } from 'vitest'
import {
  api,
  CRATE_DIRECTION,
  CRATE_FLOW_MESSAGES,
  CRATE_MESSAGES,
  CRATE_MOVEMENT_STATUS,
  PARTY_TYPE,
  VEHICLE_ENTRY_MESSAGES,
} from '../contracts'
import type { CrateMovementRecord } from './store/crate-rows'
import { auctionKit, PER_CRATE, TOMATO_1 } from './test/auction'
import { crateFixture, movementBody } from './test/crates'
import { gateKit } from './test/gate'
import { registerFirm, seededServer, signIn, TODAY, USERS } from './test/support'

const server = seededServer()
const auction = auctionKit(server)
const gate = gateKit(server)
const { Active, Cancelled } = CRATE_MOVEMENT_STATUS
const GRAPES = 4

const movements = (isOf: (m: Readonly<CrateMovementRecord>) => boolean) =>
  [...server.app.mockStore.crateMovements.values()].filter(isOf)
const ofLine = (key: string) => movements((m) => m.auctionLineKeyID === key)
const ofToken = (key: string) => movements((m) => m.tokenKeyID === key && m.partyType === PARTY_TYPE.Farmer)
/** Out − in of the party's live movements of the type, added up from the rows themselves. */
const balance = (marketKeyID: string, partyKeyID: string, crateTypeID = 1) =>
  movements(
    (m) =>
      m.status === Active &&
      m.marketKeyID === marketKeyID &&
      m.partyKeyID === partyKeyID &&
      m.crateTypeID === crateTypeID,
  ).reduce((sum, m) => sum + (m.direction === CRATE_DIRECTION.Out ? m.quantity : -m.quantity), 0)

async function soldLine(crates = 10) {
  const token = await auction.crateToken({ crates: 50, grades: [[TOMATO_1, 50]] })
  const buyers = await server.data(api.buyer.lookup, { query: { MarketKeyID: token.marketKeyID } })
  const buyerKeyID = buyers[0]!.buyerKeyID
  const body = {
    tokenKeyID: token.tokenKeyID,
    gradeID: TOMATO_1,
    buyerKeyID,
    crates,
    rateUnit: PER_CRATE,
    rate: 250,
    confirmWarnings: true,
  }
  const line = await server.data(api.auction.save, { body })
  return { ...token, buyers, buyerKeyID, body, line }
}

describe('A sale line in the firm’s crates', () => {
  it('records the crates going out to the buyer with the token and the line', async () => {
    const { marketKeyID, buyerKeyID, tokenKeyID, line } = await soldLine(12)
    const [out, ...more] = ofLine(line.auctionLineKeyID)
    expect(more).toEqual([])
    expect(out).toMatchObject({
      marketKeyID,
      partyType: PARTY_TYPE.Buyer,
      partyKeyID: buyerKeyID,
      crateTypeID: 1,
      direction: CRATE_DIRECTION.Out,
      quantity: 12,
      tokenKeyID,
      movementDate: TODAY,
      status: Active,
      remarks: CRATE_FLOW_MESSAGES.withSaleLine,
    })
    expect(out!.movementNo).toMatch(/^CR\//)
  })

  it('follows a change of crates and of buyer, and changes nothing when the crates stay', async () => {
    const s = await soldLine(10)
    const before = balance(s.marketKeyID, s.buyerKeyID)
    const key = s.line.auctionLineKeyID
    await server.data(api.auction.save, { body: { ...s.body, auctionLineKeyID: key, rate: 260 } })
    expect(ofLine(key).map((m) => [m.quantity, m.status])).toEqual([[10, Active]])
    await server.data(api.auction.save, { body: { ...s.body, auctionLineKeyID: key, crates: 7 } })
    const live = ofLine(key).filter((m) => m.status === Active)
    expect(live.map((m) => m.quantity)).toEqual([7])
    expect(ofLine(key).find((m) => m.status === Cancelled)?.cancelReason).toBe(
      CRATE_FLOW_MESSAGES.lineChanged,
    )
    expect(balance(s.marketKeyID, s.buyerKeyID)).toBe(before - 3)
    const other = s.buyers[1]!.buyerKeyID
    const otherBefore = balance(s.marketKeyID, other)
    await server.data(api.auction.save, {
      body: { ...s.body, auctionLineKeyID: key, crates: 7, buyerKeyID: other },
    })
    expect(balance(s.marketKeyID, s.buyerKeyID)).toBe(before - 10)
    expect(balance(s.marketKeyID, other)).toBe(otherBefore + 7)
  })

  it('cancels the movement with the line’s reason when the line is cancelled', async () => {
    const s = await soldLine(9)
    const before = balance(s.marketKeyID, s.buyerKeyID)
    await server.data(api.auction.cancel, {
      body: { auctionLineKeyID: s.line.auctionLineKeyID, reason: 'Buyer backed out' },
    })
    expect(ofLine(s.line.auctionLineKeyID).map((m) => [m.status, m.cancelReason])).toEqual([
      [Cancelled, 'Buyer backed out'],
    ])
    expect(balance(s.marketKeyID, s.buyerKeyID)).toBe(before - 9)
  })

  it('keeps crates the buyer already brought back when the line is cancelled, rather than refusing it', async () => {
    const s = await soldLine(6)
    const held = balance(s.marketKeyID, s.buyerKeyID)
    await server.data(api.crate.addMovement, {
      body: {
        ...movementBody({ marketKeyID: s.marketKeyID, partyKeyID: s.buyerKeyID, balanceOf: () => 0 }, {}),
        partyType: PARTY_TYPE.Buyer,
        direction: CRATE_DIRECTION.In,
        quantity: held,
      },
    })
    const answer = await server.call(api.auction.cancel, {
      body: { auctionLineKeyID: s.line.auctionLineKeyID, reason: 'Wrong lot' },
    })
    expect(answer.status).toBe(200)
    expect(ofLine(s.line.auctionLineKeyID).map((m) => m.status)).toEqual([Active])
    expect(balance(s.marketKeyID, s.buyerKeyID)).toBe(0)
  })

  it('records nothing for a product that goes in the parties’ own crates', async () => {
    const token = await auction.crateToken({ crates: 20, productID: GRAPES })
    const buyers = await server.data(api.buyer.lookup, { query: { MarketKeyID: token.marketKeyID } })
    const line = await server.data(api.auction.save, {
      body: {
        tokenKeyID: token.tokenKeyID,
        gradeID: 0,
        buyerKeyID: buyers[0]!.buyerKeyID,
        crates: 20,
        rateUnit: PER_CRATE,
        rate: 400,
        confirmWarnings: true,
      },
    })
    expect(ofLine(line.auctionLineKeyID)).toEqual([])
  })

  it('leaves another firm’s line alone and changes nothing', async () => {
    const s = await soldLine(5)
    const other = await registerFirm(server.app)
    const answer = await server.call(api.auction.cancel, {
      token: other.token,
      body: { auctionLineKeyID: s.line.auctionLineKeyID, reason: 'Not ours' },
    })
    expect(answer.status).toBe(404)
    expect(ofLine(s.line.auctionLineKeyID).map((m) => m.status)).toEqual([Active])
  })
})

describe('The gate', () => {
  it('takes back the declared crates, only up to what the farmer holds, and says so', async () => {
    const f = await crateFixture(server, { fresh: true })
    await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 30 }) })
    const answer = await gate.save(gate.crateEntry(f.marketKeyID, [f.partyKeyID]))
    expect(answer.body.errorMessage ?? '').toBe('')
    const tokenKeyID = answer.body.responseData!.data.tokens[0]!.tokenKeyID
    expect(ofToken(tokenKeyID)).toMatchObject([
      {
        direction: CRATE_DIRECTION.In,
        quantity: 30,
        crateTypeID: 1,
        movementDate: TODAY,
        remarks: CRATE_FLOW_MESSAGES.atGate(40, 30),
      },
    ])
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(0)
  })

  it('records nothing, and still lets the vehicle in, for a farmer who holds no crates', async () => {
    const f = await crateFixture(server, { fresh: true })
    const answer = await gate.save(gate.crateEntry(f.marketKeyID, [f.partyKeyID]))
    expect(answer.status).toBe(200)
    expect(ofToken(answer.body.responseData!.data.tokens[0]!.tokenKeyID)).toEqual([])
  })

  it('follows a change of declared crates and cancels with the entry, also for the gate clerk', async () => {
    const f = await crateFixture(server, { fresh: true })
    await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 100 }) })
    const body = gate.crateEntry(f.marketKeyID, [f.partyKeyID])
    const entry = await server.data(api.vehicleEntry.addUpdate, { body })
    const token = entry.tokens[0]!
    const changed = {
      ...body,
      vehicleEntryKeyID: entry.vehicleEntryKeyID,
      tokens: [{ ...body.tokens[0]!, tokenKeyID: token.tokenKeyID, declaredCrates: 45 }],
    }
    expect((await gate.save(changed)).status).toBe(200)
    const live = () => ofToken(token.tokenKeyID).filter((m) => m.status === Active)
    expect(live().map((m) => m.quantity)).toEqual([45])
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(55)
    // The clerk may not cancel crate movements on the crate screen, but the entry's cancel is the gate's.
    const clerk = await signIn(server.app, USERS.gateClerk)
    const cancel = await server.call(api.vehicleEntry.cancel, {
      token: clerk.token,
      body: { vehicleEntryKeyID: entry.vehicleEntryKeyID, reason: 'Wrong vehicle' },
    })
    expect(cancel.status).toBe(200)
    expect(live()).toEqual([])
    expect(ofToken(token.tokenKeyID).at(-1)?.cancelReason).toBe(
      VEHICLE_ENTRY_MESSAGES.cancelledWithEntry('Wrong vehicle'),
    )
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(100)
  })

  it('cancels a token’s crates when the token alone is cancelled', async () => {
    const f = await crateFixture(server, { fresh: true })
    await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 50 }) })
    const entry = await server.data(api.vehicleEntry.addUpdate, {
      body: gate.crateEntry(f.marketKeyID, [f.partyKeyID]),
    })
    const { tokenKeyID } = entry.tokens[0]!
    await server.data(api.token.cancel, { body: { tokenKeyID, reason: 'Farmer left' } })
    expect(ofToken(tokenKeyID).map((m) => [m.status, m.cancelReason])).toEqual([[Cancelled, 'Farmer left']])
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(50)
  })

  it('records nothing for a role the gate refuses', async () => {
    const f = await crateFixture(server, { fresh: true })
    await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 50 }) })
    const accountant = await signIn(server.app, USERS.accountant)
    const answer = await gate.save(gate.crateEntry(f.marketKeyID, [f.partyKeyID]), accountant.token)
    expect(answer.status).toBe(403)
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(50)
  })
})

describe('The product’s crate type', () => {
  it('takes only an active returnable type of the firm', async () => {
    const product = await server.data(api.product.model, { query: { ProductID: GRAPES } })
    const { productID, grades, ...fields } = product
    const body = { ...fields, productID, grades, crateTypeID: 3 }
    const box = await server.call(api.product.addUpdate, { body })
    expect(box.body.errorMessage).toBe(`crateTypeID: ${CRATE_MESSAGES.typeNotFound}`)
    const unknown = await server.call(api.product.addUpdate, { body: { ...body, crateTypeID: 99 } })
    expect(unknown.body.errorMessage).toBe(`crateTypeID: ${CRATE_MESSAGES.typeNotFound}`)
    const saved = await server.data(api.product.addUpdate, { body: { ...body, crateTypeID: 2 } })
    expect(saved.crateTypeID).toBe(2)
  })
})
