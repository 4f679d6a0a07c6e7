import { accountIDOf, BILL_STATUS, DOCUMENT_TYPE, fromPaise, type LevyRegisterRow } from '../../contracts'
import type { ChargeLineRecord } from '../store/rows'
import type { Store } from '../store/store'
import type { Voucher } from './books-journal'
import { marketDocuments } from './report-index'

/**
 * A levy's register: each active patti or invoice that charged it (base: the goods value of the
 * document; rate: the levy's rate as charged, % or ₹ per unit; amount), and each
 * expense that paid it over to the market committee (an expense in the category named as the levy,
 * see books-chart.ts). Cancelled documents are left out: their charge was reversed with them.
 */

export interface LevyRegister {
  rows: LevyRegisterRow[]
  /** Owed to the committee before the period, paise. */
  openingPaise: number
  basePaise: number
  amountPaise: number
  paidPaise: number
}

interface Charged {
  date: string
  documentNo: string
  partyName: string
  grossPaise: number
  line: ChargeLineRecord
}

function chargesOf(store: Store, marketKeyIDs: readonly string[], serviceID: number): Charged[] {
  const out: Charged[] = []
  for (const marketKeyID of marketKeyIDs) {
    const documents = marketDocuments(store, marketKeyID)
    const bills = [
      ...documents.pattis.rows.map((b) => ({ bill: b, partyName: b.farmerName })),
      ...documents.invoices.rows.map((b) => ({ bill: b, partyName: b.buyerName })),
    ]
    for (const { bill, partyName } of bills) {
      if (bill.status !== BILL_STATUS.Active) continue
      const line = bill.serviceLines.find((l) => l.serviceID === serviceID)
      if (!line) continue
      out.push({ date: bill.billDate, documentNo: bill.billNo, partyName, grossPaise: bill.grossPaise, line })
    }
  }
  return out
}

export function levyRegister(
  store: Store,
  marketKeyIDs: readonly string[],
  vouchers: readonly Voucher[],
  serviceID: number,
  fromDate: string,
  toDate: string,
): LevyRegister {
  const register: LevyRegister = { rows: [], openingPaise: 0, basePaise: 0, amountPaise: 0, paidPaise: 0 }
  const inPeriod = (date: string) => (!fromDate || date >= fromDate) && (!toDate || date <= toDate)
  const rows: (LevyRegisterRow & { order: string })[] = []
  for (const charge of chargesOf(store, marketKeyIDs, serviceID)) {
    if (toDate && charge.date > toDate) continue
    if (!inPeriod(charge.date)) {
      register.openingPaise += charge.line.amount
      continue
    }
    const base = charge.grossPaise
    register.basePaise += base
    register.amountPaise += charge.line.amount
    rows.push({
      date: charge.date,
      documentNo: charge.documentNo,
      partyName: charge.partyName,
      base: fromPaise(base),
      rate: charge.line.rate,
      amount: fromPaise(charge.line.amount),
      paid: 0,
      order: `${charge.date}|0|${charge.documentNo}`,
    })
  }
  const levyAccount = accountIDOf.service(serviceID)
  for (const voucher of vouchers) {
    if (voucher.documentType !== DOCUMENT_TYPE.Expense) continue
    // A cancelled payment over and its reversal are no payment: neither is listed.
    if (store.expenses.get(voucher.documentKeyID)?.status === BILL_STATUS.Cancelled) continue
    if (toDate && voucher.date > toDate) continue
    const paidPaise = voucher.lines
      .filter((l) => l.accountID === levyAccount)
      .reduce((sum, l) => sum + l.debitPaise - l.creditPaise, 0)
    if (paidPaise === 0) continue
    if (!inPeriod(voucher.date)) {
      register.openingPaise -= paidPaise
      continue
    }
    register.paidPaise += paidPaise
    rows.push({
      date: voucher.date,
      documentNo: voucher.voucherNo,
      partyName: voucher.narration,
      base: 0,
      rate: 0,
      amount: 0,
      paid: fromPaise(paidPaise),
      order: `${voucher.date}|1|${voucher.voucherNo}`,
    })
  }
  register.rows = rows.sort((a, b) => a.order.localeCompare(b.order)).map(({ order: _order, ...row }) => row)
  return register
}
