import {
  CRATE_DIRECTION,
  CRATE_MOVEMENT_STATUS,
  type CrateBalanceRow,
  type CrateEntry,
  type CrateLedger,
  type CrateStock,
  type CratesHeld,
  crateDelta,
  crateLedger,
  oldestOutDate,
  PARTY_TYPE,
  tokenLabel,
} from '../../contracts'
import type { CrateMovementRecord } from '../store/crate-rows'
import type { MarketRecord } from '../store/rows'
import { crateStockKey, type Store } from '../store/store'
import { indexKey } from '../store/table'
import { compareText } from './collate'
import { partyOf } from './payment'

const live = (r: Readonly<CrateMovementRecord>) => r.status === CRATE_MOVEMENT_STATUS.Active

/** How a movement reads in a ledger: which way, with which token, and the clerk's remarks. */
function particulars(store: Store, r: Readonly<CrateMovementRecord>, withType: boolean): string {
  const type = store.crateTypes.in(r.companyKeyID, r.crateTypeID)?.crateTypeName ?? ''
  const token = r.tokenKeyID ? store.tokens.get(r.tokenKeyID) : undefined
  return [
    r.direction === CRATE_DIRECTION.Out ? 'Crates out' : 'Crates returned',
    withType ? type : '',
    token ? `token ${tokenLabel(token.tokenNo)} of ${token.tokenDate}` : '',
    r.remarks,
  ]
    .filter(Boolean)
    .join(', ')
}

const entryOf = (store: Store, r: Readonly<CrateMovementRecord>, withType: boolean): CrateEntry => ({
  date: r.movementDate,
  movementNo: r.movementNo,
  direction: r.direction,
  quantity: r.quantity,
  particulars: particulars(store, r, withType),
})

/**
 * What a party holds of each type in a market at the end of a day, types it holds only: the "crates
 * with you" of its patti or invoice, as they stood on the bill's date whenever it is reprinted.
 */
export function cratesHeldOn(
  store: Store,
  marketKeyID: string,
  partyKeyID: string,
  date: string,
): CratesHeld[] {
  const held = new Map<number, { companyKeyID: string; balance: number }>()
  for (const r of store.crateMovements.lookup('marketParty', indexKey(marketKeyID, partyKeyID))) {
    if (!live(r) || r.movementDate > date) continue
    const type = held.get(r.crateTypeID) ?? { companyKeyID: r.companyKeyID, balance: 0 }
    held.set(r.crateTypeID, { ...type, balance: type.balance + crateDelta(r) })
  }
  return [...held]
    .filter(([, { balance }]) => balance !== 0)
    .map(([crateTypeID, { companyKeyID, balance }]) => ({
      crateTypeID,
      crateTypeName: store.crateTypes.in(companyKeyID, crateTypeID)?.crateTypeName ?? '',
      balance,
    }))
    .sort((a, b) => compareText(a.crateTypeName, b.crateTypeName))
}

/** Every party's balance of every type in a market, from its live movements. */
export function crateBalanceRows(
  store: Store,
  marketKeyID: string,
  filters: { partyType?: number | null; crateTypeID?: number | null },
): CrateBalanceRow[] {
  const groups = new Map<string, Readonly<CrateMovementRecord>[]>()
  for (const r of store.crateMovements.lookup('market', marketKeyID)) {
    if (!live(r)) continue
    if (filters.partyType && r.partyType !== filters.partyType) continue
    if (filters.crateTypeID && r.crateTypeID !== filters.crateTypeID) continue
    const key = indexKey(r.partyKeyID, String(r.crateTypeID))
    const group = groups.get(key)
    if (group) group.push(r)
    else groups.set(key, [r])
  }
  return [...groups.values()].map((movements) => {
    const first = movements[0]!
    const entries = movements.map((r) => entryOf(store, r, false))
    const outQty = entries.reduce((sum, e) => sum + (e.direction === CRATE_DIRECTION.Out ? e.quantity : 0), 0)
    const balance = entries.reduce((sum, e) => sum + crateDelta(e), 0)
    return {
      partyType: first.partyType,
      partyKeyID: first.partyKeyID,
      partyName: partyOf(store, first.partyType, first.partyKeyID)?.partyName ?? '',
      crateTypeID: first.crateTypeID,
      crateTypeName: store.crateTypes.in(first.companyKeyID, first.crateTypeID)?.crateTypeName ?? '',
      outQty,
      inQty: outQty - balance,
      balance,
      oldestOutDate: oldestOutDate(entries),
    }
  })
}

/** A party's crates in a market over a period, one type or (crateTypeID 0) all together. */
export function crateLedgerOf(
  store: Store,
  marketKeyID: string,
  request: {
    partyKeyID: string
    crateTypeID?: number | null
    fromDate?: string | null
    toDate?: string | null
  },
): CrateLedger {
  const movements = store.crateMovements
    .lookup('marketParty', indexKey(marketKeyID, request.partyKeyID))
    .filter((r) => live(r) && (!request.crateTypeID || r.crateTypeID === request.crateTypeID))
  const entries = movements.map((r) => entryOf(store, r, !request.crateTypeID))
  return crateLedger(entries, request.fromDate ?? '', request.toDate ?? '')
}

/**
 * A market's crates by type: what it owns, what its farmers and its buyers hold, and the rest in the
 * yard. A market whose stock was never counted owns what is out, so the yard never shows less than none.
 */
export function crateStockOf(store: Store, market: Readonly<MarketRecord>): CrateStock[] {
  const held = (crateTypeID: number, partyType: number) =>
    store.crateMovements.sum('held', indexKey(market.marketKeyID, String(crateTypeID), String(partyType)))
  return store.crateTypes
    .of(market.companyKeyID, (t) => t.isReturnable)
    .sort((a, b) => compareText(a.crateTypeName, b.crateTypeName))
    .map((t) => {
      const withFarmers = held(t.crateTypeID, PARTY_TYPE.Farmer)
      const withBuyers = held(t.crateTypeID, PARTY_TYPE.Buyer)
      const counted = store.crateStocks.get(crateStockKey(market.marketKeyID, t.crateTypeID))
      const owned = counted?.owned ?? withFarmers + withBuyers
      return {
        crateTypeID: t.crateTypeID,
        crateTypeName: t.crateTypeName,
        owned,
        withFarmers,
        withBuyers,
        inYard: owned - withFarmers - withBuyers,
      }
    })
}
