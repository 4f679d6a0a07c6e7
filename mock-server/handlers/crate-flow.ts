import {
  AUCTION_LINE_STATUS,
  CRATE_DIRECTION,
  CRATE_FLOW_MESSAGES,
  CRATE_MOVEMENT_STATUS,
  PARTY_TYPE,
  TOKEN_STATUS,
} from '../../contracts'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import type { CrateMovementRecord, CrateTypeRecord } from '../store/crate-rows'
import type { AuctionLineRecord, TokenRecord } from '../store/rows'
import type { Store } from '../store/store'
import { cancelCrateMovement, crateBalanceOf, recordCrateMovement } from './crate'

type Actor = Pick<Session, 'companyKeyID' | 'userKeyID'>

/** The firm's returnable crate type a product travels in, or null when it goes in the parties' own. */
export function firmCrateType(store: Store, companyKeyID: string, productID: number): CrateTypeRecord | null {
  const typeID = store.products.in(companyKeyID, productID)?.crateTypeID
  const type = typeID ? store.crateTypes.in(companyKeyID, typeID) : undefined
  return type?.isActive && type.isReturnable ? type : null
}

/**
 * The live movement a piece of the day's work (a sale line or a gate token: `source`) recorded for a
 * party, if any. Read by its source, never by the party: a big buyer has tens of thousands.
 */
const liveMovement = (
  store: Store,
  source: string,
  marketKeyID: string,
  partyKeyID: string,
  isOf: (m: Readonly<CrateMovementRecord>) => boolean,
) =>
  store.crateMovements
    .lookup('source', source)
    .find(
      (m) =>
        m.marketKeyID === marketKeyID &&
        m.partyKeyID === partyKeyID &&
        m.status === CRATE_MOVEMENT_STATUS.Active &&
        isOf(m),
    )

/**
 * Crates that went out with a sale line are taken off the buyer's balance only while he still holds
 * them. Once he has brought them back the out and the in both happened, so they stay on his ledger
 * rather than the day's work being refused over crates.
 */
function withdraw(store: Store, actor: Actor, movement: Readonly<CrateMovementRecord>, reason: string) {
  if (movement.direction === CRATE_DIRECTION.Out && crateBalanceOf(store, movement) < movement.quantity)
    return
  cancelCrateMovement(store, actor, movement, reason)
}

/**
 * Keeps a sale line's crates on the buyer's ledger: a live line in the firm's crates has one Out of its
 * crates, dated the day of the sale. A change records the new movement before the old one is withdrawn,
 * so a buyer who already returned some is never taken below zero. Call inside the line's write.
 */
export function followSaleLine(
  ctx: ServerContext,
  actor: Actor,
  line: Readonly<AuctionLineRecord>,
  before: Readonly<AuctionLineRecord> | null,
): void {
  const { store } = ctx
  const isOf = (m: Readonly<CrateMovementRecord>) => m.auctionLineKeyID === line.auctionLineKeyID
  const current =
    before && liveMovement(store, line.auctionLineKeyID, before.marketKeyID, before.buyerKeyID, isOf)
  // A line sold before its crates were counted, or whose movement was cancelled by hand (the buyer
  // brought his own crates), is left as it is.
  if (before && !current) return
  const type = firmCrateType(store, line.companyKeyID, line.productID)
  const live = line.status !== AUCTION_LINE_STATUS.Cancelled
  const wanted = live && type ? { partyKeyID: line.buyerKeyID, crateTypeID: type.crateTypeID } : null
  if (
    current &&
    wanted &&
    current.partyKeyID === wanted.partyKeyID &&
    current.crateTypeID === wanted.crateTypeID &&
    current.quantity === line.crates
  )
    return
  if (wanted)
    recordCrateMovement(ctx, actor, {
      marketKeyID: line.marketKeyID,
      movementDate: line.auctionDate,
      partyType: PARTY_TYPE.Buyer,
      ...wanted,
      direction: CRATE_DIRECTION.Out,
      quantity: line.crates,
      tokenKeyID: line.tokenKeyID,
      auctionLineKeyID: line.auctionLineKeyID,
      remarks: CRATE_FLOW_MESSAGES.withSaleLine,
      userKeyID: actor.userKeyID,
    })
  if (current) withdraw(store, actor, current, live ? CRATE_FLOW_MESSAGES.lineChanged : line.cancelReason)
}

/**
 * Keeps a gate token's crates on the farmer's ledger: a live token of a product in the firm's crates
 * has one In of its declared crates, but only up to what the farmer holds. The gate is never refused
 * over crates: the rest came in the farmer's own crates, and the movement's remarks say so.
 */
function followGateToken(
  ctx: ServerContext,
  actor: Actor,
  token: Readonly<TokenRecord>,
  before: Readonly<TokenRecord> | undefined,
): void {
  const { store } = ctx
  const isOf = (m: Readonly<CrateMovementRecord>) =>
    m.tokenKeyID === token.tokenKeyID && m.partyType === PARTY_TYPE.Farmer
  const current =
    before && liveMovement(store, token.tokenKeyID, before.marketKeyID, before.farmerKeyID, isOf)
  const type = firmCrateType(store, token.companyKeyID, token.productID)
  const live = token.status !== TOKEN_STATUS.Cancelled
  if (
    current &&
    live &&
    current.partyKeyID === token.farmerKeyID &&
    current.crateTypeID === type?.crateTypeID &&
    current.remarks === CRATE_FLOW_MESSAGES.atGate(token.declaredCrates, current.quantity)
  )
    return
  // Withdrawing an In only raises the farmer's balance, so it goes first and frees what it counted.
  if (current)
    cancelCrateMovement(store, actor, current, live ? CRATE_FLOW_MESSAGES.tokenChanged : token.cancelReason)
  if (!live || !type) return
  const party = {
    marketKeyID: token.marketKeyID,
    partyKeyID: token.farmerKeyID,
    crateTypeID: type.crateTypeID,
  }
  const quantity = Math.min(token.declaredCrates, crateBalanceOf(store, party))
  if (quantity <= 0) return
  recordCrateMovement(ctx, actor, {
    ...party,
    movementDate: token.tokenDate,
    partyType: PARTY_TYPE.Farmer,
    direction: CRATE_DIRECTION.In,
    quantity,
    tokenKeyID: token.tokenKeyID,
    remarks: CRATE_FLOW_MESSAGES.atGate(token.declaredCrates, quantity),
    userKeyID: actor.userKeyID,
  })
}

/** Follows the gate's saved or cancelled tokens (read back by key) from what they were before. */
export function followGateTokens(
  ctx: ServerContext,
  actor: Actor,
  tokenKeyIDs: readonly string[],
  previous: readonly Readonly<TokenRecord>[],
): void {
  for (const key of tokenKeyIDs) {
    const token = ctx.store.tokens.get(key)
    if (token)
      followGateToken(
        ctx,
        actor,
        token,
        previous.find((t) => t.tokenKeyID === key),
      )
  }
}
