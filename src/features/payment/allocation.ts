import {
  type Allocation,
  type AllocationOutcome,
  allocate,
  fromPaise,
  type OpenBillRow,
  toPaise,
} from '@contracts'

/** A voucher's allocations in ₹, as the form holds and sends them. */
export interface RupeeAllocation {
  billKeyID: string
  amount: number
}

const toPaiseBills = (bills: readonly OpenBillRow[]) =>
  bills.map((bill) => ({ ...bill, balance: toPaise(bill.balance) }))

/**
 * What a voucher of `amount` ₹ settles: the user's own amounts per bill when there are any, else the
 * oldest bills first; the rest is the party's advance. Worked in paise by the shared rule, so the
 * form shows what the server will do.
 */
export function voucherAllocation(
  amount: number | undefined,
  bills: readonly OpenBillRow[],
  manual: readonly RupeeAllocation[],
): AllocationOutcome {
  const paise = toPaise(amount ?? 0)
  const own: Allocation[] = manual.map((a) => ({ billKeyID: a.billKeyID, amount: toPaise(a.amount) }))
  return allocate(paise, toPaiseBills(bills), own)
}

/**
 * The manual allocations after the user sets one bill to `amount` ₹: the rest keep what the form
 * showed them (the oldest-first split until the user first edits), and a bill set to 0 drops out.
 */
export function withBillAmount(
  shown: readonly Allocation[],
  billKeyID: string,
  amount: number,
): RupeeAllocation[] {
  const others = shown
    .filter((a) => a.billKeyID !== billKeyID)
    .map((a) => ({ billKeyID: a.billKeyID, amount: fromPaise(a.amount) }))
  return amount > 0 ? [...others, { billKeyID, amount }] : others
}
