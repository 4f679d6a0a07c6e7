import type { APIRequestContext } from '@playwright/test'
import type { FarmerBill } from '../../contracts'
import { api } from '../../contracts'
import { apiData, listPage, marketKeyOf, withQuery } from './api'

/** The demo market that sells tomato by the crate to buyers without a credit limit. */
export const BILLING_MARKET = 'Narayangaon'

interface Farmer {
  farmerKeyID: string
  farmerCode: number
  farmerName: string
}

export interface SoldTokens {
  marketKeyID: string
  farmer: Farmer
  tokens: { tokenKeyID: string; tokenNo: number; crates: number }[]
}

let vehicle = 0

/**
 * Today's tokens of one farmer of the billing market (the `farmer`-th of its farmers), brought on one
 * new vehicle and sold whole, ungraded, per crate to Shivneri Vegetable Co.: Auctioned and waiting for
 * a patti. `rate` is per crate.
 */
export async function soldTokens(
  request: APIRequestContext,
  token: string,
  options: { count?: number; farmer?: number; rate?: number } = {},
): Promise<SoldTokens> {
  const { count = 1, farmer: farmerIndex = 0, rate = 250.5 } = options
  const marketKeyID = await marketKeyOf(request, token, BILLING_MARKET)
  const farmers = await apiData<Farmer[]>(
    request,
    token,
    withQuery(api.farmer.lookup, { MarketKeyID: marketKeyID }),
  )
  const farmer = farmers[farmerIndex]!
  const buyers = await listPage<{ buyerKeyID: string }>(request, token, api.buyer.list, {
    searchKeyword: 'Shivneri',
  })
  vehicle += 1
  const entry = await apiData<{ tokens: { tokenKeyID: string; tokenNo: number }[] }>(
    request,
    token,
    api.vehicleEntry.addUpdate,
    {
      marketKeyID,
      vehicleNo: `MH14BZ${String(4000 + vehicle)}`,
      vehicleTypeID: 2,
      transportationType: 1,
      tokens: Array.from({ length: count }, (_, n) => ({
        farmerKeyID: farmer.farmerKeyID,
        productID: 1,
        declaredCrates: 20 + 4 * n,
        gradingType: 0,
      })),
    },
  )
  const tokens = entry.tokens.map((t, n) => ({ ...t, crates: 20 + 4 * n }))
  for (const t of tokens) {
    await apiData(request, token, api.auction.save, {
      auctionLineKeyID: '',
      tokenKeyID: t.tokenKeyID,
      gradeID: 0,
      buyerKeyID: buyers.data[0]!.buyerKeyID,
      crates: t.crates,
      rateUnit: 2,
      rate,
      confirmWarnings: true,
    })
  }
  return { marketKeyID, farmer, tokens }
}

/** Generates the patti of `sold`'s tokens through the API. */
export const generatePatti = (request: APIRequestContext, token: string, sold: SoldTokens) =>
  apiData<FarmerBill>(request, token, api.farmerBill.generate, {
    marketKeyID: sold.marketKeyID,
    tokenKeyIDs: sold.tokens.map((t) => t.tokenKeyID),
  })

/** The patti as the server keeps it. */
export const pattiModel = (request: APIRequestContext, token: string, farmerBillKeyID: string) =>
  apiData<FarmerBill>(request, token, withQuery(api.farmerBill.model, { FarmerBillKeyID: farmerBillKeyID }))

/** The firm's settings (its name and print size head every document). */
export const firmSettings = (request: APIRequestContext, token: string) =>
  apiData<{ companyName: string; printSize: string }>(request, token, api.company.model)

/** ₹1,04,921.00, as every document prints money. */
export { rupees as formatMoney } from './money'
/** dd-MM-yyyy of a YYYY-MM-DD date. */
export const formatDate = (iso: string) => iso.split('-').reverse().join('-')
