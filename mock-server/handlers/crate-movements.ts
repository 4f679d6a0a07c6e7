import {
  type api,
  CRATE_DIRECTION,
  type CRATE_MOVEMENT_SORT_COLUMNS,
  CRATE_MOVEMENT_STATUS,
  type CrateMovementRow,
  tokenLabel,
} from '../../contracts'
import type { Handler } from '../register'
import type { CrateMovementRecord } from '../store/crate-rows'
import type { Store } from '../store/store'
import { columnTotals, filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { pickMatches } from './master'
import { partyOf } from './payment'

function toRow(store: Store, r: Readonly<CrateMovementRecord>): CrateMovementRow {
  const out = r.direction === CRATE_DIRECTION.Out
  const token = r.tokenKeyID ? store.tokens.get(r.tokenKeyID) : undefined
  return {
    crateMovementKeyID: r.crateMovementKeyID,
    movementNo: r.movementNo,
    movementDate: r.movementDate,
    partyType: r.partyType,
    partyKeyID: r.partyKeyID,
    partyName: partyOf(store, r.partyType, r.partyKeyID)?.partyName ?? '',
    crateTypeID: r.crateTypeID,
    crateTypeName: store.crateTypes.in(r.companyKeyID, r.crateTypeID)?.crateTypeName ?? '',
    direction: r.direction,
    outQty: out ? r.quantity : 0,
    inQty: out ? 0 : r.quantity,
    tokenText: token ? `${tokenLabel(token.tokenNo)} of ${token.tokenDate}` : '',
    remarks: r.remarks,
    status: r.status,
    cancelReason: r.cancelReason,
  }
}

const MOVEMENT_LIST: ListSpec<CrateMovementRow, (typeof CRATE_MOVEMENT_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.movementNo, r.partyName, r.crateTypeName, r.tokenText, r.remarks],
  // The day the crates moved, not the day the clerk typed it: a return entered late still counts then.
  createdDate: (r) => r.movementDate,
  sortValue: (r, column) => r[column],
  name: (r) => r.movementNo,
  key: (r) => r.crateMovementKeyID,
  defaultSort: { column: 'movementNo', direction: 'desc' },
}

const isLive = (r: CrateMovementRow) => r.status === CRATE_MOVEMENT_STATUS.Active

/**
 * The market's movements, newest first. Cancelled ones stay in the list, marked, and count in no
 * total: the footer sums only crates that really moved.
 */
export const crateMovementList: Handler<typeof api.crate.movementList> = ({ body, session, ctx }) => {
  const { store } = ctx
  const market = companyMarket(ctx, session, body.marketKeyID)
  const { pageNo: _page, pageSize: _size, ...filters } = body
  const rows = sortedList(store, ['crateMovements', market.marketKeyID, filters], () => {
    const matching: CrateMovementRow[] = []
    for (const r of store.crateMovements.lookup('market', market.marketKeyID)) {
      if (!pickMatches(r.partyType, body.partyType) || !pickMatches(r.direction, body.direction)) continue
      if (!pickMatches(r.crateTypeID, body.crateTypeID) || !pickMatches(r.status, body.status)) continue
      if (body.partyKeyID && r.partyKeyID !== body.partyKeyID) continue
      matching.push(toRow(store, r))
    }
    return filterAndSort(matching, body, MOVEMENT_LIST)
  })
  return { ...pageOf(rows, body), totals: columnTotals(rows, ['outQty', 'inQty'], isLive) }
}
