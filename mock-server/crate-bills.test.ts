import { describe, expect, it } from 'vitest'
import { api, PARTY_TYPE } from '../contracts'
import { crateFixture, movementBody } from './test/crates'
import { partiesOf, sellCrateToken } from './test/market-day'
import { seededServer, TODAY } from './test/support'

const server = seededServer()
const TOMATO = 1
const PER_CRATE = 2
const CRATE_20 = 'Plastic crate 20 kg'

/** What the party held of type 1 at the end of a day, read from its crate ledger. */
async function ledgerClosing(marketKeyID: string, partyType: number, partyKeyID: string, toDate: string) {
  const ledger = await server.data(api.crate.ledger, {
    body: { marketKeyID, partyType, partyKeyID, crateTypeID: 1, fromDate: '', toDate },
  })
  return ledger.closing
}

describe('Crates on the patti and the invoice', () => {
  it('tells the farmer and the buyer the crates they hold on the bill date', async () => {
    const f = await crateFixture(server, { fresh: true })
    await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 50 }) })
    const { buyers } = await partiesOf(server, f.marketKeyID)
    const buyerKeyID = buyers[0]!.buyerKeyID
    const { tokenKeyID } = await sellCrateToken(server, {
      marketKeyID: f.marketKeyID,
      farmerKeyID: f.partyKeyID,
      buyerKeyID,
      productID: TOMATO,
      gradingType: 0,
      sales: [{ gradeID: 0, crates: 40, rateUnit: PER_CRATE, rate: 250 }],
    })
    const patti = await server.data(api.farmerBill.generate, {
      body: { marketKeyID: f.marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    // 50 lent, 40 came back full at the gate.
    expect(patti.cratesHeld).toEqual([{ crateTypeID: 1, crateTypeName: CRATE_20, balance: 10 }])
    const [invoice] = await server.data(api.buyerBill.generate, {
      body: {
        marketKeyID: f.marketKeyID,
        fromDate: TODAY,
        toDate: TODAY,
        buyerKeyIDs: [buyerKeyID],
        mode: 2,
      },
    })
    const held = await ledgerClosing(f.marketKeyID, PARTY_TYPE.Buyer, buyerKeyID, TODAY)
    expect(held).toBeGreaterThanOrEqual(40)
    expect(invoice!.cratesHeld).toEqual([{ crateTypeID: 1, crateTypeName: CRATE_20, balance: held }])
  })

  it('answers the balance as it stood on an older bill’s date, not today’s', async () => {
    const f = await crateFixture(server)
    const bills = await server.allRows(api.farmerBill.list, { marketKeyID: f.marketKeyID })
    const older = bills.filter((b) => b.billDate < TODAY).slice(0, 5)
    expect(older.length).toBeGreaterThan(0)
    let differs = false
    for (const row of older) {
      const bill = await server.data(api.farmerBill.model, {
        query: { FarmerBillKeyID: row.farmerBillKeyID },
      })
      const then = await ledgerClosing(f.marketKeyID, PARTY_TYPE.Farmer, bill.farmerKeyID, bill.billDate)
      const now = await ledgerClosing(f.marketKeyID, PARTY_TYPE.Farmer, bill.farmerKeyID, TODAY)
      differs ||= then !== now
      expect(bill.cratesHeld.find((c) => c.crateTypeID === 1)?.balance ?? 0).toBe(then)
    }
    expect(differs).toBe(true)
  })

  it('has no crate lines for a party that holds none', async () => {
    const f = await crateFixture(server, { fresh: true })
    const { buyers } = await partiesOf(server, f.marketKeyID)
    const { tokenKeyID } = await sellCrateToken(server, {
      marketKeyID: f.marketKeyID,
      farmerKeyID: f.partyKeyID,
      buyerKeyID: buyers[0]!.buyerKeyID,
      productID: TOMATO,
      gradingType: 0,
      sales: [{ gradeID: 0, crates: 12, rateUnit: PER_CRATE, rate: 250 }],
    })
    const patti = await server.data(api.farmerBill.generate, {
      body: { marketKeyID: f.marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    expect(patti.cratesHeld).toEqual([])
  })
})
