import {
  BILL_STATUS,
  type BuyerBill,
  type BuyerBillRow,
  type BuyerInvoicesRequest,
  BuyerInvoicesRequestSchema,
  type ColumnTotals,
  fromPaise,
  toHundredths,
  toPaise,
} from '@contracts'
import * as v from 'valibot'

export const BUYER_SCOPES = [
  { value: 'all', label: 'All buyers' },
  { value: 'picked', label: 'Picked buyers' },
] as const
export type BuyerScope = (typeof BUYER_SCOPES)[number]['value']

export const PICK_A_BUYER = 'Pick at least one buyer.'

/**
 * What the Generate Invoice screen holds while the user chooses. Only its shape is checked here: the
 * request it makes is checked whole, as the server checks it, by `invoicesRequest` when it is sent.
 */
export const SelectionSchema = v.object({
  fromDate: v.string(),
  toDate: v.string(),
  scope: v.picklist(BUYER_SCOPES.map((s) => s.value)),
  picked: v.array(v.string()),
  mode: v.picklist([1, 2]),
  /** Other charges as typed: each category once, its amount still text. */
  otherCharges: v.array(v.object({ categoryKeyID: v.string(), amount: v.string() })),
  /** Unticked, the run lets its buyers off the charge for crates kept too long. */
  chargeOverdueCrates: v.boolean(),
})
export type Selection = v.InferOutput<typeof SelectionSchema>

/** A new selection: today's sales of every buyer, one invoice per token. */
export const freshSelection = (today: string): Selection => ({
  fromDate: today,
  toDate: today,
  scope: 'all',
  picked: [],
  mode: 1,
  otherCharges: [],
  chargeOverdueCrates: true,
})

/** The request for a selection, or the first reason it can't be sent (checked as the server checks). */
export function invoicesRequest(
  marketKeyID: string,
  s: Selection,
): { request: BuyerInvoicesRequest } | { problem: string } {
  if (s.scope === 'picked' && s.picked.length === 0) return { problem: PICK_A_BUYER }
  const body = {
    marketKeyID,
    fromDate: s.fromDate,
    toDate: s.toDate,
    buyerKeyIDs: s.scope === 'all' ? [] : s.picked,
    mode: s.mode,
    otherCharges: s.otherCharges.map((row) => ({
      categoryKeyID: row.categoryKeyID,
      amount: Number(row.amount),
    })),
    chargeOverdueCrates: s.chargeOverdueCrates,
  }
  const parsed = v.safeParse(BuyerInvoicesRequestSchema, body)
  if (!parsed.success) return { problem: parsed.issues[0].message }
  return { request: body }
}

/**
 * The footer of a preview, under the columns' ids: how many invoices (under Buyer), tokens, crates and
 * kg, and the money columns summed in paise so many invoices add up exactly.
 */
export function previewTotals(bills: readonly BuyerBill[]): ColumnTotals {
  const count = (pick: (bill: BuyerBill) => number) => bills.reduce((n, bill) => n + pick(bill), 0)
  const rupees = (pick: (bill: BuyerBill) => number) => fromPaise(count((bill) => toPaise(pick(bill))))
  return {
    buyerName: bills.length,
    tokens: count((bill) => bill.tokenSubtotals.length),
    totalCrates: count((bill) => bill.totalCrates),
    totalWeightKg: count((bill) => toHundredths(bill.totalWeightKg)) / 100,
    goodsAmount: rupees((bill) => bill.goodsAmount),
    servicesAmount: rupees((bill) => bill.servicesAmount),
    roundOff: rupees((bill) => bill.roundOff),
    totalAmount: rupees((bill) => bill.totalAmount),
  }
}

/** Why an invoice can't be cancelled, or null when it can: only while nothing is received against it. */
export function cancelBlock(row: Pick<BuyerBillRow, 'status' | 'receivedAmount'>): string | null {
  if (row.status === BILL_STATUS.Cancelled) return 'Already cancelled.'
  if (row.receivedAmount > 0) return 'A receipt is against it: cancel the receipt first.'
  return null
}
