import { rupeeText } from './cash'
import { byDateThenNumber } from './document-order'

/**
 * How a voucher's amount settles a party's open bills. Unless the user chose amounts per bill, the
 * oldest bills are settled first; no bill takes more than its balance, and what is left over stays
 * on the party's account as an advance. All amounts in integer paise.
 */

export interface OpenBill {
  billKeyID: string
  billNo: string
  /** YYYY-MM-DD: older bills are settled first, by number within a day. */
  billDate: string
  /** What is still owed on the bill, paise. */
  balance: number
}

export interface Allocation {
  billKeyID: string
  /** Paise, more than 0. */
  amount: number
}

export const ALLOCATION_MESSAGES = {
  notOpen: 'is not an open bill of this party.',
  listedTwice: 'A bill is listed twice.',
  notPositive: 'An allocation must be more than 0.',
  overBalance: (billNo: string, balance: string) => `${billNo} has only ${balance} left to settle.`,
  overAmount: 'The allocations add up to more than the voucher amount.',
} as const

export type AllocationOutcome =
  | { ok: true; allocations: Allocation[]; advance: number }
  | { ok: false; field: string; message: string }

/** Open bills in the order they are settled: oldest date first, then by number. */
export const oldestFirst = <B extends Pick<OpenBill, 'billDate' | 'billNo'>>(bills: readonly B[]): B[] =>
  [...bills].sort((a, b) => byDateThenNumber([a.billDate, a.billNo], [b.billDate, b.billNo]))

/**
 * The allocations of a voucher of `amount` paise: `manual` as given (each within its bill's balance,
 * together within the amount), or, when `manual` is empty, the oldest bills first. The rest is the
 * advance.
 */
export function allocate(
  amount: number,
  openBills: readonly OpenBill[],
  manual: readonly Allocation[],
): AllocationOutcome {
  if (manual.length === 0) {
    const allocations: Allocation[] = []
    let left = amount
    for (const bill of oldestFirst(openBills)) {
      if (left === 0) break
      const settled = Math.min(left, bill.balance)
      if (settled <= 0) continue
      allocations.push({ billKeyID: bill.billKeyID, amount: settled })
      left -= settled
    }
    return { ok: true, allocations, advance: left }
  }
  const byKey = new Map(openBills.map((bill) => [bill.billKeyID, bill]))
  const seen = new Set<string>()
  let total = 0
  for (const [i, allocation] of manual.entries()) {
    const field = `allocations.${i}`
    const bill = byKey.get(allocation.billKeyID)
    if (!bill) return { ok: false, field: `${field}.billKeyID`, message: ALLOCATION_MESSAGES.notOpen }
    if (seen.has(bill.billKeyID))
      return { ok: false, field: 'allocations', message: ALLOCATION_MESSAGES.listedTwice }
    seen.add(bill.billKeyID)
    if (allocation.amount <= 0)
      return { ok: false, field: `${field}.amount`, message: ALLOCATION_MESSAGES.notPositive }
    if (allocation.amount > bill.balance)
      return {
        ok: false,
        field: `${field}.amount`,
        message: ALLOCATION_MESSAGES.overBalance(bill.billNo, rupeeText(bill.balance)),
      }
    total += allocation.amount
  }
  if (total > amount) return { ok: false, field: 'allocations', message: ALLOCATION_MESSAGES.overAmount }
  return { ok: true, allocations: manual.map((a) => ({ ...a })), advance: amount - total }
}
