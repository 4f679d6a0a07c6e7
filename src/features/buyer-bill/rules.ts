import {
  BILL_STATUS,
  type BuyerBillRow,
  type BuyerInvoicesRequest,
  BuyerInvoicesRequestSchema,
} from '@contracts'
import * as v from 'valibot'

export const BUYER_SCOPES = [
  { value: 'all', label: 'All buyers' },
  { value: 'picked', label: 'Picked buyers' },
] as const
export type BuyerScope = (typeof BUYER_SCOPES)[number]['value']

export const PICK_A_BUYER = 'Pick at least one buyer.'

/** What the Generate Invoice screen holds while the user chooses. */
export interface Selection {
  fromDate: string
  toDate: string
  scope: BuyerScope
  picked: string[]
  mode: 1 | 2
  /** Other charges as typed: each category once, its amount still text. */
  otherCharges: { categoryKeyID: string; amount: string }[]
}

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
  }
  const parsed = v.safeParse(BuyerInvoicesRequestSchema, body)
  if (!parsed.success) return { problem: parsed.issues[0].message }
  return { request: body }
}

/** Why an invoice can't be cancelled, or null when it can: only while nothing is received against it. */
export function cancelBlock(row: Pick<BuyerBillRow, 'status' | 'receivedAmount'>): string | null {
  if (row.status === BILL_STATUS.Cancelled) return 'Already cancelled.'
  if (row.receivedAmount > 0) return 'A receipt is against it: cancel the receipt first.'
  return null
}
