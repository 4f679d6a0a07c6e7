import type { APIRequestContext } from '@playwright/test'
import { callApi } from './api'
import { addTrolley, GATE_MARKET, marketFarmers } from './gate'

/** The API's "today" (the mock server's fixed business date). */
export const TODAY_RANGE = { fromDate: '2026-11-21', toDate: '2026-11-21' }

export interface BuyerLookup {
  buyerKeyID: string
  buyerCode: number
  firmName: string
}

/** The buyers a sale in the gate market may go to. */
export async function marketBuyers(request: APIRequestContext, token: string) {
  const { marketKeyID } = await marketFarmers(request, token, GATE_MARKET)
  const answer = await callApi<BuyerLookup[]>(
    request,
    token,
    `Buyer/GetBuyerLookupList?MarketKeyID=${marketKeyID}`,
  )
  return { marketKeyID, buyers: answer.responseData?.data ?? [] }
}

export interface TrolleyLot {
  trolleyAuctionKeyID: string
  tokenKeyID: string
  tokenNo: number
  buyerName: string
  netWeightKg: number
  amount: number
  status: number
  tokenStatus: number
}

/** A trolley just In at the gate (loaded `loadedWeightKg`), ready to sell: its token's key and number. */
export async function trolleyAtGate(
  request: APIRequestContext,
  token: string,
  vehicleNo: string,
  loadedWeightKg: number,
) {
  const entry = await addTrolley(request, token, vehicleNo, loadedWeightKg)
  return entry.tokens[0]!
}

/** A trolley lot saved through the API, warnings confirmed. */
export async function sellTrolley(
  request: APIRequestContext,
  token: string,
  lot: object,
): Promise<TrolleyLot> {
  const answer = await callApi<TrolleyLot>(request, token, 'TrolleyAuction/AddUpdateTrolleyAuction', {
    confirmWarnings: true,
    ...lot,
  })
  if (!answer.responseData) throw new Error(`AddUpdateTrolleyAuction: ${answer.errorMessage}`)
  return answer.responseData.data
}

interface QueueToken {
  tokenKeyID: string
  productID: number
  defaultRateUnit: number
  crateCapacityKg: number
  minRateAlert: number
  maxRateAlert: number
  grades: { gradeID: number; leftCrates: number }[]
}

/**
 * Sells every crate of today's first `tokens` crate tokens in the gate market through the API, grade
 * by grade, to the market's buyers in turn, at rates a little apart inside each product's alert band,
 * every line weighed at its crates' capacity. Answers how many lines were sold.
 */
export async function sellCrateTokens(request: APIRequestContext, token: string, tokens: number) {
  const { marketKeyID, buyers } = await marketBuyers(request, token)
  const queue = await callApi<QueueToken[]>(request, token, 'Auction/GetAuctionQueue', { marketKeyID })
  let sold = 0
  for (const lot of (queue.responseData?.data ?? []).slice(0, tokens)) {
    for (const grade of lot.grades.filter((g) => g.leftCrates > 0)) {
      const rate = Math.round((lot.minRateAlert + lot.maxRateAlert) / 2) + (sold % 7) * 3
      const answer = await callApi(request, token, 'Auction/AddUpdateAuctionLine', {
        tokenKeyID: lot.tokenKeyID,
        gradeID: grade.gradeID,
        buyerKeyID: buyers[sold % buyers.length]!.buyerKeyID,
        crates: grade.leftCrates,
        rateUnit: lot.defaultRateUnit,
        rate,
        grossWeightKg: grade.leftCrates * lot.crateCapacityKg,
        confirmWarnings: true,
      })
      if (!answer.responseData) throw new Error(`AddUpdateAuctionLine: ${answer.errorMessage}`)
      sold++
    }
  }
  return sold
}
