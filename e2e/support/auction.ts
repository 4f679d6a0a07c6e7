import type { APIRequestContext, Page } from '@playwright/test'
import { api } from '../../contracts'
import { callApi, withQuery } from './api'
import { addTrolley, GATE_MARKET, marketFarmers } from './gate'

/** Seeded products and their grades (contracts' product ids; grade ids in seed order). */
export const TOMATO = { productID: 1, grades: { first: 1, second: 2, third: 3 } } as const
export const POMEGRANATE = { productID: 3, grades: { first: 9 } } as const

/** Buyers of the gate market, by the code a clerk types. */
export const BUYERS = {
  samarth: { code: '101', name: 'Shree Samarth Fruit Co.' },
  jain: { code: '102', name: 'Jain Traders' },
  bengal: { code: '103', name: 'Bengal Tomato Suppliers' },
} as const

export interface SaleToken {
  tokenKeyID: string
  tokenNo: number
}

const PICKUP = 2

/**
 * A pickup In at the gate today with one farmer's crates, graded by machine into `grades`, made
 * through the API: a token of known grades for the auction.
 */
export async function gradedCrateToken(
  request: APIRequestContext,
  token: string,
  vehicleNo: string,
  productID: number,
  grades: readonly { gradeID: number; crates: number }[],
): Promise<SaleToken> {
  const { marketKeyID, farmers } = await marketFarmers(request, token)
  const declaredCrates = grades.reduce((sum, g) => sum + g.crates, 0)
  const entry = await callApi<{ tokens: SaleToken[] }>(request, token, api.vehicleEntry.addUpdate, {
    marketKeyID,
    vehicleNo,
    vehicleTypeID: PICKUP,
    transportationType: 1,
    tokens: [{ farmerKeyID: farmers[0]!.farmerKeyID, productID, declaredCrates, gradingType: 1 }],
  })
  const sale = entry.responseData?.data.tokens[0]
  if (!sale) throw new Error(`AddUpdateVehicleEntry: ${entry.errorMessage}`)
  const graded = await callApi(request, token, api.token.saveGrading, {
    tokenKeyID: sale.tokenKeyID,
    gradingType: 1,
    grades: grades.map((g) => ({ ...g, weightKg: 0 })),
    shortageReason: '',
  })
  if (graded.statusCode !== 200) throw new Error(`SaveTokenGrading: ${graded.errorMessage}`)
  return sale
}

/**
 * Lifts the credit limit of the gate market's buyers named, through the API: the seeded sales
 * already take every demo buyer past it, and each sale would then ask to be confirmed.
 */
export const withoutCreditLimit = (request: APIRequestContext, token: string, names: readonly string[]) =>
  setCreditLimit(request, token, names, 0)

/** Sets the credit limit (₹; 0 for none) of the gate market's buyers named, through the API. */
export async function setCreditLimit(
  request: APIRequestContext,
  token: string,
  names: readonly string[],
  creditLimit: number,
) {
  const { marketKeyID } = await marketFarmers(request, token)
  const lookup = await callApi<{ buyerKeyID: string; firmName: string }[]>(
    request,
    token,
    withQuery(api.buyer.lookup, { MarketKeyID: marketKeyID }),
  )
  for (const buyer of (lookup.responseData?.data ?? []).filter((b) => names.includes(b.firmName))) {
    const model = await callApi<object>(
      request,
      token,
      withQuery(api.buyer.model, { BuyerKeyID: buyer.buyerKeyID }),
    )
    const saved = await callApi(request, token, api.buyer.addUpdate, {
      ...model.responseData?.data,
      creditLimit,
    })
    if (saved.statusCode !== 200) throw new Error(`AddUpdateBuyer: ${saved.errorMessage}`)
  }
}

/** A token's live sale lines, oldest first, as the server has them. */
export async function savedLines(request: APIRequestContext, token: string, sale: SaleToken) {
  const answer = await callApi<{ buyerName: string; crates: number; amount: number }[]>(
    request,
    token,
    api.auction.tokenLines,
    { tokenKeyID: sale.tokenKeyID },
  )
  return (answer.responseData?.data ?? []).map((l) => ({
    buyerName: l.buyerName,
    crates: l.crates,
    amount: l.amount,
  }))
}

/**
 * The page's keyboard, counting the keys pressed apart from the values typed: the clerk's cost of a
 * line beyond what they must type anyway.
 */
export function countingKeyboard(page: Page) {
  let presses = 0
  return {
    press: async (key: string) => {
      presses += 1
      await page.keyboard.press(key)
    },
    type: (text: string) => page.keyboard.type(text),
    /** Presses since the last call. */
    take: () => {
      const counted = presses
      presses = 0
      return counted
    },
  }
}

/** The API's "today" (the mock server's fixed business date). */
export const TODAY_RANGE = { fromDate: '2026-11-21', toDate: '2026-11-21' }

export interface BuyerLookup {
  buyerKeyID: string
  buyerCode: number
  firmName: string
}

/** A buyer of the gate market without a credit limit: selling to it never asks to confirm the credit. */
export const NO_LIMIT_BUYER = 'Swami Samarth Traders'

/** The buyers a sale in the gate market may go to. */
export async function marketBuyers(request: APIRequestContext, token: string) {
  const { marketKeyID } = await marketFarmers(request, token, GATE_MARKET)
  const answer = await callApi<BuyerLookup[]>(
    request,
    token,
    withQuery(api.buyer.lookup, { MarketKeyID: marketKeyID }),
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
  const answer = await callApi<TrolleyLot>(request, token, api.trolleyAuction.save, {
    confirmWarnings: true,
    ...lot,
  })
  if (!answer.responseData) throw new Error(`AddUpdateTrolleyAuction: ${answer.errorMessage}`)
  return answer.responseData.data
}

export interface SoldLine {
  auctionLineKeyID: string
  tokenNo: number
  gradeName: string
  buyerName: string
  rate: number
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
 * every line weighed at its crates' capacity. Answers the lines sold.
 */
export async function sellCrateTokens(request: APIRequestContext, token: string, tokens: number) {
  const { marketKeyID, buyers } = await marketBuyers(request, token)
  const queue = await callApi<QueueToken[]>(request, token, api.auction.queue, { marketKeyID })
  const sold: SoldLine[] = []
  for (const lot of (queue.responseData?.data ?? []).slice(0, tokens)) {
    for (const grade of lot.grades.filter((g) => g.leftCrates > 0)) {
      const rate = Math.round((lot.minRateAlert + lot.maxRateAlert) / 2) + (sold.length % 7) * 3
      const answer = await callApi<SoldLine>(request, token, api.auction.save, {
        tokenKeyID: lot.tokenKeyID,
        gradeID: grade.gradeID,
        buyerKeyID: buyers[sold.length % buyers.length]!.buyerKeyID,
        crates: grade.leftCrates,
        rateUnit: lot.defaultRateUnit,
        rate,
        grossWeightKg: grade.leftCrates * lot.crateCapacityKg,
        confirmWarnings: true,
      })
      if (!answer.responseData) throw new Error(`AddUpdateAuctionLine: ${answer.errorMessage}`)
      sold.push(answer.responseData.data)
    }
  }
  return sold
}
