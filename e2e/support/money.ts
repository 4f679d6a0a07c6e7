import type { APIRequestContext } from '@playwright/test'
import { api } from '../../contracts'
import { apiData, withQuery } from './api'
import { TODAY_RANGE } from './auction'
import { marketFarmers } from './gate'

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** ₹1,04,921.00: money as every screen and document shows it (Indian grouping, two decimals). */
export const rupees = (value: number): string => money.format(value)

/** 1,234.5: a quantity (crates, kg, a rate) as the lists show it, at most two decimals. */
export const figure = (value: number): string => number.format(value)

/** What the money tests start from: bills made through the API on today's sales in the gate market. */

interface QueueToken {
  tokenKeyID: string
  tokenNo: number
  farmerKeyID: string
  defaultRateUnit: number
  crateCapacityKg: number
  minRateAlert: number
  maxRateAlert: number
  grades: { gradeID: number; leftCrates: number }[]
}

/** Sells every crate of the auction queue's first `tokens` tokens to one buyer; answers their token keys. */
async function sellTokensTo(
  request: APIRequestContext,
  token: string,
  marketKeyID: string,
  buyerKeyID: string,
  tokens: number,
) {
  const queue = await apiData<QueueToken[]>(request, token, api.auction.queue, { marketKeyID })
  const sold = queue.filter((lot) => lot.grades.some((g) => g.leftCrates > 0)).slice(0, tokens)
  for (const lot of sold) {
    for (const grade of lot.grades.filter((g) => g.leftCrates > 0)) {
      await apiData(request, token, api.auction.save, {
        tokenKeyID: lot.tokenKeyID,
        gradeID: grade.gradeID,
        buyerKeyID,
        crates: grade.leftCrates,
        rateUnit: lot.defaultRateUnit,
        rate: Math.round((lot.minRateAlert + lot.maxRateAlert) / 2),
        grossWeightKg: grade.leftCrates * lot.crateCapacityKg,
        confirmWarnings: true,
      })
    }
  }
  return sold
}

export interface Buyer {
  buyerKeyID: string
  buyerCode: number
  firmName: string
}

export interface Invoice {
  buyerBillKeyID: string
  billNo: string
  totalAmount: number
  balance: number
}

export interface Patti {
  farmerBillKeyID: string
  billNo: string
  farmerKeyID: string
  farmerCode: number
  farmerName: string
  netPayable: number
}

/**
 * Today's sales of `tokens` tokens to the market's first buyer, invoiced per token, and the first
 * token's farmer patti: a buyer with `tokens` open invoices and a farmer with one open patti.
 */
export async function billedSales(request: APIRequestContext, token: string, tokens: number) {
  const { marketKeyID } = await marketFarmers(request, token)
  const buyers = await apiData<Buyer[]>(
    request,
    token,
    withQuery(api.buyer.lookup, { MarketKeyID: marketKeyID }),
  )
  const buyer = buyers[0]!
  const sold = await sellTokensTo(request, token, marketKeyID, buyer.buyerKeyID, tokens)
  const invoices = await apiData<Invoice[]>(request, token, api.buyerBill.generate, {
    marketKeyID,
    ...TODAY_RANGE,
    buyerKeyIDs: [buyer.buyerKeyID],
    mode: 1,
  })
  const patti = await apiData<Patti>(request, token, api.farmerBill.generate, {
    marketKeyID,
    tokenKeyIDs: [sold[0]!.tokenKeyID],
  })
  return { marketKeyID, buyer, invoices, patti }
}

export interface WalletDay {
  status: number
  bookClosing: number
}

export const walletDay = (
  request: APIRequestContext,
  token: string,
  marketKeyID: string,
  date = TODAY_RANGE.fromDate,
) =>
  apiData<WalletDay>(
    request,
    token,
    withQuery(api.wallet.day, { MarketKeyID: marketKeyID, WalletDate: date }),
  )

/**
 * Today's cash drawer of the market, opened with `notes500` notes of ₹500 unless it is open already,
 * so cash can move.
 */
export async function openWallet(
  request: APIRequestContext,
  token: string,
  marketKeyID: string,
  notes500: number,
) {
  const day = await walletDay(request, token, marketKeyID)
  if (day.status !== 0) return day
  return apiData<WalletDay>(request, token, api.wallet.open, {
    marketKeyID,
    walletDate: TODAY_RANGE.fromDate,
    openingCount: [{ denomination: 500, count: notes500 }],
  })
}

export interface VoucherInput {
  marketKeyID: string
  partyType: 1 | 2
  partyKeyID: string
  transactionType: 1 | 2
  paymentMode: 1 | 2
  amount: number
  onlineSubMode?: string
  referenceNo?: string
}

/** A voucher saved through the API, settling oldest first. */
export async function addVoucher(request: APIRequestContext, token: string, input: VoucherInput) {
  return apiData<{ paymentKeyID: string; voucherNo: string }>(request, token, api.payment.add, {
    paymentDate: TODAY_RANGE.fromDate,
    ...input,
  })
}

/** A cash expense of today under the firm's first expense category, saved through the API. */
export async function addCashExpense(
  request: APIRequestContext,
  token: string,
  input: { marketKeyID: string; amount: number; paidTo: string },
) {
  const [category] = await apiData<{ categoryKeyID: string }[]>(request, token, api.expenseCategory.lookup)
  return apiData<{ expenseKeyID: string; expenseNo: string }>(request, token, api.expense.addUpdate, {
    expenseDate: TODAY_RANGE.fromDate,
    categoryKeyID: category!.categoryKeyID,
    serviceOption: 2,
    paymentMode: 1,
    ...input,
  })
}
