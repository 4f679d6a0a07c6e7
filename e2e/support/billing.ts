import type { APIRequestContext } from '@playwright/test'
import { callApi, marketKeyOf } from './api'
import { GATE_MARKET } from './gate'

interface QueueToken {
  tokenKeyID: string
  tokenNo: number
  farmerCode: number
  village: string
  transportationType: number
  defaultRateUnit: number
  grades: { gradeID: number; leftCrates: number }[]
}

export interface SoldToken {
  tokenKeyID: string
  tokenNo: number
  farmerCode: number
  village: string
  crates: number
  /** ₹, as the sale lines came to. */
  amount: number
}

/** The key of the buyer named exactly `firmName` among the gate market's buyers. */
export async function buyerKeyOf(request: APIRequestContext, token: string, firmName: string) {
  const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
  const answer = await callApi<{ buyerKeyID: string; firmName: string }[]>(
    request,
    token,
    `Buyer/GetBuyerLookupList?MarketKeyID=${marketKeyID}`,
  )
  const buyer = answer.responseData?.data.find((b) => b.firmName === firmName)
  if (!buyer) throw new Error(`No buyer named ${firmName}`)
  return { marketKeyID, buyerKeyID: buyer.buyerKeyID }
}

/**
 * Sells every crate left on `count` of today's crate tokens sold per crate (no weighing needed) to one
 * buyer at `rate` ₹ a crate, through the auction API, skipping the first `skip` such tokens.
 */
export async function sellCrateTokens(
  request: APIRequestContext,
  token: string,
  buyerName: string,
  { count, rate, skip = 0 }: { count: number; rate: number; skip?: number },
): Promise<SoldToken[]> {
  const { marketKeyID, buyerKeyID } = await buyerKeyOf(request, token, buyerName)
  const queue = await callApi<QueueToken[]>(request, token, 'Auction/GetAuctionQueue', { marketKeyID })
  const perCrate = (queue.responseData?.data ?? []).filter(
    (t) => t.transportationType === 1 && t.defaultRateUnit === 2 && t.grades.some((g) => g.leftCrates > 0),
  )
  const picked = perCrate.slice(skip, skip + count)
  if (picked.length < count) throw new Error(`Only ${picked.length} crate tokens left to sell`)
  const sold: SoldToken[] = []
  for (const t of picked) {
    let crates = 0
    for (const grade of t.grades.filter((g) => g.leftCrates > 0)) {
      const answer = await callApi(request, token, 'Auction/AddUpdateAuctionLine', {
        tokenKeyID: t.tokenKeyID,
        gradeID: grade.gradeID,
        buyerKeyID,
        crates: grade.leftCrates,
        rateUnit: 2,
        rate,
      })
      if (answer.statusCode !== 200) throw new Error(`AddUpdateAuctionLine: ${answer.errorMessage}`)
      crates += grade.leftCrates
    }
    sold.push({ ...t, crates, amount: crates * rate })
  }
  return sold
}

export interface SavedInvoice {
  buyerBillKeyID: string
  billNo: string
  isGroup: boolean
  mobileNo: string
  totalAmount: number
  dueDate: string
  tokenSubtotals: { tokenNo: number; amount: number }[]
}

/** Generates the buyer's invoices for today's sales through the API: one per token (1) or one in all (2). */
export async function generateInvoices(
  request: APIRequestContext,
  token: string,
  buyerName: string,
  mode: 1 | 2,
): Promise<SavedInvoice[]> {
  const { marketKeyID, buyerKeyID } = await buyerKeyOf(request, token, buyerName)
  const answer = await callApi<SavedInvoice[]>(request, token, 'BuyerBill/GenerateBuyerInvoices', {
    marketKeyID,
    fromDate: '2026-11-21',
    toDate: '2026-11-21',
    buyerKeyIDs: [buyerKeyID],
    mode,
  })
  if (!answer.responseData) throw new Error(`GenerateBuyerInvoices: ${answer.errorMessage}`)
  return answer.responseData.data
}
