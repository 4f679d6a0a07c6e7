import { describe, expect, it } from 'vitest'
import { api, ENTRY_MESSAGES } from '../contracts'
import { marketNamed, partiesOf } from './test/market-day'
import { seededServer, TODAY } from './test/support'

const server = seededServer()

const PICKUP = 2
const TRACTOR_TROLLEY = 1
const [TOMATO, ONION] = [1, 2]

/** A vehicle at the market with one farmer's lot: crates on a pickup, or a trolley's load. */
async function oneLotVehicle(vehicleNo: string, trolley: boolean, extra: Record<string, unknown>) {
  const { marketKeyID } = await marketNamed(server, 'Narayangaon')
  const { farmers } = await partiesOf(server, marketKeyID)
  const body = {
    marketKeyID,
    vehicleNo,
    vehicleTypeID: trolley ? TRACTOR_TROLLEY : PICKUP,
    transportationType: trolley ? 2 : 1,
    tokens: [
      {
        farmerKeyID: farmers[0]!.farmerKeyID,
        productID: trolley ? ONION : TOMATO,
        declaredCrates: trolley ? 0 : 12,
        gradingType: trolley ? 0 : 1,
      },
    ],
    ...extra,
  }
  return { marketKeyID, answer: await server.call(api.vehicleEntry.addUpdate, { body }) }
}

describe('VehicleEntry/AddUpdateVehicleEntry: weights not taken and online fees', () => {
  it('takes a null loaded weight as not weighed; a trolley still needs one', async () => {
    const crates = await oneLotVehicle('MH04ZW0001', false, { loadedWeightKg: null })
    expect(crates.answer.body.responseData?.data).toMatchObject({ loadedWeightKg: 0 })
    const trolley = await oneLotVehicle('MH04ZW0002', true, { loadedWeightKg: null })
    expect(trolley.answer.body.errorMessage).toBe(`loadedWeightKg: ${ENTRY_MESSAGES.loadedWeightRequired}`)
  })

  it("puts an online entry fee in the market's bank account, a cash one in the cash book", async () => {
    const online = await oneLotVehicle('MH04ZW0003', false, { entryFee: 15, entryFeeMode: 2 })
    const cash = await oneLotVehicle('MH04ZW0004', false, { entryFee: 15, entryFeeMode: 1 })
    const { marketKeyID } = online
    const [main] = await server.data(api.bankAccount.lookup, { query: { MarketKeyID: marketKeyID } })
    expect(main).toBeDefined()
    const rows = await server.allRows(api.ledger.cashBankLedger, {
      marketKeyID,
      fromDate: TODAY,
      toDate: TODAY,
    })
    const bookOf = (answer: typeof online.answer) =>
      rows.find((r) => r.voucherNo === `Entry ${answer.body.responseData!.data.entryNo}`)
    expect(bookOf(online.answer)).toMatchObject({
      bookKeyID: main!.bankAccountKeyID,
      bookName: main!.accountName,
    })
    expect(bookOf(cash.answer)).toMatchObject({ bookKeyID: '', bookName: 'Cash' })
  })
})
