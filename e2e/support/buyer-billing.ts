import type { APIRequestContext } from '@playwright/test'
import { api } from '../../contracts'
import { callApi, marketKeyOf, withQuery } from './api'
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
    withQuery(api.buyer.lookup, { MarketKeyID: marketKeyID }),
  )
  const buyer = answer.responseData?.data.find((b) => b.firmName === firmName)
  if (!buyer) throw new Error(`No buyer named ${firmName}`)
  return { marketKeyID, buyerKeyID: buyer.buyerKeyID }
}

/**
 * Sells every crate left on `count` of today's crate tokens sold per crate (no weighing needed) to one
 * buyer at `rate` ₹ a crate, through the auction API, skipping the first `skip` such tokens.
 */
export async function sellCrateTokensTo(
  request: APIRequestContext,
  token: string,
  buyerName: string,
  { count, rate, skip = 0 }: { count: number; rate: number; skip?: number },
): Promise<SoldToken[]> {
  const { marketKeyID, buyerKeyID } = await buyerKeyOf(request, token, buyerName)
  const queue = await callApi<QueueToken[]>(request, token, api.auction.queue, { marketKeyID })
  const perCrate = (queue.responseData?.data ?? []).filter(
    (t) => t.transportationType === 1 && t.defaultRateUnit === 2 && t.grades.some((g) => g.leftCrates > 0),
  )
  const picked = perCrate.slice(skip, skip + count)
  if (picked.length < count) throw new Error(`Only ${picked.length} crate tokens left to sell`)
  const sold: SoldToken[] = []
  for (const t of picked) {
    let crates = 0
    for (const grade of t.grades.filter((g) => g.leftCrates > 0)) {
      const answer = await callApi(request, token, api.auction.save, {
        tokenKeyID: t.tokenKeyID,
        gradeID: grade.gradeID,
        buyerKeyID,
        crates: grade.leftCrates,
        rateUnit: 2,
        rate,
        // A buyer past its credit limit is warned at the auction; the sale still stands.
        confirmWarnings: true,
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
  goodsAmount: number
  totalAmount: number
  dueDate: string
  tokenSubtotals: { tokenKeyID: string; tokenNo: number; amount: number }[]
}

/**
 * Previews or generates the buyer's invoices through the API: one per token (mode 1) or one per
 * transport type (mode 2), for the period up to today.
 */
export async function invoicesFor(
  request: APIRequestContext,
  token: string,
  buyerName: string,
  { mode, fromDate = '2026-11-21', save = true }: { mode: 1 | 2; fromDate?: string; save?: boolean },
): Promise<SavedInvoice[]> {
  const { marketKeyID, buyerKeyID } = await buyerKeyOf(request, token, buyerName)
  const path = save ? api.buyerBill.generate : api.buyerBill.preview
  const answer = await callApi<SavedInvoice[]>(request, token, path, {
    marketKeyID,
    fromDate,
    toDate: '2026-11-21',
    buyerKeyIDs: [buyerKeyID],
    mode,
  })
  if (!answer.responseData) throw new Error(`${path}: ${answer.errorMessage}`)
  return answer.responseData.data
}

/** The invoice that bills `sold`: others of the same buyer may be waiting from earlier sales. */
export function invoiceOf(invoices: readonly SavedInvoice[], sold: Pick<SoldToken, 'tokenKeyID'>) {
  const invoice = invoices.find((i) => i.tokenSubtotals.some((t) => t.tokenKeyID === sold.tokenKeyID))
  if (!invoice) throw new Error('No invoice bills the token')
  return invoice
}
