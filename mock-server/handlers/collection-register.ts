import type { CollectionRow, ColumnTotals } from '../../contracts'
import type { BuyerRecord } from '../store/rows'
import type { Store } from '../store/store'
import { buyerAccount, duesFigures, positionOn } from './buyer-account'
import { columnTotals } from './list-query'
import { remembered } from './report-index'

/**
 * The collection register: every buyer with something on account, with their dues aged on today. The
 * dashboard's receivables, overdue and ageing chart are its totals, so the two can never disagree.
 */

export const REGISTER_MONEY = [
  'outstanding',
  'advance',
  'overdue',
  'days0to7',
  'days8to15',
  'days16to30',
  'over30',
] as const

/** The register's row of one buyer, or null when the buyer has nothing on account here. */
function collectionRow(
  store: Store,
  buyer: Readonly<BuyerRecord>,
  marketKeyID: string | null,
  today: string,
): CollectionRow | null {
  const account = buyerAccount(store, buyer, marketKeyID)
  if (account.entries.length === 0 && account.broughtForward === 0) return null
  const position = positionOn(buyer, account, today)
  const receipts = account.entries.filter((e) => e.credit > 0 && !e.reversal)
  return {
    buyerKeyID: buyer.buyerKeyID,
    buyerCode: buyer.buyerCode,
    buyerName: buyer.firmName,
    city: buyer.city,
    mobileNo: buyer.mobileNo,
    creditLimit: buyer.creditLimit,
    creditDays: buyer.creditDays,
    ...duesFigures(position.dues),
    oldestDueDate: position.oldestDueDate,
    lastReceiptDate: receipts.at(-1)?.date ?? '',
    createdDate: account.entries.at(-1)?.dateTime ?? buyer.createdDate,
  }
}

/** Every buyer's register row in the market (the whole firm without one), remembered until a write. */
export function collectionRows(
  store: Store,
  companyKeyID: string,
  marketKeyID: string | null,
  today: string,
): CollectionRow[] {
  return remembered(store, ['collectionRows', companyKeyID, marketKeyID, today], () => {
    const rows: CollectionRow[] = []
    for (const buyer of store.buyers.lookup('firm', companyKeyID)) {
      const row = collectionRow(store, buyer, marketKeyID, today)
      if (row) rows.push(row)
    }
    return rows
  })
}

/** The register's money totals over `rows` (every row when unfiltered: the dashboard's figures). */
export const registerTotals = (rows: readonly CollectionRow[]): ColumnTotals =>
  columnTotals(rows, [...REGISTER_MONEY], () => true)
