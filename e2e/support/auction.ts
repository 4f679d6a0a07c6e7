import type { APIRequestContext, Page } from '@playwright/test'
import { callApi } from './api'
import { marketFarmers } from './gate'

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
  const entry = await callApi<{ tokens: SaleToken[] }>(request, token, 'VehicleEntry/AddUpdateVehicleEntry', {
    marketKeyID,
    vehicleNo,
    vehicleTypeID: PICKUP,
    transportationType: 1,
    tokens: [{ farmerKeyID: farmers[0]!.farmerKeyID, productID, declaredCrates, gradingType: 1 }],
  })
  const sale = entry.responseData?.data.tokens[0]
  if (!sale) throw new Error(`AddUpdateVehicleEntry: ${entry.errorMessage}`)
  const graded = await callApi(request, token, 'Token/SaveTokenGrading', {
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
export async function withoutCreditLimit(
  request: APIRequestContext,
  token: string,
  names: readonly string[],
) {
  const { marketKeyID } = await marketFarmers(request, token)
  const lookup = await callApi<{ buyerKeyID: string; firmName: string }[]>(
    request,
    token,
    `Buyer/GetBuyerLookupList?MarketKeyID=${marketKeyID}`,
  )
  for (const buyer of (lookup.responseData?.data ?? []).filter((b) => names.includes(b.firmName))) {
    const model = await callApi<object>(request, token, `Buyer/GetBuyerModel?BuyerKeyID=${buyer.buyerKeyID}`)
    const saved = await callApi(request, token, 'Buyer/AddUpdateBuyer', {
      ...model.responseData?.data,
      creditLimit: 0,
    })
    if (saved.statusCode !== 200) throw new Error(`AddUpdateBuyer: ${saved.errorMessage}`)
  }
}

/** A token's live sale lines, oldest first, as the server has them. */
export async function savedLines(request: APIRequestContext, token: string, sale: SaleToken) {
  const answer = await callApi<{ buyerName: string; crates: number; amount: number }[]>(
    request,
    token,
    'Auction/GetTokenLines',
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
