import { type OpenBill, PARTY_TYPE } from '../../contracts'
import type { Store } from '../store/store'

/**
 * The bills a voucher settles: a farmer's pattis (paid out to them) or a buyer's invoices (received
 * from them), read and changed through their own tables so a bill's paid or received amount, balance
 * and payment status always follow its vouchers.
 */

export interface SettleableBill extends OpenBill {
  /** A patti falls due the day it is made; an invoice after the buyer's credit days. */
  dueDate: string
  amountPaise: number
  settledPaise: number
}

/** The party's bills in the market that still have a balance. */
export function openBillsOf(
  store: Store,
  partyType: number,
  partyKeyID: string,
  marketKeyID: string,
): SettleableBill[] {
  if (partyType === PARTY_TYPE.Farmer) {
    return store.farmerBills
      .lookup('farmerOpen', partyKeyID)
      .filter((bill) => bill.marketKeyID === marketKeyID)
      .map((bill) => ({
        billKeyID: bill.farmerBillKeyID,
        billNo: bill.billNo,
        billDate: bill.billDate,
        dueDate: bill.billDate,
        amountPaise: bill.finalPaise,
        settledPaise: bill.paidPaise,
        balance: bill.finalPaise - bill.paidPaise,
      }))
      .filter((bill) => bill.balance > 0)
  }
  return store.buyerBills
    .lookup('buyerUnsettled', partyKeyID)
    .filter((bill) => bill.marketKeyID === marketKeyID)
    .map((bill) => ({
      billKeyID: bill.buyerBillKeyID,
      billNo: bill.billNo,
      billDate: bill.billDate,
      dueDate: bill.dueDate,
      amountPaise: bill.finalPaise,
      settledPaise: bill.receivedPaise,
      balance: bill.finalPaise - bill.receivedPaise,
    }))
    .filter((bill) => bill.balance > 0)
}

/**
 * Adds `paise` to what was paid or received on a bill (a negative amount reverses a cancelled
 * voucher's allocation). Call it inside the Store.write that saves the voucher.
 */
export function settleBill(store: Store, partyType: number, billKeyID: string, paise: number): void {
  if (partyType === PARTY_TYPE.Farmer) {
    const bill = store.farmerBills.get(billKeyID)
    if (!bill) throw new Error(`No farmer bill ${billKeyID}`)
    store.farmerBills.set({ ...bill, paidPaise: bill.paidPaise + paise })
    return
  }
  const bill = store.buyerBills.get(billKeyID)
  if (!bill) throw new Error(`No buyer bill ${billKeyID}`)
  store.buyerBills.set({ ...bill, receivedPaise: bill.receivedPaise + paise })
}
