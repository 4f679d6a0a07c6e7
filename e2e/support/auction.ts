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
