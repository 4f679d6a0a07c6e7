import { randomUUID } from 'node:crypto'
import {
  api,
  type CRATE_BALANCE_SORT_COLUMNS,
  CRATE_DIRECTION,
  CRATE_MESSAGES,
  CRATE_MOVEMENT_STATUS,
  type CrateBalanceRow,
  type CrateMovement,
  DOCUMENT_PREFIX,
  MONEY_MESSAGES,
  openPeriodProblem,
} from '../../contracts'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, refused } from '../errors'
import { handlers } from '../register'
import type { CrateMovementRecord } from '../store/crate-rows'
import { crateBalanceKey, type Store } from '../store/store'
import { crateBalanceRows, crateLedgerOf, crateStockOf } from './crate-balances'
import { crateMovementList } from './crate-movements'
import { takeDocumentNo } from './document-numbers'
import { firmRow } from './firm-row'
import { columnTotals, filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { partyOf } from './payment'

const { Active, Cancelled } = CRATE_MOVEMENT_STATUS

const firmMovement = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.crateMovements, session, key, CRATE_MESSAGES.notFound)

const crateTypeName = (store: Store, r: { companyKeyID: string; crateTypeID: number }) =>
  store.crateTypes.in(r.companyKeyID, r.crateTypeID)?.crateTypeName ?? ''

/** The party's balance of the movement's type in its market, live movements only. */
export const crateBalanceOf = (store: Store, r: Parameters<typeof crateBalanceKey>[0]): number =>
  store.crateMovements.sum('balance', crateBalanceKey(r))

function toMovement(store: Store, r: Readonly<CrateMovementRecord>): CrateMovement {
  return {
    crateMovementKeyID: r.crateMovementKeyID,
    movementNo: r.movementNo,
    marketKeyID: r.marketKeyID,
    movementDate: r.movementDate,
    partyType: r.partyType,
    partyKeyID: r.partyKeyID,
    partyName: partyOf(store, r.partyType, r.partyKeyID)?.partyName ?? '',
    crateTypeID: r.crateTypeID,
    crateTypeName: crateTypeName(store, r),
    direction: r.direction,
    quantity: r.quantity,
    tokenKeyID: r.tokenKeyID,
    auctionLineKeyID: r.auctionLineKeyID ?? '',
    remarks: r.remarks,
    status: r.status,
    cancelReason: r.cancelReason,
    createdDate: r.createdDate,
    balanceAfter: crateBalanceOf(store, r),
  }
}

/**
 * Refuses what would take a party's balance below zero. Called inside the write that saves the change:
 * the check and the save are one synchronous step, so parallel returns are counted one after another.
 */
function assertHeld(store: Store, r: Readonly<CrateMovementRecord>, taken: number): void {
  const balance = crateBalanceOf(store, r)
  if (taken > balance) throw refused(CRATE_MESSAGES.overReturn(crateTypeName(store, r), balance))
}

type MovementInput = Omit<
  CrateMovementRecord,
  'crateMovementKeyID' | 'movementNo' | 'companyKeyID' | 'status' | 'cancelReason' | 'createdDate'
>

/** Marks a movement cancelled; crates lent come off the balance only if the party still holds them. */
export function cancelCrateMovement(
  store: Store,
  session: Pick<Session, 'userKeyID'>,
  movement: Readonly<CrateMovementRecord>,
  reason: string,
): Readonly<CrateMovementRecord> {
  return store.write(() => {
    if (movement.direction === CRATE_DIRECTION.Out) assertHeld(store, movement, movement.quantity)
    return store.crateMovements.set({
      ...movement,
      status: Cancelled,
      cancelReason: reason,
      userKeyID: session.userKeyID,
    })
  })
}

/**
 * Saves one movement after its checks; the sale line and the gate call it too, inside their own write,
 * so their crates are counted by the same rules as those entered by hand.
 */
export function recordCrateMovement(
  ctx: ServerContext,
  session: Pick<Session, 'companyKeyID' | 'userKeyID'>,
  input: MovementInput,
): Readonly<CrateMovementRecord> {
  const { store } = ctx
  return store.write(() => {
    const record: CrateMovementRecord = {
      ...input,
      crateMovementKeyID: randomUUID(),
      movementNo: takeDocumentNo(store, input.marketKeyID, DOCUMENT_PREFIX.CrateMovement, input.movementDate),
      companyKeyID: session.companyKeyID,
      status: Active,
      cancelReason: '',
      createdDate: ctx.now(),
    }
    if (record.direction === CRATE_DIRECTION.In) assertHeld(store, record, record.quantity)
    return store.crateMovements.set(record)
  })
}

const BALANCE_LIST: ListSpec<CrateBalanceRow, (typeof CRATE_BALANCE_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.partyName, r.crateTypeName],
  createdDate: (r) => r.oldestOutDate,
  // Those holding nothing sort after every holder, whichever way the dates run.
  sortValue: (r, column) => (column === 'oldestOutDate' ? r.oldestOutDate || '9999-12-31' : r[column]),
  name: (r) => r.partyName,
  key: (r) => `${r.partyKeyID}|${r.crateTypeID}`,
  // Overdue holders first: the oldest crates still out lead.
  defaultSort: { column: 'oldestOutDate', direction: 'asc' },
}

export const crateHandlers = handlers(api.crate, {
  addMovement: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    if (!market.isActive) throw refused(MONEY_MESSAGES.marketInactive)
    const outside = openPeriodProblem(body.movementDate, ctx.today)
    if (outside) throw badRequest('movementDate', outside)
    const type = store.crateTypes.in(session.companyKeyID, body.crateTypeID)
    if (!type?.isActive || !type.isReturnable) throw badRequest('crateTypeID', CRATE_MESSAGES.typeNotFound)
    const party = partyOf(store, body.partyType, body.partyKeyID)
    if (party?.companyKeyID !== session.companyKeyID || !party.marketKeyIDs.includes(market.marketKeyID))
      throw badRequest('partyKeyID', CRATE_MESSAGES.partyNotFound)
    const tokenKeyID = body.tokenKeyID ?? ''
    if (tokenKeyID && store.tokens.get(tokenKeyID)?.marketKeyID !== market.marketKeyID)
      throw badRequest('tokenKeyID', CRATE_MESSAGES.tokenNotFound)
    const saved = recordCrateMovement(ctx, session, {
      marketKeyID: market.marketKeyID,
      movementDate: body.movementDate,
      partyType: body.partyType,
      partyKeyID: body.partyKeyID,
      crateTypeID: type.crateTypeID,
      direction: body.direction,
      quantity: body.quantity,
      tokenKeyID,
      remarks: body.remarks,
      userKeyID: session.userKeyID,
    })
    return toMovement(store, saved)
  },

  /** The number stays used. */
  cancelMovement: ({ body, session, ctx }) => {
    const { store } = ctx
    const movement = firmMovement(ctx, session, body.crateMovementKeyID)
    if (movement.status === Cancelled) throw refused(CRATE_MESSAGES.alreadyCancelled)
    if (movement.billKeyID) throw refused(CRATE_MESSAGES.chargedOnBill)
    return toMovement(store, cancelCrateMovement(store, session, movement, body.reason))
  },

  balanceList: ({ body, session, ctx }) => {
    const market = companyMarket(ctx, session, body.marketKeyID)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['crateBalances', filters], () =>
      // Balances are as of now: the date range of other lists has nothing to cut here.
      filterAndSort(
        crateBalanceRows(ctx.store, market.marketKeyID, body),
        { ...body, fromDate: null, toDate: null },
        BALANCE_LIST,
      ),
    )
    return { ...pageOf(rows, body), totals: columnTotals(rows, ['outQty', 'inQty', 'balance'], () => true) }
  },

  ledger: ({ body, session, ctx }) => {
    const market = companyMarket(ctx, session, body.marketKeyID)
    const party = partyOf(ctx.store, body.partyType, body.partyKeyID)
    if (party?.companyKeyID !== session.companyKeyID)
      throw badRequest('partyKeyID', CRATE_MESSAGES.partyNotFound)
    return crateLedgerOf(ctx.store, market.marketKeyID, body)
  },

  stock: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    return crateStockOf(ctx.store, market)
  },

  movementList: crateMovementList,
})
