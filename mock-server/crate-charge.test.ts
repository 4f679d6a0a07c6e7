import { describe, expect, it } from 'vitest'
import {
  ACCOUNT,
  api,
  CRATE_DIRECTION,
  CRATE_FLOW_MESSAGES,
  CRATE_MESSAGES,
  CRATE_MOVEMENT_STATUS,
  PARTY_TYPE,
} from '../contracts'
import { type CrateFixture, crateFixture, movementBody } from './test/crates'
import { partiesOf, sellCrateToken } from './test/market-day'
import { registerFirm, seededServer, signIn, TODAY, USERS } from './test/support'

const server = seededServer()
const TOMATO = 1
const PER_CRATE = 2
const CRATE_20 = 'Plastic crate 20 kg'

async function chargeAfterDays(crateChargeDays: number) {
  const company = await server.data(api.company.model)
  await server.data(api.company.update, { body: { ...company, crateChargeDays } })
}

/**
 * A farmer who never had a crate, given the worked example's history of the 20 kg crate: 40 out on
 * 20 Oct, 30 on 1 Nov, 50 back on 10 Nov, 25 out on 15 Nov. He holds 45.
 */
async function workedExampleFarmer(): Promise<CrateFixture> {
  const f = await crateFixture(server, { fresh: true })
  const moves: [string, number, number][] = [
    ['2026-10-20', CRATE_DIRECTION.Out, 40],
    ['2026-11-01', CRATE_DIRECTION.Out, 30],
    ['2026-11-10', CRATE_DIRECTION.In, 50],
    ['2026-11-15', CRATE_DIRECTION.Out, 25],
  ]
  for (const [movementDate, direction, quantity] of moves)
    await server.data(api.crate.addMovement, { body: movementBody(f, { movementDate, direction, quantity }) })
  return f
}

/** A token of the farmer's, sold in full; its crates come back at the gate and settle the oldest. */
async function soldToken(f: CrateFixture, crates: number, buyerKeyID?: string) {
  const buyer = buyerKeyID ?? (await partiesOf(server, f.marketKeyID)).buyers[0]!.buyerKeyID
  const { tokenKeyID } = await sellCrateToken(server, {
    marketKeyID: f.marketKeyID,
    farmerKeyID: f.partyKeyID,
    buyerKeyID: buyer,
    productID: TOMATO,
    gradingType: 0,
    sales: [{ gradeID: 0, crates, rateUnit: PER_CRATE, rate: 250 }],
  })
  return tokenKeyID
}

const movementsOf = (marketKeyID: string, partyKeyID: string) =>
  server.allRows(api.crate.movementList, { marketKeyID, partyKeyID })

const heldBy = async (marketKeyID: string, partyType: number, partyKeyID: string) =>
  (
    await server.data(api.crate.ledger, {
      body: { marketKeyID, partyType, partyKeyID, crateTypeID: 1, fromDate: '', toDate: '' },
    })
  ).closing

const crateChargeLedger = (marketKeyID: string) =>
  server.allRows(api.books.accountLedger, { marketKeyID, accountID: ACCOUNT.crateCharges })

describe('The charge for crates kept too long, on the patti', () => {
  it('deducts the overdue crates at their lost value on the preview, saves the line and writes them off', async () => {
    await chargeAfterDays(15)
    const f = await workedExampleFarmer()
    // 10 come back at the gate with the token: 60 returned settle 20 Oct's 40 and 20 of 1 Nov's 30, so
    // 10 of 1 Nov (20 days out) are overdue and 15 Nov's 25 (6 days) are not.
    const tokenKeyID = await soldToken(f, 10)
    const body = { marketKeyID: f.marketKeyID, tokenKeyIDs: [tokenKeyID] }
    const line = { crateTypeID: 1, crateTypeName: CRATE_20, crates: 10, rate: 150, amount: 1500 }
    const preview = await server.data(api.farmerBill.preview, { body })
    expect(preview.crateCharges).toEqual([line])
    const waived = await server.data(api.farmerBill.preview, {
      body: { ...body, chargeOverdueCrates: false },
    })
    expect(waived.crateCharges).toEqual([])
    expect(preview.grossAmount).toBe(2500)
    expect(preview.totalDeductions - waived.totalDeductions).toBe(1500)
    expect(waived.netPayable - preview.netPayable).toBe(1500)
    // A preview charges nothing yet.
    expect(await heldBy(f.marketKeyID, PARTY_TYPE.Farmer, f.partyKeyID)).toBe(35)

    const patti = await server.data(api.farmerBill.generate, { body })
    expect(patti.crateCharges).toEqual([line])
    expect(patti.netPayable).toBe(preview.netPayable)
    expect(patti.cratesHeld).toEqual([{ crateTypeID: 1, crateTypeName: CRATE_20, balance: 25 }])
    const reprint = await server.data(api.farmerBill.model, {
      query: { FarmerBillKeyID: patti.farmerBillKeyID },
    })
    expect(reprint.crateCharges).toEqual([line])
    expect(reprint.totalDeductions).toBe(patti.totalDeductions)
    const writeOff = (await movementsOf(f.marketKeyID, f.partyKeyID)).filter(
      (m) => m.remarks === CRATE_FLOW_MESSAGES.chargedOnBill(patti.billNo),
    )
    expect(writeOff).toMatchObject([
      { movementDate: TODAY, direction: CRATE_DIRECTION.In, inQty: 10, status: CRATE_MOVEMENT_STATUS.Active },
    ])
    // The farmer's own link names the charge among the deductions.
    const { link } = await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })
    const shared = await server.app.inject({
      method: 'GET',
      url: `/api/Public/GetLot?link=${encodeURIComponent(link)}`,
    })
    expect(shared.json().responseData.data.patti.otherDeductions).toContainEqual({
      categoryName: `Crates not returned: 10 × ₹150.00 (${CRATE_20})`,
      amount: 1500,
    })
    // The write-off goes with the patti: cancelling it on the crate screen alone is refused.
    const alone = await server.call(api.crate.cancelMovement, {
      body: { crateMovementKeyID: writeOff[0]!.crateMovementKeyID, reason: 'Counted wrong.' },
    })
    expect(alone.body).toMatchObject({ statusCode: 400, errorMessage: CRATE_MESSAGES.chargedOnBill })

    // The next patti finds those crates settled: what is left went out 6 days ago.
    const next = await soldToken(f, 5)
    const second = await server.data(api.farmerBill.generate, {
      body: { marketKeyID: f.marketKeyID, tokenKeyIDs: [next] },
    })
    expect(second.crateCharges).toEqual([])
    expect(second.cratesHeld).toEqual([{ crateTypeID: 1, crateTypeName: CRATE_20, balance: 20 }])
  })

  it('posts the charge to Crate Charges and reverses it when the patti is cancelled, crates held again', async () => {
    await chargeAfterDays(15)
    const f = await workedExampleFarmer()
    const tokenKeyID = await soldToken(f, 10)
    const body = { marketKeyID: f.marketKeyID, tokenKeyIDs: [tokenKeyID] }
    const patti = await server.data(api.farmerBill.generate, { body })
    const posted = await crateChargeLedger(f.marketKeyID)
    expect(posted.find((r) => r.voucherNo === patti.billNo)).toMatchObject({ credit: 1500, debit: 0 })
    const trial = await server.allRows(api.books.trialBalance, {
      marketKeyID: f.marketKeyID,
      asOfDate: TODAY,
    })
    const sum = (side: 'debit' | 'credit') => trial.reduce((s, r) => s + Math.round(r[side] * 100), 0)
    expect(sum('debit')).toBe(sum('credit'))

    const reason = 'Wrong rate entered.'
    await server.data(api.farmerBill.cancel, { body: { farmerBillKeyID: patti.farmerBillKeyID, reason } })
    const writeOff = (await movementsOf(f.marketKeyID, f.partyKeyID)).find(
      (m) => m.remarks === CRATE_FLOW_MESSAGES.chargedOnBill(patti.billNo),
    )
    expect(writeOff).toMatchObject({ status: CRATE_MOVEMENT_STATUS.Cancelled, cancelReason: reason })
    expect(await heldBy(f.marketKeyID, PARTY_TYPE.Farmer, f.partyKeyID)).toBe(35)
    const reversed = (await crateChargeLedger(f.marketKeyID)).find((r) => r.voucherNo === `${patti.billNo}/C`)
    expect(reversed).toMatchObject({ debit: 1500, credit: 0 })

    // The token is billable again, and its new patti charges the same crates once more.
    const again = await server.data(api.farmerBill.generate, { body })
    expect(again.crateCharges).toMatchObject([{ crates: 10, amount: 1500 }])
  })

  it('charges nothing when the firm sets 0 days, or to a farmer with nothing overdue', async () => {
    await chargeAfterDays(0)
    const f = await workedExampleFarmer()
    const tokenKeyID = await soldToken(f, 10)
    const body = { marketKeyID: f.marketKeyID, tokenKeyIDs: [tokenKeyID] }
    const off = await server.data(api.farmerBill.preview, { body })
    expect(off.crateCharges).toEqual([])
    // Asking for the charge does not override a firm that does not charge.
    expect(
      (await server.data(api.farmerBill.preview, { body: { ...body, chargeOverdueCrates: true } }))
        .crateCharges,
    ).toEqual([])
    const patti = await server.data(api.farmerBill.generate, { body })
    expect(patti.totalDeductions).toBe(off.totalDeductions)
    expect(await heldBy(f.marketKeyID, PARTY_TYPE.Farmer, f.partyKeyID)).toBe(35)

    await chargeAfterDays(60)
    const g = await workedExampleFarmer()
    const other = await soldToken(g, 10)
    const kept = await server.data(api.farmerBill.generate, {
      body: { marketKeyID: g.marketKeyID, tokenKeyIDs: [other] },
    })
    expect(kept.crateCharges).toEqual([])
    expect(await heldBy(g.marketKeyID, PARTY_TYPE.Farmer, g.partyKeyID)).toBe(35)
  })

  it('never charges the same crates twice when pattis are generated in parallel', async () => {
    await chargeAfterDays(15)
    const f = await workedExampleFarmer()
    // Two tokens of 2 crates: 54 returned leave 16 of 1 Nov overdue.
    const tokens = [await soldToken(f, 2), await soldToken(f, 2)]
    const pattis = await Promise.all(
      tokens.map((key) =>
        server.data(api.farmerBill.generate, { body: { marketKeyID: f.marketKeyID, tokenKeyIDs: [key] } }),
      ),
    )
    const charged = pattis.flatMap((p) => p.crateCharges ?? [])
    expect(charged).toMatchObject([{ crates: 16, amount: 2400 }])
    expect(await heldBy(f.marketKeyID, PARTY_TYPE.Farmer, f.partyKeyID)).toBe(25)
  })

  it('refuses a charge choice that is not yes or no with 400, and keeps another firm out', async () => {
    await chargeAfterDays(15)
    const f = await workedExampleFarmer()
    const tokenKeyID = await soldToken(f, 10)
    const body = { marketKeyID: f.marketKeyID, tokenKeyIDs: [tokenKeyID] }
    const bad = await server.call(api.farmerBill.generate, { body: { ...body, chargeOverdueCrates: 'yes' } })
    expect(bad.status).toBe(400)
    const other = await registerFirm(server.app)
    const foreign = await server.call(api.farmerBill.generate, { body, token: other.token })
    expect(foreign.status).toBe(404)
    // A gate clerk reads bills but does not make them.
    const clerk = await signIn(server.app, USERS.gateClerk)
    expect((await server.call(api.farmerBill.generate, { body, token: clerk.token })).status).toBe(403)
    expect(await heldBy(f.marketKeyID, PARTY_TYPE.Farmer, f.partyKeyID)).toBe(35)
    expect(
      (await movementsOf(f.marketKeyID, f.partyKeyID)).some((m) => m.remarks.startsWith('Charged')),
    ).toBe(false)
  })
})

describe('The charge for crates kept too long, on the invoice', () => {
  it('charges a buyer once, on his first invoice of a run, and a later run not again', async () => {
    await chargeAfterDays(15)
    const f = await crateFixture(server, { fresh: true })
    // A new buyer of the market: no crates before this test's.
    const { buyerKeyID } = await server.data(api.buyer.addUpdate, {
      body: {
        firmName: 'Otur Crate Traders',
        mobileNo: '9422000004',
        buyerType: 'Local',
        creditLimit: 1_000_000,
        creditDays: 7,
        openingBalance: 0,
        openingBalanceType: 'Receivable',
        marketKeyIDs: [f.marketKeyID],
      },
    })
    await server.data(api.crate.addMovement, {
      body: movementBody(f, {
        partyType: PARTY_TYPE.Buyer,
        partyKeyID: buyerKeyID,
        movementDate: '2026-10-01',
        quantity: 30,
      }),
    })
    // Two tokens: each sale line sends its crates out to the buyer today, not yet overdue.
    await soldToken(f, 6, buyerKeyID)
    await soldToken(f, 4, buyerKeyID)
    const run = {
      marketKeyID: f.marketKeyID,
      fromDate: TODAY,
      toDate: TODAY,
      buyerKeyIDs: [buyerKeyID],
      mode: 1 as const,
    }
    const line = { crateTypeID: 1, crateTypeName: CRATE_20, crates: 30, rate: 150, amount: 4500 }
    const preview = await server.data(api.buyerBill.preview, { body: run })
    expect(preview.map((i) => i.crateCharges)).toEqual([[line], []])
    const unwanted = await server.data(api.buyerBill.preview, {
      body: { ...run, chargeOverdueCrates: false },
    })
    expect(preview[0]!.totalAmount - unwanted[0]!.totalAmount).toBe(4500)

    const invoices = await server.data(api.buyerBill.generate, { body: run })
    expect(invoices.map((i) => i.crateCharges)).toEqual([[line], []])
    expect(invoices[0]!.totalAmount).toBe(preview[0]!.totalAmount)
    expect(await heldBy(f.marketKeyID, PARTY_TYPE.Buyer, buyerKeyID)).toBe(10)
    const posted = await crateChargeLedger(f.marketKeyID)
    expect(posted.find((r) => r.voucherNo === invoices[0]!.billNo)).toMatchObject({ credit: 4500 })

    await soldToken(f, 3, buyerKeyID)
    const [later] = await server.data(api.buyerBill.generate, { body: run })
    expect(later!.crateCharges).toEqual([])

    // Cancelling the charged invoice gives the buyer his 30 crates back to answer for.
    const reason = 'Buyer disputes the lot.'
    await server.data(api.buyerBill.cancel, { body: { buyerBillKeyID: invoices[0]!.buyerBillKeyID, reason } })
    expect(await heldBy(f.marketKeyID, PARTY_TYPE.Buyer, buyerKeyID)).toBe(43)
    const writeOff = (await movementsOf(f.marketKeyID, buyerKeyID)).find(
      (m) => m.remarks === CRATE_FLOW_MESSAGES.chargedOnBill(invoices[0]!.billNo),
    )
    expect(writeOff).toMatchObject({ status: CRATE_MOVEMENT_STATUS.Cancelled, cancelReason: reason })
  })
})
