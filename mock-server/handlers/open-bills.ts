import { duesOn, fromPaise, type OpenBillRow, PARTY_TYPE, paymentStatusOf } from '../../contracts'
import type { Store } from '../store/store'
import { openBillsOf } from './bill-settlement'
import { buyerAccount, positionOn } from './buyer-account'

/**
 * The open bills a voucher form lists, oldest first, each with what the voucher may still allocate to
 * it (`balance`) and its dues on today: a buyer's unsettled part once every receipt, allocated or
 * not, has paid off the oldest invoices first, and the days it is overdue — the same figures as the
 * buyer's statement, the register and the dashboard. A farmer's patti is owed and due as it stands.
 */
export function openBillRows(
  store: Store,
  partyType: number,
  partyKeyID: string,
  marketKeyID: string,
  today: string,
): OpenBillRow[] {
  const bills = openBillsOf(store, partyType, partyKeyID, marketKeyID)
  const buyer = partyType === PARTY_TYPE.Buyer ? store.buyers.get(partyKeyID) : undefined
  const dues = buyer
    ? positionOn(buyer, buyerAccount(store, buyer, marketKeyID), today).dues
    : duesOn(
        bills.map((bill) => ({
          key: bill.billNo,
          billDate: bill.billDate,
          dueDate: bill.dueDate,
          amount: bill.balance,
          documentKeyID: bill.billKeyID,
        })),
        [],
        today,
      )
  // An invoice whose own receipts cleared it can still be owed when those receipts were allocated to
  // it ahead of an older one: listed too, with nothing left to allocate, so the form's dues add up.
  const listed = new Set(bills.map((bill) => bill.billKeyID))
  for (const due of dues.bills) {
    const invoice =
      due.unsettled > 0 && !listed.has(due.documentKeyID) && store.buyerBills.get(due.documentKeyID)
    if (!invoice) continue
    bills.push({
      billKeyID: invoice.buyerBillKeyID,
      billNo: invoice.billNo,
      billDate: invoice.billDate,
      dueDate: invoice.dueDate,
      amountPaise: invoice.finalPaise,
      settledPaise: invoice.receivedPaise,
      balance: invoice.finalPaise - invoice.receivedPaise,
    })
  }
  const byDocument = new Map(dues.bills.map((bill) => [bill.documentKeyID, bill]))
  return bills
    .sort((a, b) => a.billDate.localeCompare(b.billDate) || a.billNo.localeCompare(b.billNo))
    .map((bill) => {
      const due = byDocument.get(bill.billKeyID)
      return {
        billKeyID: bill.billKeyID,
        billNo: bill.billNo,
        billDate: bill.billDate,
        dueDate: bill.dueDate,
        amount: fromPaise(bill.amountPaise),
        settledAmount: fromPaise(bill.settledPaise),
        balance: fromPaise(bill.balance),
        paymentStatus: paymentStatusOf(bill.amountPaise, bill.settledPaise),
        asOfDate: today,
        outstanding: fromPaise(due?.unsettled ?? 0),
        daysOverdue: due?.daysOverdue ?? 0,
      }
    })
}
