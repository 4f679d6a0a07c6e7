import { BILL_STATUS } from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import {
  columnTotals,
  filterAndSort,
  type ListRequest,
  type ListSpec,
  pageOf,
  sortedList,
} from './list-query'
import { companyMarket } from './market'
import { pickMatches } from './master'

/** The filters both bill lists (pattis and invoices) take besides search, dates, sort and page. */
export interface BillListRequest extends ListRequest {
  marketKeyID?: string | null
  paymentStatus?: number | null
  status?: number | null
}

interface BillRecord {
  companyKeyID: string
  marketKeyID: string
}

interface BillRow {
  paymentStatus: number
  status: number
}

export interface BillList<Bill extends BillRecord, Row extends BillRow, Column extends string> {
  /** Names the list in the memo of sorted lists. */
  name: string
  bills: Iterable<Readonly<Bill>>
  /** The party filter of the request against the bill's party (empty matches every bill). */
  party: (bill: Readonly<Bill>) => boolean
  row: (bill: Readonly<Bill>) => Row
  spec: ListSpec<Row, Column>
  totals: readonly (keyof Row & string)[]
}

/**
 * One page of a firm's bills with the totals footer. Another firm's market is "not found". Cancelled
 * bills add up only when the list is filtered to them.
 */
export function billListPage<Bill extends BillRecord, Row extends BillRow, Column extends string>(
  ctx: ServerContext,
  session: Session,
  body: BillListRequest,
  list: BillList<Bill, Row, Column>,
) {
  if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
  const { pageNo: _page, pageSize: _size, ...filters } = body
  const shown = listScope(ctx, session)
  const rows = sortedList(ctx.store, [list.name, shown.key, filters], () => {
    const rows: Row[] = []
    for (const bill of list.bills) {
      if (!shown.shows(bill)) continue
      if (body.marketKeyID && bill.marketKeyID !== body.marketKeyID) continue
      if (!list.party(bill)) continue
      const row = list.row(bill)
      if (!pickMatches(row.paymentStatus, body.paymentStatus) || !pickMatches(row.status, body.status))
        continue
      rows.push(row)
    }
    return filterAndSort(rows, body, list.spec)
  })
  const counts = (row: Row) => Boolean(body.status) || row.status === BILL_STATUS.Active
  return { ...pageOf(rows, body), totals: columnTotals(rows, list.totals, counts) }
}
